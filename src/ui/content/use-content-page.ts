import { useEffect, useMemo } from 'react';
import { ContentPageModel } from '../../application/content/content-page.model';
import { CONTENT_PAGES, type ContentPageSlug } from '../../domain/content/content-page';
import { sanitizeHtml } from '../common/sanitize-html';
import { useModel, useModelState } from '../rx/use-model';

/** A content page: the model opened on the page of the slug; the body is sanitized before it reaches the DOM. */
export function useContentPage(slug: ContentPageSlug) {
  const model = useModel(ContentPageModel);
  const state = useModelState(model);
  useEffect(() => void model.open(CONTENT_PAGES[slug]), [model, slug]);
  const html = useMemo(() => (state.html ? sanitizeHtml(state.html) : ''), [state.html]);
  return { ...state, html };
}
