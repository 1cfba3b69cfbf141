import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { HttpError } from '../../http/http-error';

/** `GET /V1/cmsPage/:pageId` (Magento\Cms\Api\PageRepositoryInterface::getById). */
export function cmsPageRoutes({ store }: ServerContext): Router {
  const router = Router();
  router.get('/V1/cmsPage/:pageId', (req, res) => {
    const { pageId = '' } = req.params;
    const page = /^\d+$/.test(pageId) ? store.data.cmsPages.find((candidate) => candidate.id === Number(pageId)) : undefined;
    if (!page) throw new HttpError(404, 'The CMS page with the "%1" ID doesn\'t exist.', [pageId]);
    res.json(page);
  });
  return router;
}
