import type { ServerContext } from '../../app/server-context';

/** What a cart item copies from the product it was added from. */
export interface CartProduct {
  readonly sku: string;
  readonly name: string;
  /** Unit price in USD. */
  readonly price: number;
  readonly product_type: string;
  /** One of a kind (a diamond): never more than one in a cart, and a second add answers the item already there. */
  readonly unique: boolean;
}

/**
 * The product a sku names, or undefined. Today only the seeded diamonds are products (their sku is the
 * `diamond_id`); the ring catalogue adds its lookup here, so that every add route knows rings at once.
 */
export function findCartProduct(context: Pick<ServerContext, 'diamonds'>, sku: string): CartProduct | undefined {
  return diamondProduct(context, sku);
}

/** A seeded diamond as a cart product, or undefined when no stone has that id. */
export function diamondProduct({ diamonds }: Pick<ServerContext, 'diamonds'>, diamondId: string): CartProduct | undefined {
  const diamond = diamonds.find(diamondId);
  if (!diamond) return undefined;
  return {
    sku: diamond.diamond_id,
    // "1.50 ct Round G VS2 Excellent diamond": carats as the trade writes them, two decimals.
    name: `${diamond.size.toFixed(2)} ct ${diamond.shape} ${diamond.color} ${diamond.clarity} ${diamond.cut} diamond`,
    price: diamond.total_sales_price,
    product_type: 'simple',
    unique: true,
  };
}
