import type { ServerContext } from '../../app/server-context';
import { FREE_RING_DESIGN } from '../../catalog/ring-designs';
import { HttpError } from '../../http/http-error';

/**
 * The free ring offer (product decision): one free ring, quantity 1, in an order that holds a diamond. The store
 * checks it when a ring is added (over everything the cart already holds, so two adds of one ring cannot reach two)
 * and again when the order is placed (docs/api-contracts.md, "Checkout").
 */
export const FREE_RING_MAX_QTY = 1;

export const freeRingErrors = {
  /** Magento's maximum sale quantity answer (CatalogInventory), counted over the cart's free rings. */
  tooMany: () => new HttpError(400, 'The most you may purchase is %1.', [String(FREE_RING_MAX_QTY)]),
  /** The offer's condition, in Magento's phrasing of a refused cart. */
  needsDiamond: () => new HttpError(400, 'The free ring is offered only with a diamond. Add a diamond and try again.'),
} as const;

type OfferContext = Pick<ServerContext, 'catalog' | 'diamonds'>;

interface Line {
  readonly sku: string;
  readonly qty: number;
}

/** Whether the sku is a variant of the free ring (any colour, metal and size). */
export function isFreeRing({ catalog }: Pick<ServerContext, 'catalog'>, sku: string): boolean {
  const product = catalog.bySku(sku);
  const parent = product ? catalog.parentOf(product) : undefined;
  return parent?.attributes.url_key === FREE_RING_DESIGN.urlKey;
}

const holdsDiamond = ({ diamonds }: Pick<ServerContext, 'diamonds'>, lines: readonly Line[]): boolean => lines.some((line) => diamonds.indexOf(line.sku) >= 0);

const freeRingQty = (context: OfferContext, lines: readonly Line[]): number =>
  lines.reduce((sum, line) => sum + (isFreeRing(context, line.sku) ? line.qty : 0), 0);

/** Adding `qty` of `sku` to a cart holding `lines`: a free ring needs a diamond there, and one free ring in all. */
export function requireFreeRingAddable(context: OfferContext, lines: readonly Line[], sku: string, qty: number): void {
  if (!isFreeRing(context, sku)) return;
  if (freeRingQty(context, lines) + qty > FREE_RING_MAX_QTY) throw freeRingErrors.tooMany();
  if (!holdsDiamond(context, lines)) throw freeRingErrors.needsDiamond();
}

/** Whether a cart holding `lines` may take `qty` of `sku` under the offer (the sign-in merge leaves a ring it cannot
 * take behind rather than refusing the sign-in). */
export function canTakeFreeRing(context: OfferContext, lines: readonly Line[], sku: string, qty: number): boolean {
  try {
    requireFreeRingAddable(context, lines, sku, qty);
    return true;
  } catch (error) {
    if (error instanceof HttpError) return false;
    throw error;
  }
}

/** Placing the order of a cart holding `lines`: at most one free ring, and only beside a diamond. */
export function requireFreeRingOffer(context: OfferContext, lines: readonly Line[]): void {
  const qty = freeRingQty(context, lines);
  if (qty === 0) return;
  if (qty > FREE_RING_MAX_QTY) throw freeRingErrors.tooMany();
  if (!holdsDiamond(context, lines)) throw freeRingErrors.needsDiamond();
}
