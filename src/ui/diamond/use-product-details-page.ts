import { useDeferredValue, useEffect, useRef } from 'react';
import { useActionData, useBlocker, useLoaderData, useLocation, useNavigate, useNavigation, useParams } from 'react-router';
import { ProductDetailsModel, type HistoryStep, type ProductDetailsSeed } from '../../application/diamond/product-details.model';
import { recommendationsPath } from '../../application/discovery/discovery-paths';
import { labelFromAddress } from '../../domain/diamond/feature-label';
import { showsMobileSelectButton } from '../../domain/shared/layout';
import { useDestination } from '../common/use-destination';
import { useWindowScrollIs, useWindowWidthIs } from '../common/use-window';
import { useModel, useModelState } from '../rx/use-model';

/** Below this width the Select button waits for the shopper to scroll (spec: small screens). */
const SMALL_SCREEN_PX = 768;
const isWideScreen = (width: number) => width >= SMALL_SCREEN_PX;

/** Binds /product-details/{encodedId} to its model: the address opens the stone, the model's destinations are
 * navigated to, and the router's leave guard and the browser's own question before unloading ask the model. */
export function useProductDetailsPage() {
  // The stone the server loaded for this address renders at once (on the server, and when the browser takes over).
  const seed = useLoaderData() as ProductDetailsSeed | null | undefined;
  const location = useLocation();
  // The pick's label travels in the address (`?pick=finest`): the server's page shows it too.
  const featureLabel = labelFromAddress(location.search);
  // Select diamond refused by the server, when it was pressed before the page's script ran.
  const sent = useActionData() as { failure?: string } | undefined;
  const model = useModel(ProductDetailsModel, (created) => {
    if (seed) created.seed(seed, featureLabel);
    if (sent?.failure) created.selectRefused(sent.failure);
  });
  const state = useModelState(model);
  const { encodedId } = useParams();

  // Each entry of the tab's history keeps its own tuning history: the router's key names the entry, also after a reload.
  // The page is told each time the router settles, on the same entry too: the browser's Back or Forward may overtake an
  // arrow's step on its way, and the router then lands again on the entry the page was showing.
  const settled = useNavigation().state === 'idle';
  useEffect(() => {
    if (settled) model.open(encodedId, featureLabel, location.key);
  }, [model, encodedId, featureLabel, location.key, settled]);
  useDestination(state.destination);
  useHistoryStep(state.historyStep);
  const blocker = useBlocker(({ nextLocation }) => model.requestLeave(nextLocation.pathname));
  // Closing the tab or reloading asks the browser's own question, in the same state only.
  const asksBeforeLeaving = state.asksBeforeLeaving;
  useEffect(() => {
    if (!asksBeforeLeaving) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [asksBeforeLeaving]);
  const wideScreen = useWindowWidthIs(isWideScreen);
  const scrolledPast = useWindowScrollIs(showsMobileSelectButton);

  return {
    // The whole page renders at once: at a lower priority, in slices that leave the main thread free.
    ...useDeferredValue(state),
    model,
    showSelectButton: wideScreen || scrolledPast,
    stay: () => {
      model.stay();
      blocker.reset?.();
    },
    leave: () => {
      if (model.leave()) blocker.proceed?.();
    },
    pagePath: location.pathname,
    /** The whole Top 4 of the search whose picks a page without its stone offers. */
    topPicksPath: state.alternatives?.search ? recommendationsPath(state.alternatives.search) : null,
    /** The page's whole address, to ask for it again. */
    address: `${location.pathname}${location.search}`,
  };
}

/** Takes each step through the tab's history the model names once, as the browser's Back and Forward would. */
function useHistoryStep(step: HistoryStep | null): void {
  const navigate = useNavigate();
  const taken = useRef<HistoryStep | null>(null);
  useEffect(() => {
    if (!step || step === taken.current) return;
    taken.current = step;
    void navigate(step.by);
  }, [step, navigate]);
}
