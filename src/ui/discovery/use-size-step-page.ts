import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { EstimatePriceRange } from '../../application/discovery/estimate-price-range.use-case';
import { ShopByStore } from '../../application/discovery/shop-by.store.port';
import { StartSizeSearch } from '../../application/discovery/start-size-search.use-case';
import { canDecreaseCarat, canIncreaseCarat, decreaseCarat, displayCarat, increaseCarat, SIZE_FLOW_START } from '../../domain/diamond/carat';
import { sizeImageWidthRem } from '../../domain/diamond/carat-image';
import { DEFAULT_SHAPE, shapeImageUrl } from '../../domain/diamond/shapes';
import { canContinueWithSize, DEFAULT_SIZE_ESTIMATE, sizeNotOfferedNote, type SizeEstimate } from '../../domain/discovery/price-range';
import { formatPrice } from '../../domain/shared/money';
import { useInjection } from '../di/use-injection';

/** The size step: carat from 0.75 in quarter steps up to the largest size the shape is offered in, a picture that
 * grows with it, and the estimated price range. */
export function useSizeStepPage() {
  const estimate = useInjection(EstimatePriceRange);
  const startSearch = useInjection(StartSizeSearch);
  const store = useInjection(ShopByStore);
  const navigate = useNavigate();
  const shape = useMemo(() => store.readShapeFilter() ?? DEFAULT_SHAPE, [store]);
  const [carat, setCarat] = useState(SIZE_FLOW_START);
  const [estimateShown, setEstimateShown] = useState<SizeEstimate>(DEFAULT_SIZE_ESTIMATE);
  const [estimating, setEstimating] = useState(false);
  // The estimate on screen, whose range an answer without bounds leaves as it is.
  const shown = useRef<SizeEstimate>(DEFAULT_SIZE_ESTIMATE);

  // Each carat asks for a new estimate; leaving or a newer carat cancels the request still running.
  useEffect(() => {
    setEstimating(true);
    const subscription: Subscription = estimate.execute({ size: carat, shape, current: shown.current }).subscribe((next) => {
      shown.current = next;
      setEstimateShown(next);
      setEstimating(false);
    });
    return () => subscription.unsubscribe();
  }, [estimate, carat, shape]);

  const canIncrease = canIncreaseCarat(carat, estimateShown.largestCarat);

  const proceed = useCallback(() => {
    startSearch.execute(carat).subscribe({ complete: () => navigate(`/shop-by-price/step2?shape=${encodeURIComponent(shape)}`) });
  }, [startSearch, carat, navigate, shape]);

  return {
    shape,
    caratText: displayCarat(carat),
    imageUrl: shapeImageUrl(shape),
    imageWidthRem: sizeImageWidthRem(carat),
    priceRangeText: `${formatPrice(estimateShown.range.from)} - ${formatPrice(estimateShown.range.to)}`,
    estimating,
    canDecrease: canDecreaseCarat(carat),
    canIncrease,
    // The answer for the size on screen has arrived and says no stone of it is offered.
    canContinue: estimating || canContinueWithSize(estimateShown),
    sizeNote: !estimating && !canContinueWithSize(estimateShown) ? sizeNotOfferedNote(shape, displayCarat(carat)) : null,
    increase: useCallback(() => setCarat((value) => (canIncreaseCarat(value, shown.current.largestCarat) ? increaseCarat(value) : value)), []),
    decrease: useCallback(() => setCarat((value) => decreaseCarat(value)), []),
    proceed,
  };
}
