import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useBlocker, useLocation, useNavigate } from 'react-router-dom';
import { CompareDiamonds } from '../../application/discovery/compare-diamonds.use-case';
import type { Diamond } from '../../domain/diamond/diamond';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { stoneCarat } from '../../domain/diamond/carat';
import { LEAVE_COMPARISON_PROMPT, SHOP_ERRORS } from '../../domain/shared/error-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';
import type { CompareRouteState } from './use-recommendations-page';

export const COMPARED_ATTRIBUTES = [
  { label: 'Cut', value: (d: Diamond) => d.cut },
  { label: 'Color', value: (d: Diamond) => d.color },
  { label: 'Clarity', value: (d: Diamond) => d.clarity },
  { label: 'Carat', value: (d: Diamond) => stoneCarat(d.size) },
] as const;

/** The comparison of exactly two stones; leaving it any way but 'Select Diamond' asks for confirmation. */
export function useComparePage() {
  const compare = useInjection(CompareDiamonds);
  const navigate = useNavigate();
  const { state } = useLocation() as { state: Partial<CompareRouteState> | null };
  const ids = state?.diamondIds ?? null;
  const labels = useMemo(() => state?.featureLabels ?? {}, [state]);
  const pair$ = useMemo(() => compare.execute(ids), [compare, ids]);
  const result = useObservableState(pair$);
  const selecting = useRef(false);

  const comparing = result.status === 'ready';
  const blocker = useBlocker(({ currentLocation, nextLocation }) => comparing && !selecting.current && currentLocation.pathname !== nextLocation.pathname);

  // A reload or closing the tab asks the browser's own question.
  useEffect(() => {
    if (!comparing) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [comparing]);

  const select = useCallback(
    (diamond: Diamond) => {
      selecting.current = true;
      navigate(productDetailsPath(diamond.diamond_id), { state: { featureLabel: labels[diamond.diamond_id] } });
    },
    [labels, navigate],
  );

  const error = result.status === 'failed' ? (isShopError(result.error) ? result.error.message : SHOP_ERRORS.NO_DIAMONDS_PASSED.message) : null;
  const diamonds =
    result.status === 'ready'
      ? result.value.map((diamond) => ({
          diamond,
          title: `${stoneCarat(diamond.size)} ct ${diamond.shape}`,
          price: formatPrice(diamond.total_sales_price),
          label: labels[diamond.diamond_id] ?? null,
        }))
      : [];

  return {
    loading: result.status === 'loading',
    error,
    diamonds,
    attributes: COMPARED_ATTRIBUTES,
    select,
    leavePrompt: blocker.state === 'blocked' ? LEAVE_COMPARISON_PROMPT : null,
    stay: useCallback(() => blocker.reset?.(), [blocker]),
    leave: useCallback(() => blocker.proceed?.(), [blocker]),
  };
}
