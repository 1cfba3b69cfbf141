import { useMemo } from 'react';
import { LoadContentPage } from '../../application/content/load-content-page.use-case';
import { CONTENT_PAGES, type ContentPageSlug } from '../../domain/content/content-page';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';
import { sanitizeHtml } from '../common/sanitize-html';

export function useContentPage(slug: ContentPageSlug) {
  const loadPage = useInjection(LoadContentPage);
  const { id, title } = CONTENT_PAGES[slug];
  const page$ = useMemo(() => loadPage.execute(id), [loadPage, id]);
  const state = useObservableState(page$);
  const page = state.status === 'ready' ? state.value : null;
  const safeHtml = useMemo(() => (page ? sanitizeHtml(page.html) : ''), [page]);
  return {
    loading: state.status === 'loading',
    unavailable: state.status !== 'loading' && page === null,
    heading: page?.heading || title,
    html: safeHtml,
  };
}
