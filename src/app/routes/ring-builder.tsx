import { firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoadRing } from '../../application/rings/load-ring.use-case';
import type { RingBuilderSeed } from '../../application/rings/ring-builder.model';
import { isServiceDown } from '../../domain/shared/shop-error';
import { publicOrigin } from '../request-container.server';
import { containerOf } from '../request-context';
import type { SeoData } from '../seo/page-meta';
import { ringBuilderMeta } from '../seo/ring-meta';
import { ringJsonLd } from '../seo/ring-offer';

export { default } from '../../ui/rings/ring-builder-page';

/** The design the address names, through the same use case the page's model uses, with the choices of its query
 * (`?color=&metal=&size=`); a design the catalogue does not have answers 404 and the page says it is no longer
 * available, a catalogue that cannot answer 503. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const urlKey = params.ringUrlKey ?? '';
  const search = new URL(request.url).search;
  try {
    const ring = await firstValueFrom(containerOf(context).get(LoadRing).execute(urlKey));
    const jsonLd = ringJsonLd(publicOrigin(request), { urlKey, search, ring });
    return data<RingBuilderSeed & SeoData>({ urlKey, search, ring, ...(jsonLd ? { jsonLd } : {}) });
  } catch (error) {
    if (isServiceDown(error)) return data<RingBuilderSeed>({ urlKey, search, ring: null, unavailable: true }, { status: 503 });
    return data<RingBuilderSeed>({ urlKey, search, ring: null }, { status: 404 });
  }
}

/** Once the shop runs in the browser, its model loads the design itself, as before: no extra trip to the server. */
export const clientLoader = (): RingBuilderSeed | null => null;

/** What a search engine or a link preview reads of the ring: description, keywords, canonical address, Open Graph
 * and Twitter tags, and the configured ring as a schema.org Product. */
export const meta: MetaFunction<typeof loader> = (args) => ringBuilderMeta(args);
