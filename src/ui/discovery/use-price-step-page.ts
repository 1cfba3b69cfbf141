import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { ChoosePriceRange } from '../../application/discovery/choose-price-range.use-case';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { PRICE_RANGE_CHOICES, type PriceRangeChoice } from '../../domain/discovery/shop-by';
import type { ShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';

export function usePriceStepPage() {
  const chooseRange = useInjection(ChoosePriceRange);
  const notices = useInjection(ShopNotices);
  const navigate = useNavigate();
  const choose = useCallback(
    (id: PriceRangeChoice['id']) => {
      chooseRange.execute(id).subscribe({
        next: () => navigate('/shop-by-price/step2'),
        error: (error: ShopError) => notices.showError(error.message),
      });
    },
    [chooseRange, navigate, notices],
  );
  return { choices: PRICE_RANGE_CHOICES, choose };
}
