import { useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ChooseShape } from '../../application/discovery/choose-shape.use-case';
import { RecommendDiamonds } from '../../application/discovery/recommend-diamonds.use-case';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import type { DiamondId } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { parseShape, SHAPES, shapeImageUrl, type Shape } from '../../domain/diamond/shapes';
import { canCompare, toggleCompare, type CompareList } from '../../domain/discovery/compare';
import type { RecommendedDiamond } from '../../domain/discovery/recommendation';
import { DEFAULT_DIAMOND_QUERY, describeBudget, withShape } from '../../domain/discovery/shop-by';
import { formatPrice } from '../../domain/shared/money';
import { isShopError, type ShopError } from '../../domain/shared/shop-error';
import { showsResultsSlider } from '../../domain/shared/layout';
import { useDeferredState } from '../common/use-deferred-state';
import { useWindowWidthIs } from '../common/use-window';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** What the comparison page receives in route state. */
export interface CompareRouteState {
  readonly diamondIds: readonly DiamondId[];
  readonly featureLabels: Readonly<Record<DiamondId, string>>;
}

/** View model of step 2: the Top 4 for the stored search in the header's shape, compare mode and the shape filter. */
export function useRecommendationsPage() {
  const recommend = useInjection(RecommendDiamonds);
  const chooseShape = useInjection(ChooseShape);
  const store = useInjection(ShopByStore);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();

  // The header filter starts from ?shape=, default Round.
  const shape = parseShape(params.get('shape'));
  const query = useMemo(() => withShape(store.readQuery() ?? DEFAULT_DIAMOND_QUERY, shape), [store, shape]);
  const results$ = useMemo(() => recommend.execute(query), [recommend, query]);
  const results = useDeferredState(useObservableState(results$));

  const [filterOpen, setFilterOpen] = useState(false);
  const [compareMode, setCompareMode] = useState(false);
  const [compared, setCompared] = useState<CompareList>([]);
  const [compareError, setCompareError] = useState<string | null>(null);

  const picks: readonly RecommendedDiamond[] = useMemo(() => (results.status === 'ready' ? results.value.picks : []), [results]);

  const selectShape = useCallback(
    (next: Shape) => {
      setFilterOpen(false);
      if (next === shape) return;
      setCompared([]);
      setCompareError(null);
      chooseShape.execute(next).subscribe({ complete: () => setParams({ shape: next }, { replace: true }) });
    },
    [chooseShape, setParams, shape],
  );

  const toggleCompared = useCallback(
    (id: DiamondId) => {
      const next = toggleCompare(compared, id);
      if (isShopError(next)) {
        setCompareError((next as ShopError).message);
        return;
      }
      setCompareError(null);
      setCompared(next);
    },
    [compared],
  );

  const cancelCompare = useCallback(() => {
    setCompareMode(false);
    setCompared([]);
    setCompareError(null);
  }, []);

  const openComparison = useCallback(() => {
    if (!canCompare(compared)) return;
    const featureLabels = Object.fromEntries(picks.filter((p) => compared.includes(p.diamond.diamond_id)).map((p) => [p.diamond.diamond_id, p.featureLabel]));
    const state: CompareRouteState = { diamondIds: compared, featureLabels };
    navigate('/compare-diamonds', { state });
  }, [compared, navigate, picks]);

  const openDiamond = useCallback(
    (pick: RecommendedDiamond) => navigate(productDetailsPath(pick.diamond.diamond_id), { state: { featureLabel: pick.featureLabel } }),
    [navigate],
  );

  return {
    shape,
    shapeImageUrl: shapeImageUrl(shape),
    shapes: SHAPES,
    budget: describeBudget(query, formatPrice),
    filterOpen,
    toggleFilter: useCallback(() => setFilterOpen((open) => !open), []),
    selectShape,
    loading: results.status === 'loading',
    error: results.status === 'failed' ? SHOP_ERRORS.RESULTS_NOT_LOADED.message : null,
    picks,
    totalAvailable: results.status === 'ready' ? results.value.total_available_diamonds : 0,
    asSlider: useWindowWidthIs(showsResultsSlider),
    compareMode,
    startCompare: useCallback(() => setCompareMode(true), []),
    cancelCompare,
    compared,
    compareError,
    toggleCompared,
    canOpenComparison: canCompare(compared),
    openComparison,
    openDiamond,
  };
}
