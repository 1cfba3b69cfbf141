import { Router } from 'express';
import { DIAMOND_SHAPE_SVGS } from './diamond-shape-drawings';

/**
 * Static media the services link to, mounted at `/media`: `GET /media/diamonds/{shape}.svg`, the drawing each
 * diamond's `image_file_url` points to (shape in lower case). Anything else falls through to the JSON 404.
 */
export function createMediaRouter(): Router {
  const router = Router();
  router.get('/diamonds/:file', (req, res, next) => {
    const svg = DIAMOND_SHAPE_SVGS.get(req.params.file ?? '');
    if (svg === undefined) {
      next();
      return;
    }
    res.type('image/svg+xml').send(svg);
  });
  return router;
}
