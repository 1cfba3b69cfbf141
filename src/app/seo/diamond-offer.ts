import type { Diamond } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { diamondSocialImage } from './diamond-social-image';
import type { ProductOffer } from './json-ld';
import { diamondDescription, diamondName } from './product-meta';

/** The stone as a schema.org product: its page, its price, its card, the grades its page shows and its GIA report.
 * Used by the loaders only: what it builds reaches the browser as data, never as code. */
export const diamondOffer = (diamond: Diamond): ProductOffer => ({
  name: diamondName(diamond),
  description: diamondDescription(diamond),
  sku: String(diamond.id),
  image: diamondSocialImage(diamond).url,
  price: diamond.price,
  url: productDetailsPath(diamond.id),
  properties: [
    { name: 'Shape', value: diamond.shape },
    { name: 'Carat weight', value: diamond.size },
    { name: 'Color', value: diamond.color },
    { name: 'Clarity', value: diamond.clarity },
    { name: 'Cut', value: diamond.cut },
  ],
  ...(diamond.certificateNumber ? { certification: { name: 'GIA Diamond Grading Report', issuer: 'Gemological Institute of America (GIA)', identification: diamond.certificateNumber } } : {}),
});
