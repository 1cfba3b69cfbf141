import { useCallback, useEffect } from 'react';
import { useActionData, useLoaderData, useLocation, useParams, useSearchParams } from 'react-router';
import { RingBuilderModel, type RingBuilderSeed, type RingChoiceKey } from '../../application/rings/ring-builder.model';
import { useDestination } from '../common/use-destination';
import { useModel, useModelState } from '../rx/use-model';

/** /ring-builder/{ringUrlKey}?color=&metal=&size=: binds the ring builder model to the address. */
export function useRingBuilderPage() {
  // The design the server loaded for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as RingBuilderSeed | null | undefined;
  // Add to bag refused by the server, when it was sent before the page's script ran.
  const sent = useActionData() as { search: string; sizeError: string | null; banner: string | null } | undefined;
  const model = useModel(RingBuilderModel, (created) => {
    if (seed) created.seed(seed);
    if (sent) created.addRefused(sent);
  });
  const state = useModelState(model);
  const { ringUrlKey = '' } = useParams();
  const { state: navState } = useLocation() as { state: { ringsPage?: number } | null };
  const [params, setParams] = useSearchParams();
  const search = params.toString();

  useEffect(() => model.open(ringUrlKey, search, navState?.ringsPage), [model, ringUrlKey, search, navState]);
  // A link naming a choice the design does not offer shows the design's own: the address is corrected in place, so
  // that sharing or reloading it names the ring on screen.
  const corrected = state.status === 'ready' && state.ring?.urlKey === ringUrlKey && state.requested === search && state.search !== search ? state.search : null;
  useEffect(() => {
    if (corrected !== null) setParams(corrected, { replace: true, state: navState });
  }, [corrected, setParams, navState]);
  useDestination(state.destination);

  const choose = useCallback(
    (key: RingChoiceKey, value: string) => {
      const next = model.choose(key, value);
      setParams(next.search, { replace: true, state: navState });
    },
    [model, setParams, navState],
  );
  return { model, state, choose };
}
