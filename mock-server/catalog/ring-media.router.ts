import { Router } from 'express';
import type { RingColorLabel } from './catalog-attributes';
import { ringSvg } from './ring-drawings';
import { FREE_RING_DESIGN, RING_DESIGNS } from './ring-designs';
import type { RingDesign } from './ring-designs';
import { parseRingImageName } from './ring-media-paths';
import type { RingView } from './ring-media-paths';

const DESIGNS: ReadonlyMap<string, RingDesign> = new Map([...RING_DESIGNS, FREE_RING_DESIGN].map((design) => [design.urlKey, design]));

/**
 * The ring pictures, mounted at `/media/rings`: `GET /media/rings/{url key}/{colour}-{view}.svg` (the files the
 * catalogue's images name). Only the colours a design is made in exist; anything else falls through to the JSON
 * 404. Drawings are made on first request and kept.
 */
export function createRingMediaRouter(): Router {
  const router = Router();
  const drawn = new Map<string, string>();
  router.get('/:urlKey/:file', (req, res, next) => {
    const design = DESIGNS.get(req.params.urlKey ?? '');
    const image = parseRingImageName(req.params.file ?? '');
    if (!design || !image || !design.colors.includes(image.color)) {
      next();
      return;
    }
    res.type('image/svg+xml').send(drawing(drawn, design, image.color, image.view));
  });
  return router;
}

function drawing(drawn: Map<string, string>, design: RingDesign, color: RingColorLabel, view: RingView): string {
  const key = `${design.urlKey}/${color}/${view}`;
  let svg = drawn.get(key);
  if (svg === undefined) {
    svg = ringSvg(design, color, view);
    drawn.set(key, svg);
  }
  return svg;
}
