import { useMemo } from 'react';
import { ReadCurrentSearch } from '../../application/discovery/read-current-search.query';
import { describeBudget, queryShapes } from '../../domain/discovery/shop-by';
import { formatPrice } from '../../domain/shared/money';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';

/** The search the guided flow stored, in words for the recommendations header. */
export function useSearchSummary() {
  const readSearch = useInjection(ReadCurrentSearch);
  const search$ = useMemo(() => readSearch.execute(), [readSearch]);
  const state = useObservableState(search$);
  if (state.status !== 'ready') return null;
  const { query, isStored } = state.value;
  return { shapes: queryShapes(query).join(', '), budget: describeBudget(query, formatPrice), isStored };
}
