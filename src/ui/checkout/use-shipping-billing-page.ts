import type { FormEvent } from 'react';
import { shownPanels } from '../../application/checkout/address-form.model';
import { useReturnUrl } from '../common/use-return-url';
import { useAddressForm } from '../common/use-address-form';

/** /shipping-billing: billing then shipping, same-as-billing, and on small screens one panel per page step. */
export function useShippingBillingPage() {
  const returnUrl = useReturnUrl();
  const { state, model, field } = useAddressForm({ kind: 'checkout', returnUrl });
  const shown = shownPanels(state);
  return {
    loading: state.loading,
    empty: state.empty,
    bag: state.bag,
    field,
    sameAsBilling: state.values.sameAsBilling,
    setSameAsBilling: (same: boolean) => model.setSameAsBilling(same),
    submit: (event: FormEvent) => {
      event.preventDefault();
      model.submit();
    },
    busy: state.busy,
    message: state.message,
    showBilling: shown.billing,
    showShipping: shown.shipping,
    showContinueToShipping: shown.continueToShipping,
    showBack: shown.back,
    continueToShipping: () => model.continueToShipping(),
    /** 'Use my saved address' where the shopper typed before the saved one arrived. */
    useSaved: (panel: 'billing' | 'shipping') => (state.savedOffered.includes(panel) ? () => model.useSavedAddress(panel) : null),
    back: () => model.back(),
  };
}
