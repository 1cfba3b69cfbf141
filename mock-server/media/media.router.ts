import { Router } from 'express';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import { recommendationErrors } from '../recommendation/recommendation-errors';
import { diamondPhotoSvg } from './diamond-photos';
import { DIAMOND_SHAPE_SVGS } from './diamond-shape-drawings';

/** A stone's photo never changes while the server runs (it derives from the seed and the count); an hour keeps a
 * restart with another seed from showing stale pictures for long. Express adds an ETag for revalidation. */
const PHOTO_CACHE_CONTROL = 'public, max-age=3600';
const PHOTO_FILE = /^(.*)\.svg$/;

/**
 * Static media the services link to, mounted at `/media`: `GET /media/diamonds/{shape}.svg`, the drawing each
 * diamond's `image_file_url` points to (shape in lower case), and `GET /media/diamonds/photos/{diamond_id}.svg`, the
 * stone's own picture (an unknown id answers 404 'Diamond was not found'). Anything else falls through to the JSON
 * 404.
 */
export function createMediaRouter(diamonds: DiamondCatalog): Router {
  const router = Router();
  router.get('/diamonds/:file', (req, res, next) => {
    const svg = DIAMOND_SHAPE_SVGS.get(req.params.file ?? '');
    if (svg === undefined) {
      next();
      return;
    }
    res.type('image/svg+xml').send(svg);
  });
  router.get('/diamonds/photos/:file', (req, res, next) => {
    const id = PHOTO_FILE.exec(req.params.file ?? '')?.[1];
    if (id === undefined) {
      next();
      return;
    }
    // The id is parsed, not searched for: O(1) whatever the inventory's size.
    const index = diamonds.indexOf(id);
    if (index < 0) throw recommendationErrors.diamondNotFound();
    // json-server marks every answer uncacheable (Pragma, Expires): a photo is the one thing here that may be kept.
    res.removeHeader('Pragma');
    res.removeHeader('Expires');
    res.type('image/svg+xml').set('Cache-Control', PHOTO_CACHE_CONTROL).send(diamondPhotoSvg(diamonds.inventory, index));
  });
  return router;
}
