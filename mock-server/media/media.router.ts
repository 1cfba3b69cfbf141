import { join } from 'node:path';
import express, { Router } from 'express';
import type { Response } from 'express';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import { recommendationErrors } from '../recommendation/recommendation-errors';
import { diamondPhotoSvg } from './diamond-photos';
import { DIAMOND_SHAPE_SVGS } from './diamond-shape-drawings';

/** A stone's photo never changes while the server runs (it derives from the seed and the count); an hour keeps a
 * restart with another seed from showing stale pictures for long. Express adds an ETag for revalidation. */
const PHOTO_CACHE_CONTROL = 'public, max-age=3600';
const PHOTO_FILE = /^(.*)\.svg$/;
/** The generated files (videos, 4Cs pictures, quality icons) change only when `npm run media` runs again, which a
 * release does rarely: a month, revalidated by ETag and Last-Modified afterwards. */
const FILE_CACHE_SECONDS = 30 * 24 * 3600;
const FILE_KINDS = ['videos', 'education', 'icons'] as const;

/** json-server marks every answer uncacheable (Pragma, Expires): media is what may be kept. */
const cacheable = (res: Response, cacheControl: string): void => {
  res.removeHeader('Pragma');
  res.removeHeader('Expires');
  res.set('Cache-Control', cacheControl);
};

/**
 * Static media the services link to, mounted at `/media`: `GET /media/diamonds/{shape}.svg`, the drawing each
 * diamond's `image_file_url` points to (shape in lower case), and `GET /media/diamonds/photos/{diamond_id}.svg`, the
 * stone's own picture (an unknown id answers 404 'Diamond was not found'); the files `npm run media` made:
 * `GET /media/videos/diamonds/{shape}.webm`, `GET /media/videos/rings/{style}-{colour}.webm` (360° videos, with
 * `Accept-Ranges` and 206 answers to the range requests players send), `GET /media/education/{c}@{n}x.png` and
 * `GET /media/icons/{c}-{level}.svg`. Anything else falls through to the JSON 404.
 */
export function createMediaRouter(diamonds: DiamondCatalog): Router {
  const router = Router();
  for (const kind of FILE_KINDS) {
    router.use(
      `/${kind}`,
      express.static(join(import.meta.dirname, kind), {
        index: false,
        dotfiles: 'ignore',
        maxAge: FILE_CACHE_SECONDS * 1000,
        setHeaders: (res) => cacheable(res, `public, max-age=${FILE_CACHE_SECONDS}`),
      }),
    );
  }
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
    cacheable(res, PHOTO_CACHE_CONTROL);
    res.type('image/svg+xml').send(diamondPhotoSvg(diamonds.inventory, index));
  });
  return router;
}
