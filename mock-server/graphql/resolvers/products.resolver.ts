import type { GraphqlContext } from '../graphql-context';
import { searchProducts } from './product-search';
import type { ProductQuery } from './product-search';
import { productView } from './product-view';

/** `products(filter, search, pageSize, currentPage, sort)`: Magento's product listing and lookup. */
export function products(args: ProductQuery, { server }: GraphqlContext) {
  const page = searchProducts(server.catalog.products, args);
  return {
    items: page.items.map((product) => productView(server.catalog, product)),
    page_info: { current_page: page.currentPage, page_size: page.pageSize, total_pages: page.totalPages },
    total_count: page.totalCount,
  };
}
