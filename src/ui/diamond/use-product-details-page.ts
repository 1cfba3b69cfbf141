import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useBlocker, useLocation, useNavigate, useParams } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { AddDiamondToBag } from '../../application/bag/add-diamond-to-bag.use-case';
import { BagStore } from '../../application/bag/bag.store.port';
import { DiamondSelection } from '../../application/diamond/diamond-selection.service';
import { LoadDiamond } from '../../application/diamond/load-diamond.use-case';
import { RecommendForShape } from '../../application/diamond/recommend-for-shape.use-case';
import { TuneDiamond } from '../../application/diamond/tune-diamond.use-case';
import type { TuneAnswer, TuningState } from '../../application/discovery/recommendation.gateway.port';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { ShopperPreferences } from '../../application/shell/shopper-preferences.port';
import type { Diamond, DiamondId } from '../../domain/diamond/diamond';
import { decodeDiamondId, PRODUCT_DETAILS_PATH, productDetailsPath, requestedDiamondId } from '../../domain/diamond/diamond-id-codec';
import { detailTables, parameterPanels, type TunedAttribute } from '../../domain/diamond/parameter-panels';
import { SHAPES, type Shape } from '../../domain/diamond/shapes';
import { canCompare } from '../../domain/discovery/compare';
import { canGoBack, canGoForward, type AdjustDirection, type DiamondEdit } from '../../domain/discovery/diamond-edit';
import type { MoreOptionsRanges } from '../../domain/discovery/more-options';
import { DEFAULT_DIAMOND_QUERY } from '../../domain/discovery/shop-by';
import { LEAVE_SELECTION_PROMPT, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { monthlyEstimate } from '../../domain/shared/financing';
import { showsMobileSelectButton } from '../../domain/shared/layout';
import { formatPrice } from '../../domain/shared/money';
import { useWindowScrollIs, useWindowWidthIs } from '../common/use-window';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';

/** Below this width the Select button waits for the shopper to scroll (spec: small screens). */
const SMALL_SCREEN_PX = 768;
const isWideScreen = (width: number) => width >= SMALL_SCREEN_PX;

/** View model of /product-details/{encodedId}: the stone, its tuning, comparing, selecting and the page's prompts. */
export function useProductDetailsPage() {
  const loadDiamond = useInjection(LoadDiamond);
  const tuneDiamond = useInjection(TuneDiamond);
  const recommendForShape = useInjection(RecommendForShape);
  const addToBag = useInjection(AddDiamondToBag);
  const selection = useInjection(DiamondSelection);
  const bagStore = useInjection(BagStore);
  const searchStore = useInjection(ShopByStore);
  const notices = useInjection(ShopNotices);
  const preferences = useInjection(ShopperPreferences);
  const navigate = useNavigate();
  const { encodedId } = useParams();
  const location = useLocation();
  const featureLabel = (location.state as { featureLabel?: string } | null)?.featureLabel ?? null;
  // A pick's label (FINEST…) belongs to the stone the recommendations gave it to: a stone reached by tuning does not
  // wear it, and the picked stone wears it again when the history arrows come back to it.
  const labelled = useRef<{ readonly id: DiamondId; readonly label: string } | null>(null);
  const labelledId = featureLabel ? decodeDiamondId(encodedId) : null;
  if (featureLabel && labelledId) labelled.current = { id: labelledId, label: featureLabel };
  const compared = useObservableValue(selection.compared$, selection.compared);

  // The id: from the address; only an address without one falls back to the second compared stone, then the stored one.
  const diamondId: DiamondId | null = useMemo(
    () => requestedDiamondId(encodedId, () => selection.compared[1] ?? bagStore.readDiamondId()),
    [encodedId, selection, bagStore],
  );

  // Stones the service already sent (a tuning answer) are not fetched again.
  const known = useRef(new Map<DiamondId, Diamond>());
  const [diamond, setDiamond] = useState<Diamond | null>(null);
  const [notFound, setNotFound] = useState(false);
  const [tuning, setTuning] = useState<TuningState>(() => ({ history: [], future: [], query: searchStore.readQuery() ?? DEFAULT_DIAMOND_QUERY }));
  const [betterDeal, setBetterDeal] = useState(false);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const running = useRef<Subscription | null>(null);
  const leavingOnPurpose = useRef(false);

  useEffect(() => {
    setNotFound(false);
    if (!diamondId) {
      setNotFound(true);
      return;
    }
    const cached = known.current.get(diamondId);
    if (cached) {
      setDiamond(cached);
      return;
    }
    setDiamond(null);
    const subscription = loadDiamond.execute(diamondId).subscribe({
      next: (loaded) => {
        known.current.set(loaded.diamond_id, loaded);
        // The whole page renders at once: as a transition, in slices that leave the main thread free.
        startTransition(() => setDiamond(loaded));
      },
      error: () => setNotFound(true),
    });
    return () => subscription.unsubscribe();
  }, [diamondId, loadDiamond]);

  useEffect(() => () => running.current?.unsubscribe(), []);

  const showAnswer = useCallback(
    (answer: TuneAnswer) => {
      setBusy(false);
      if (!answer.moved) {
        setNotice(answer.message ?? 'There is no other diamond for that change.');
        return;
      }
      setNotice(null);
      setTuning(answer.state);
      setBetterDeal(answer.betterDeal);
      known.current.set(answer.diamond.diamond_id, answer.diamond);
      // The server recommended another stone: the page loads it and its address changes.
      const label = labelled.current?.id === answer.diamond.diamond_id ? labelled.current.label : undefined;
      navigate(productDetailsPath(answer.diamond.diamond_id), { state: label ? { featureLabel: label } : null });
    },
    [navigate],
  );

  const tune = useCallback(
    (edit: DiamondEdit) => {
      if (!diamond || busy) return;
      setBusy(true);
      running.current?.unsubscribe();
      running.current = tuneDiamond.execute({ diamondId: diamond.diamond_id, state: tuning, edit }).subscribe({
        next: showAnswer,
        complete: () => setBusy(false),
      });
    },
    [diamond, busy, tuneDiamond, tuning, showAnswer],
  );

  const changeShape = useCallback(
    (shape: Shape) => {
      if (!diamond || shape === diamond.shape) return;
      setBusy(true);
      running.current?.unsubscribe();
      running.current = recommendForShape.execute(shape).subscribe({
        next: showAnswer,
        error: () => {
          setBusy(false);
          setNotice(`There is no ${shape} diamond for your search.`);
        },
      });
    },
    [diamond, recommendForShape, showAnswer],
  );

  const select = useCallback(() => {
    if (!diamond) return;
    setAdding(true);
    addToBag.execute(diamond.diamond_id).subscribe({
      next: () => {
        leavingOnPurpose.current = true;
        navigate('/cart', { state: { justAdded: true } });
      },
      error: () => {
        setAdding(false);
        notices.showError(SHOP_ERRORS.ITEM_NOT_ADDED.message);
      },
    });
  }, [diamond, addToBag, navigate, notices]);

  const openComparison = useCallback(() => {
    leavingOnPurpose.current = true;
    navigate('/compare-diamonds', { state: { diamondIds: selection.compared, featureLabels: {} } });
  }, [navigate, selection]);

  // Leaving with a stone on screen, and no button clicked, asks first; moving between stones does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      diamond !== null && !leavingOnPurpose.current && currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith(PRODUCT_DETAILS_PATH),
  );

  // The first-visit tour opens once the stone is on screen, in a task of its own after that frame.
  const [tourOpen, setTourOpen] = useState(false);
  const shown = diamond !== null;
  useEffect(() => {
    if (!shown || preferences.hasDismissedTour()) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setTourOpen(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [shown, preferences]);
  const wideScreen = useWindowWidthIs(isWideScreen);
  const scrolledPast = useWindowScrollIs(showsMobileSelectButton);
  const compareMode = canCompare(compared);
  const monthly = diamond ? monthlyEstimate(diamond.total_sales_price) : null;

  return {
    diamondId,
    diamond,
    notFound,
    featureLabel,
    shapes: SHAPES,
    changeShape,
    panels: diamond ? parameterPanels(diamond) : [],
    tables: diamond ? detailTables(diamond) : [],
    price: diamond ? formatPrice(diamond.total_sales_price) : '',
    betterDeal,
    busy,
    notice,
    dismissNotice: useCallback(() => setNotice(null), []),
    adjust: useCallback((attr: TunedAttribute, dir: AdjustDirection) => tune({ kind: 'adjust', attr, dir }), [tune]),
    search: useCallback((ranges: MoreOptionsRanges) => tune({ kind: 'set', ranges }), [tune]),
    back: useCallback(() => tune({ kind: 'command', command: 'back' }), [tune]),
    forward: useCallback(() => tune({ kind: 'command', command: 'forward' }), [tune]),
    canGoBack: canGoBack(tuning),
    canGoForward: canGoForward(tuning),
    isCompared: diamond ? compared.includes(diamond.diamond_id) : false,
    comparedCount: compared.length,
    toggleCompare: useCallback(() => diamond && selection.toggle(diamond.diamond_id), [diamond, selection]),
    compareMode,
    openComparison,
    select,
    adding,
    monthlyEstimate: monthly === null ? null : formatPrice(monthly),
    showSelectButton: wideScreen || scrolledPast,
    tourOpen,
    dismissTour: useCallback(() => {
      preferences.dismissTour();
      setTourOpen(false);
    }, [preferences]),
    leavePrompt: blocker.state === 'blocked' ? LEAVE_SELECTION_PROMPT : null,
    stay: useCallback(() => blocker.reset?.(), [blocker]),
    leave: useCallback(() => blocker.proceed?.(), [blocker]),
    pagePath: location.pathname,
  };
}
