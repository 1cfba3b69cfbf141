import { useMemo } from 'react';
import { of } from 'rxjs';
import { BagStore } from '../../application/bag/bag.store.port';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { stoneCarat } from '../../domain/diamond/carat';
import { formatPrice } from '../../domain/shared/money';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';

/** The diamond the shopper selected (the stored diamond id), for the ring pages' summaries. */
export function useChosenDiamond() {
  const bagStore = useInjection(BagStore);
  const loadDiamond = useInjection(LoadDiamond);
  const id = bagStore.readDiamondId();
  const diamond$ = useMemo(() => (id ? loadDiamond.execute(id) : of(null)), [id, loadDiamond]);
  const state = useObservableState(diamond$);
  const diamond = state.status === 'ready' ? state.value : null;
  return diamond
    ? { diamond, title: `${stoneCarat(diamond.size)} ct ${diamond.shape}`, summary: `${diamond.color} color · ${diamond.clarity} · ${diamond.cut} cut`, price: formatPrice(diamond.total_sales_price) }
    : null;
}
