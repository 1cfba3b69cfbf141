import { useDeferredValue } from 'react';
import type { AsyncState } from '../rx/use-observable-state';

const LOADING = { status: 'loading' } as const;

/** An answer that fills a whole page (a list of stones or rings), rendered as a transition: React renders it in
 * slices that leave the main thread free for the shopper instead of in one long task. Every loading state is the
 * same object, so that deferring it does not start a render each time. */
export function useDeferredState<T>(state: AsyncState<T>): AsyncState<T> {
  return useDeferredValue(state.status === 'loading' ? LOADING : state);
}
