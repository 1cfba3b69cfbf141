import { useEffect } from 'react';
import { useLoaderData } from 'react-router';
import { ContentPageModel, type ContentPageSeed } from '../../application/content/content-page.model';
import { CONTENT_PAGES, type ContentPageSlug } from '../../domain/content/content-page';
import { useSanitizedHtml } from '../common/sanitize-html';
import { useModel, useModelState } from '../rx/use-model';

/** A content page: the model opened on the page of the slug (the page the server loaded shows at once); the body is
 * sanitized before it reaches the DOM, on the server and in the browser alike. */
export function useContentPage(slug: ContentPageSlug) {
  const seed = useLoaderData() as ContentPageSeed | null | undefined;
  const model = useModel(ContentPageModel, (created) => seed && created.seed(seed));
  const state = useModelState(model);
  useEffect(() => void model.open(CONTENT_PAGES[slug]), [model, slug]);
  const html = useSanitizedHtml(state.html);
  return { ...state, html };
}
