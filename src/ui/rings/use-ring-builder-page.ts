import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { AddRingToBag } from '../../application/bag/add-ring-to-bag.use-case';
import { LoadRing } from '../../application/rings/load-ring.use-case';
import { RingListCache } from '../../application/rings/ring-list-cache.service';
import type { Ring } from '../../domain/ring/ring';
import { configurableOption, optionHeading } from '../../domain/ring/ring';
import { ringItemCode, ringVariantCode } from '../../domain/ring/ring-code';
import { ringGallery } from '../../domain/ring/ring-gallery';
import { ringPrice, ringPriceLabel } from '../../domain/ring/ring-price';
import { ringSizeError, ringSizeRange, visibleRingSizes } from '../../domain/ring/ring-size';
import { monthlyEstimateCents } from '../../domain/shared/financing';
import { isShopError } from '../../domain/shared/shop-error';
import { RING_ERROR_MS } from '../../domain/shared/timers';
import { useInjection } from '../di/use-injection';
import { useObservableState } from '../rx/use-observable-state';
import { useChosenDiamond } from './use-chosen-diamond';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

/** /ring-builder/{ringUrlKey}?color=&metal=&size=: one design configured by colour, metal and size (kept in the
 * address), added to the bag as its variant. */
export function useRingBuilderPage() {
  const loadRing = useInjection(LoadRing);
  const addRing = useInjection(AddRingToBag);
  const cache = useInjection(RingListCache);
  const navigate = useNavigate();
  const { ringUrlKey = '' } = useParams();
  const { state: navState } = useLocation() as { state: { ringsPage?: number } | null };
  const [params, setParams] = useSearchParams();

  const ring$ = useMemo(() => loadRing.execute(ringUrlKey), [loadRing, ringUrlKey]);
  const ringState = useObservableState(ring$);
  // While the design loads, the ring list already fetched stands in for it.
  const placeholder = useMemo(
    () => cache.get(null, navState?.ringsPage ?? 1)?.page.rings.find((candidate) => candidate.url_key === ringUrlKey) ?? null,
    [cache, navState, ringUrlKey],
  );
  const ring: Ring | null = ringState.status === 'ready' ? ringState.value : placeholder;

  const colors = ring ? configurableOption(ring, 'ring_color') : undefined;
  const metals = ring ? configurableOption(ring, 'ring_metal') : undefined;
  const sizes = ring ? configurableOption(ring, 'ring_size') : undefined;
  const color = params.get('color') ?? colors?.values[0]?.label.replace(/ /g, '-') ?? '';
  const metal = params.get('metal') ?? metals?.values[0]?.label ?? '';
  const size = params.get('size');
  const itemCode = ringItemCode(ringUrlKey);
  const variantSku = ringVariantCode(itemCode, color, metal, size);

  const [sizeError, setSizeError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  useEffect(() => {
    if (!banner) return;
    const timer = window.setTimeout(() => setBanner(null), RING_ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [banner]);

  // Each choice builds on the latest address, including a choice made a moment ago and not rendered yet (React
  // Router's own functional update reads the address as of the last render), so quick choices never undo each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);
  const choose = useCallback(
    (key: 'color' | 'metal' | 'size', value: string) => {
      const next = new URLSearchParams(latest.current);
      next.set(key, key === 'color' ? value.replace(/ /g, '-') : value);
      latest.current = next;
      setParams(next, { replace: true, state: navState });
      if (key === 'size') setSizeError(null);
    },
    [setParams, navState],
  );

  const add = useCallback(() => {
    const error = ringSizeError(size);
    if (error) {
      setSizeError(error);
      return;
    }
    setAdding(true);
    addRing.execute(variantSku).subscribe({
      next: () => navigate('/cart'),
      error: (failure: unknown) => {
        setAdding(false);
        setBanner(isShopError(failure) ? failure.message : SHOP_ERRORS.ITEM_NOT_ADDED.message);
      },
    });
  }, [addRing, navigate, size, variantSku]);

  // The price of what goes in the bag: the variant of the chosen colour and metal (and size, once chosen).
  const quote = ring ? ringPrice(ring, { color: color.replace(/-/g, ' '), metal, size }) : { amount: 0, from: true };
  const price = quote.amount;
  const visibleSizes = sizes ? visibleRingSizes(sizes.values) : [];
  const range = sizes ? ringSizeRange(sizes.values) : null;
  const monthlyCents = monthlyEstimateCents(price);

  return {
    loading: !ring && ringState.status === 'loading',
    notFound: ringState.status === 'failed' && !ring,
    ring,
    name: ring?.name ?? '',
    brand: ring?.brand ?? '',
    price: ringPriceLabel(quote),
    priceValue: price,
    itemNumber: variantSku,
    monthlyCents,
    // The pictures of the chosen colour, from the moment it is chosen: the design carries each variant's pictures.
    gallery: ring ? ringGallery(ring, { color: color.replace(/-/g, ' '), metal }) : [],
    metalHeading: metals ? optionHeading(metals) : 'Select Metal Type',
    metals: metals?.values.map((value) => ({ label: value.label, active: value.label === metal })) ?? [],
    colorHeading: colors ? optionHeading(colors) : 'Select Ring Color',
    colors: colors?.values.map((value) => ({ label: value.label, active: value.label === color.replace(/-/g, ' ') })) ?? [],
    sizeHeading: sizes ? optionHeading(sizes) : 'Select Ring Size',
    sizes: visibleSizes.map((value) => value.label),
    size,
    sizeError,
    choose,
    add,
    adding,
    banner,
    dismissBanner: useCallback(() => setBanner(null), []),
    features: ring
      ? ([
          ['Ring style', ring.ring_options],
          ['Metal', metals?.values.map((v) => v.label).join(', ') ?? ''],
          ['Sizes', range ? `${range.from.label} to ${range.to.label}` : ''],
          ['Setting', ring.setting],
          ['Accent stones', ring.accent_stones],
          ['Center stone size limit', ring.size_limit],
          ['Diamond shapes', ring.diamond_shapes],
        ] as const satisfies readonly (readonly [string, string])[]).filter(([, value]) => value !== '')
      : [],
    chosenDiamond: useChosenDiamond(),
  };
}
