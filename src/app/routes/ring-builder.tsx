import { filter, firstValueFrom } from 'rxjs';
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoadRing } from '../../application/rings/load-ring.use-case';
import { RingBuilderModel, type RingBuilderSeed } from '../../application/rings/ring-builder.model';
import type { Ring } from '../../domain/ring/ring';
import { offeredRingChoiceQuery } from '../../domain/ring/ring-choice';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formFieldsOf } from '../form-action.server';
import { isServiceDown } from '../../domain/shared/shop-error';
import { publicOrigin } from '../request-container.server';
import { containerOf } from '../request-context';
import type { SeoData } from '../seo/page-meta';
import { ringBuilderMeta } from '../seo/ring-meta';
import { ringJsonLd } from '../seo/ring-offer';

export { default } from '../../ui/rings/ring-builder-page';

/** The design the address names, through the same use case the page's model uses, with the choices of its query
 * (`?color=&metal=&size=`); a design the catalogue does not have answers 404 and the page says it is no longer
 * available, a catalogue that cannot answer 503. An address naming a choice the design does not offer is sent on to
 * the address of what the page shows instead (the design's first color or metal, no size yet), so that the address
 * a shopper shares or reloads names a ring the store sells. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const urlKey = params.ringUrlKey ?? '';
  const url = new URL(request.url);
  const search = url.search;
  let ring: Ring;
  try {
    ring = await firstValueFrom(containerOf(context).get(LoadRing).execute(urlKey));
  } catch (error) {
    if (isServiceDown(error)) return data<RingBuilderSeed>({ urlKey, search, ring: null, unavailable: true }, { status: 503 });
    return data<RingBuilderSeed>({ urlKey, search, ring: null }, { status: 404 });
  }
  const offered = offeredRingChoiceQuery(ring, search);
  if (offered !== url.searchParams.toString()) throw redirect(`${url.pathname}${offered ? `?${offered}` : ''}`);
  const jsonLd = ringJsonLd(publicOrigin(request), { urlKey, search, ring });
  return data<RingBuilderSeed & SeoData>({ urlKey, search, ring, ...(jsonLd ? { jsonLd } : {}) });
}

/** What Add to bag answers when it was sent before the page's script ran and the ring did not go in. */
export interface RingAddAnswer {
  readonly search: string;
  readonly sizeError: string | null;
  readonly banner: string | null;
}

/** Add to bag, sent before the page's script ran: the page's own model runs on the server with the posted color,
 * metal and size (a size first, the same variant code, the same use case), and the browser goes on to the bag; a
 * refusal comes back on the page with the choices made. */
export async function action({ params, request, context }: ActionFunctionArgs) {
  const fields = (await formFieldsOf(request)) ?? {};
  const search = new URLSearchParams();
  for (const key of ['color', 'metal', 'size'] as const) if (fields[key]) search.set(key, key === 'color' ? fields[key].replace(/ /g, '-') : fields[key]);
  const container = containerOf(context);
  const urlKey = params.ringUrlKey ?? '';
  const ring = await firstValueFrom(container.get(LoadRing).execute(urlKey)).catch(() => null);
  if (!ring) return data<RingAddAnswer>({ search: search.toString(), sizeError: null, banner: SHOP_ERRORS.RING_NOT_FOUND.message }, { status: 404 });
  const model = container.get(RingBuilderModel);
  model.seed({ urlKey, search: search.toString(), ring });
  model.add();
  const settled = await firstValueFrom(model.state$.pipe(filter((state) => !state.adding || state.destination !== null)));
  if (settled.destination) return redirect(settled.destination.to, 303);
  return data<RingAddAnswer>({ search: search.toString(), sizeError: settled.sizeError, banner: settled.banner }, { status: 400 });
}

/** Once the shop runs in the browser, its model loads the design itself, as before: no extra trip to the server. */
export const clientLoader = (): RingBuilderSeed | null => null;

/** What a search engine or a link preview reads of the ring: description, keywords, canonical address, Open Graph
 * and Twitter tags, and the configured ring as a schema.org Product. */
export const meta: MetaFunction<typeof loader> = (args) => ringBuilderMeta(args);
