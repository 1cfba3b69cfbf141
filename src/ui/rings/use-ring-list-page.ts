import { useCallback, useDeferredValue, useEffect } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { RingListModel, type RingListSeed } from '../../application/rings/ring-list.model';
import { useModel, useModelState } from '../rx/use-model';

/** /ring-detail?option=&page=: binds the ring list model to the address. */
export function useRingListPage() {
  // The page of rings the server loaded for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as RingListSeed | null | undefined;
  const model = useModel(RingListModel, (created) => seed && created.seed(seed));
  const state = useModelState(model);
  const [params, setParams] = useSearchParams();
  const option = params.get('option');
  const page = params.get('page');

  useEffect(() => model.open(option, page), [model, option, page]);
  // A page of rings fills the page: it renders as a transition, in slices that leave the main thread to the shopper.
  const list = useDeferredValue(state.list);

  return {
    state,
    list,
    chooseOption: useCallback((label: string) => setParams(model.chooseOption(label).params), [model, setParams]),
  };
}
