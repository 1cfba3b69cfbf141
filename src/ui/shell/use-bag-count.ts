import { useEffect } from 'react';
import { BagState } from '../../application/kernel/bag-state';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';

/** The side menu's bag count: the shop-wide bag state, brought up to date each time the menu opens. */
export function useBagCount(menuOpened: boolean): number {
  const bag = useInjection(BagState);
  const contents = useObservableValue(bag.bag$, null);
  useEffect(() => {
    if (!menuOpened) return;
    const subscription = bag.refresh().subscribe();
    return () => subscription.unsubscribe();
  }, [menuOpened, bag]);
  return contents?.lines.length ?? 0;
}
