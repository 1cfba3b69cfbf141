import type { ServerContext } from '../../app/server-context';
import type { CatalogProduct } from '../../catalog/catalog-product';
import type { CustomAttribute } from './cart';

/** Attributes the store writes on a cart item of a product (a ring's design and choices). */
export interface ProductItemAttributes {
  readonly extension_attributes?: Readonly<Record<string, unknown>>;
  readonly custom_attributes?: readonly CustomAttribute[];
}

/** What a cart item copies from the product it was added from. */
export interface CartProduct {
  readonly sku: string;
  readonly name: string;
  /** Unit price in USD. */
  readonly price: number;
  readonly product_type: string;
  /** One of a kind (a diamond): never more than one in a cart, and a second add answers the item already there. */
  readonly unique: boolean;
  /** A configurable product (a ring design): cannot be added by its own sku, only as one of its variants. */
  readonly requiresOptions?: boolean;
  /** Written on the item whatever the client sends for the same keys. */
  readonly itemAttributes?: ProductItemAttributes;
}

/**
 * The product a sku names, or undefined: a seeded diamond (its sku is the `diamond_id`) or a product of the ring
 * catalogue (a ring variant, the free ring's variants, or a design, which asks for options). Every add route
 * looks products up here.
 */
export function findCartProduct(context: Pick<ServerContext, 'diamonds' | 'catalog'>, sku: string): CartProduct | undefined {
  return diamondProduct(context, sku) ?? ringProduct(context, sku);
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

/**
 * A ring of the catalogue as a cart product. A variant is added as Magento adds a simple child by its sku (product
 * type `simple`, its own name and price); the store writes the design's sku as `extension_attributes.parent_sku`
 * and the choices as the custom attributes `ring_color`, `ring_metal`, `ring_size` (labels: 'Rose Gold', '14K',
 * '6.5'), by which the storefront knows a ring line and finds its design.
 */
export function ringProduct({ catalog }: Pick<ServerContext, 'catalog'>, sku: string): CartProduct | undefined {
  const product = catalog.bySku(sku);
  if (!product) return undefined;
  const base = { sku: product.sku, name: product.name, price: product.price, unique: false };
  if (product.type_id === 'configurable') return { ...base, product_type: 'configurable', requiresOptions: true };
  const parent = catalog.parentOf(product);
  return { ...base, product_type: 'simple', ...(parent ? { itemAttributes: ringItemAttributes(product, parent) } : {}) };
}

function ringItemAttributes(variant: CatalogProduct, parent: CatalogProduct): ProductItemAttributes {
  return {
    extension_attributes: { parent_sku: parent.sku },
    custom_attributes: (variant.variant?.values ?? []).map(({ attribute, option }) => ({ attribute_code: attribute.attribute_code, value: option.label })),
  };
}
