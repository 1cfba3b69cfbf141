import { join } from 'node:path';
import express, { Router } from 'express';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import { FREE_RING_DESIGN, RING_DESIGNS } from '../catalog/ring-designs';
import type { RingDesign } from '../catalog/ring-designs';
import { asyncRoute } from '../http/async-route';
import { HttpError } from '../http/http-error';
import type { DiamondCatalog } from '../recommendation/diamond-catalog';
import { recommendationErrors } from '../recommendation/recommendation-errors';
import { diamondIllustrationSvg } from './diamond-illustrations';
import { DIAMOND_SHAPE_SVGS } from './diamond-shape-drawings';
import { diamondSocialCardSvg, RendererBusy, ringSocialCardSvg, SocialImageRenderer } from './social-images';
import type { SocialImageRendererOptions } from './social-images';

/** An illustration follows from the stone's record, which never changes; a day lets a better drawing reach
 * shoppers soon after a release. Express adds an ETag for revalidation. */
const ILLUSTRATION_CACHE_CONTROL = 'public, max-age=86400';
/** Link previews are fetched rarely and kept long by the networks themselves: a month, like the generated files. */
const SOCIAL_CACHE_CONTROL = 'public, max-age=2592000';
/** The generated files (videos, 4Cs pictures, quality icons) change only when `npm run media` runs again, which a
 * release does rarely: a month, revalidated by ETag and Last-Modified afterwards. */
const FILE_CACHE_SECONDS = 30 * 24 * 3600;
const FILE_KINDS = ['videos', 'education', 'icons'] as const;
/** Illustrations kept once drawn (about 4 KB each). */
const ILLUSTRATIONS_KEPT = 2_000;

const SVG_FILE = /^(.+)\.svg$/;
const PNG_FILE = /^(.+)\.png$/;
const RING_DESIGNS_BY_KEY: ReadonlyMap<string, RingDesign> = new Map([...RING_DESIGNS, FREE_RING_DESIGN].map((design) => [design.urlKey, design]));

/** json-server marks every answer uncacheable (Pragma, Expires): media is what may be kept. */
const cacheable = (res: Response, cacheControl: string): void => {
  res.removeHeader('Pragma');
  res.removeHeader('Expires');
  res.set('Cache-Control', cacheControl);
};

const rendererBusy = (): HttpError => new HttpError(429, 'Too many pictures are being drawn. Try again shortly.', [], { 'Retry-After': '1' });

export interface MediaRouterOptions {
  readonly socialImages?: SocialImageRendererOptions;
}

/**
 * Media the services link to, mounted at `/media`:
 * - `GET /media/diamonds/{shape}.svg`: the stock drawing each diamond's `image_file_url` points to;
 * - `GET /media/diamonds/illustrations/{diamond_id}.svg`: the stone's own illustration, drawn from its record;
 * - `GET /media/social/diamonds/{diamond_id}.png` and `GET /media/social/rings/{url_key}.png`: the 1200 × 630
 *   link preview cards, drawn on first request with bounded work (SocialImageRenderer), 429 when too many wait;
 * - the files `npm run media` made: `GET /media/videos/diamonds/illustrations/{shape}-{band}.webm`,
 *   `GET /media/videos/rings/{style}-{color}.webm` (360° videos, with `Accept-Ranges` and 206 answers to the range
 *   requests players send), `GET /media/education/{c}@{n}x.png` and `GET /media/icons/{c}-{level}.svg`.
 * An unknown stone answers 404 'Diamond was not found'; anything else falls through to the JSON 404. Ids are
 * parsed, not searched for: O(1) whatever the inventory's size.
 */
export function createMediaRouter(diamonds: DiamondCatalog, options: MediaRouterOptions = {}): Router {
  const router = Router();
  const illustrations = new LRUCache<string, string>({ max: ILLUSTRATIONS_KEPT });
  const cards = new SocialImageRenderer(options.socialImages);

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

  /** The stone a file name names, or undefined when the name is not `{id}.{extension}`. */
  const stoneOf = (file: string | undefined, pattern: RegExp): number | undefined => {
    const id = pattern.exec(file ?? '')?.[1];
    if (id === undefined) return undefined;
    const index = diamonds.indexOf(id);
    if (index < 0) throw recommendationErrors.diamondNotFound();
    return index;
  };

  router.get('/diamonds/illustrations/:file', (req, res, next) => {
    const index = stoneOf(req.params.file, SVG_FILE);
    if (index === undefined) {
      next();
      return;
    }
    const key = String(index);
    let svg = illustrations.get(key);
    if (svg === undefined) {
      svg = diamondIllustrationSvg(diamonds.diamond(index));
      illustrations.set(key, svg);
    }
    cacheable(res, ILLUSTRATION_CACHE_CONTROL);
    res.type('image/svg+xml').send(svg);
  });

  const sendCard = async (res: Response, key: string, svg: () => string): Promise<void> => {
    try {
      const png = await cards.png(key, svg);
      cacheable(res, SOCIAL_CACHE_CONTROL);
      res.type('image/png').send(png);
    } catch (error) {
      throw error instanceof RendererBusy ? rendererBusy() : error;
    }
  };

  router.get(
    '/social/diamonds/:file',
    asyncRoute(async (req, res) => {
      const index = stoneOf(req.params.file, PNG_FILE);
      if (index === undefined) throw new HttpError(404, 'Request does not match any route.');
      await sendCard(res, `diamond/${index}`, () => diamondSocialCardSvg(diamonds.diamond(index)));
    }),
  );
  router.get(
    '/social/rings/:file',
    asyncRoute(async (req, res) => {
      const design = RING_DESIGNS_BY_KEY.get(PNG_FILE.exec(req.params.file ?? '')?.[1] ?? '');
      if (!design) throw new HttpError(404, 'Request does not match any route.');
      await sendCard(res, `ring/${design.urlKey}`, () => ringSocialCardSvg(design));
    }),
  );
  return router;
}
