import { ringBuilderPageOf, type RingBuilderSeed } from '../../application/rings/ring-builder.model';
import { productJsonLd } from './json-ld';
import type { JsonLd } from './page-meta';
import { ringBuilderPath, ringDescription } from './ring-meta';
import { ringSocialImage } from './ring-social-image';

/** The configured ring as a schema.org Product: the variant of the address's choices, its price, the design's card.
 * Used by the loader only: what it builds reaches the browser as data, never as code. */
export function ringJsonLd(origin: string, seed: RingBuilderSeed): JsonLd | undefined {
  const ring = seed.ring;
  if (!ring) return undefined;
  const page = ringBuilderPageOf(seed);
  const path = ringBuilderPath(seed.urlKey);
  return productJsonLd(origin, {
    name: ring.name,
    description: ringDescription(ring, page.price),
    sku: page.itemNumber,
    image: ringSocialImage(seed.urlKey, ring.name).url,
    price: page.priceValue,
    url: `${path}${page.search ? `?${page.search}` : ''}`,
  });
}
