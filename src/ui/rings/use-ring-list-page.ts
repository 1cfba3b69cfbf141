import { useCallback, useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ListRings } from '../../application/rings/list-rings.use-case';
import { ALL_RINGS_LABEL, pageSummary, ringOptionParam, ringPageParam, ringStyleChoices } from '../../domain/ring/ring-catalogue';
import { formatPrice } from '../../domain/shared/money';
import { isShopError } from '../../domain/shared/shop-error';
import { useDeferredState } from '../common/use-deferred-state';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';
import { useChosenDiamond } from './use-chosen-diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** /ring-detail?option=&page=: the ring catalogue, by option and page. */
export function useRingListPage() {
  const listRings = useInjection(ListRings);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const option = params.get('option');
  const page = ringPageParam(params.get('page'));
  const listing$ = useMemo(() => listRings.execute(option, page), [listRings, option, page]);
  const state = useDeferredState(useObservableState(listing$));
  const listing = state.status === 'ready' ? state.value : null;
  // The dropdown's styles come from the catalogue, not from the chosen style's page: a style without rings keeps the others.
  const styles$ = useMemo(() => listRings.styles(), [listRings]);
  const styles = useObservableState(styles$);
  const { choices, selected } = ringStyleChoices(styles.status === 'ready' ? styles.value.map((style) => style.label) : null, option);

  // The first page of all rings is fetched in the background too: the ring builder shows it as a placeholder.
  const filtered = option !== null || page !== 1;
  useEffect(() => {
    if (!filtered) return;
    const subscription = listRings.execute(null, 1).subscribe({ error: () => undefined });
    return () => subscription.unsubscribe();
  }, [filtered, listRings]);

  const chooseOption = useCallback(
    (label: string) => setParams(label === ALL_RINGS_LABEL ? {} : { option: ringOptionParam(label) }),
    [setParams],
  );
  const goToPage = useCallback(
    (next: number) => setParams({ ...(option ? { option } : {}), page: String(next) }),
    [option, setParams],
  );
  const openRing = useCallback((urlKey: string) => navigate(`/ring-builder/${encodeURIComponent(urlKey)}`, { state: { ringsPage: page } }), [navigate, page]);

  return {
    loading: state.status === 'loading',
    placeholder: listing?.placeholder ?? false,
    error: state.status === 'failed' ? (isShopError(state.error) ? state.error.message : SHOP_ERRORS.RESULTS_NOT_LOADED.message) : null,
    optionChoices: choices.map((choice) => ({ value: choice.label, label: choice.label, disabled: choice.disabled })),
    selectedOption: selected,
    chooseOption,
    rings: (listing?.page.rings ?? []).map((ring) => ({ key: ring.sku, urlKey: ring.url_key, name: ring.name, brand: ring.brand, style: ring.ring_options, price: formatPrice(ring.price), image: ring.thumbnail_url || ring.media_gallery_urls[0] || '' })),
    page: listing?.page.page ?? page,
    totalPages: listing?.page.totalPages ?? 1,
    summary: listing ? pageSummary(listing.page.page, listing.page.totalPages) : null,
    goToPage,
    openRing,
    chosenDiamond: useChosenDiamond(),
  };
}
