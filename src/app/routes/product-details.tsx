import { firstValueFrom } from 'rxjs';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { stoneCarat } from '../../domain/diamond/carat';
import type { Diamond } from '../../domain/diamond/diamond';
import { decodeDiamondId } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { pageTitle } from '../../ui/common/shell-visibility';
import { containerForRequest } from '../request-container.server';

export { default } from '../../ui/diamond/product-details-page';

interface ProductDetailsData {
  readonly diamond: Diamond | null;
}

const serverEnv = () => (globalThis as { process?: { env: Record<string, string | undefined> } }).process?.env ?? {};

/** The stone the address names, through the same use case the page's model uses; an unknown one answers 404 (the
 * page says it was not found). The address without an id names the shopper's last stone, which only the browser knows. */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = decodeDiamondId(params.encodedId);
  if (id === null) return data<ProductDetailsData>({ diamond: null }, { status: params.encodedId ? 404 : 200 });
  try {
    const diamond = await firstValueFrom(containerForRequest(serverEnv()).get(LoadDiamond).execute(id));
    return data<ProductDetailsData>({ diamond });
  } catch {
    return data<ProductDetailsData>({ diamond: null }, { status: 404 });
  }
}

/** Once the shop runs in the browser, its model loads the stone itself, as before: no extra trip to the server. */
export const clientLoader = (): ProductDetailsData => ({ diamond: null });

/** What a search engine or a link preview reads of the stone. */
export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const diamond = loaded?.diamond;
  // Without a stone the page keeps the shop's own title and description.
  if (!diamond) return matches.find((match) => match.id === 'root')?.meta ?? [];
  const name = `${stoneCarat(diamond.size)} ct ${diamond.shape} diamond`;
  const description = `${name}, ${diamond.color} colour, ${diamond.clarity} clarity, ${diamond.cut} cut: ${formatPrice(diamond.total_sales_price)}. Free shipping and free 14-day returns.`;
  return [
    { title: pageTitle(name) },
    { name: 'description', content: description },
    { property: 'og:type', content: 'product' },
    { property: 'og:title', content: pageTitle(name) },
    { property: 'og:description', content: description },
    ...(diamond.has_image_file ? [{ property: 'og:image', content: diamond.image_file_url }] : []),
    { name: 'twitter:card', content: diamond.has_image_file ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: pageTitle(name) },
    { name: 'twitter:description', content: description },
  ];
};
