import { useMemo } from 'react';
import { LoadBag } from '../../application/bag/load-bag.query';
import { classifyCartItem } from '../../domain/cart/cart-item';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { formatPrice } from '../../domain/shared/money';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';

/** The bag, listed: its lines with their prices; a diamond opens its detail page. */
export function useBagPage() {
  const loadBag = useInjection(LoadBag);
  const bag$ = useMemo(() => loadBag.execute(), [loadBag]);
  const state = useObservableState(bag$);
  const items = state.status === 'ready' ? state.value.items : [];
  return {
    loading: state.status === 'loading',
    empty: state.status !== 'loading' && items.length === 0,
    lines: items.map((item) => {
      const kind = classifyCartItem(item);
      return { key: String(item.item_id), name: item.name, price: formatPrice(item.price * item.qty), sku: item.sku, link: kind.kind === 'diamond' ? productDetailsPath(kind.diamondId) : null };
    }),
    total: formatPrice(items.reduce((sum, item) => sum + item.price * item.qty, 0)),
  };
}
