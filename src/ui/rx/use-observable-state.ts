import { useEffect, useState } from 'react';
import type { Observable } from 'rxjs';

export type AsyncState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'failed'; readonly error: unknown };

/** Subscribes while mounted and re-subscribes when `source` changes; unmounting cancels the work (the HTTP
 * adapters abort their request). Callers memoize `source`, e.g. `useMemo(() => useCase.execute(id), [id])`. */
export function useObservableState<T>(source: Observable<T>): AsyncState<T> {
  const [state, setState] = useState<{ source: Observable<T>; value: AsyncState<T> }>({ source, value: { status: 'loading' } });

  useEffect(() => {
    const subscription = source.subscribe({
      next: (value) => setState({ source, value: { status: 'ready', value } }),
      error: (error: unknown) => setState({ source, value: { status: 'failed', error } }),
    });
    return () => subscription.unsubscribe();
  }, [source]);

  // A new source means the old value no longer answers the question being asked.
  return state.source === source ? state.value : { status: 'loading' };
}

/** The latest value of a long-lived stream (a BehaviorSubject-backed service), or `initial` before it emits. */
export function useObservableValue<T>(source: Observable<T>, initial: T): T {
  const state = useObservableState(source);
  return state.status === 'ready' ? state.value : initial;
}
