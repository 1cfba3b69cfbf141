import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscription } from 'rxjs';
import { Checkout } from '../../application/checkout/checkout.service';
import { returnUrlOr } from '../../domain/account/customer';
import { addressFormOf, addressFromForm, EMPTY_ADDRESS_FORM, prefillAddressForm } from '../../domain/checkout/address-form';
import { panelErrors, shippingBillingErrors, shippingPanelOf, type ShippingBillingValues } from '../../domain/checkout/address-form.rules';
import { isAddressFieldRefused } from '../../domain/checkout/address-refusal';
import { toFieldErrors } from '../../domain/shared/required-fields';
import { isShopError } from '../../domain/shared/shop-error';
import { useReturnUrl } from '../common/use-return-url';
import { useInjection } from '../di/use-injection';
import { focusRefusedField } from '../common/address-inputs';
import { useCheckoutView } from '../common/use-checkout-view';

export type PageStep = 'billing' | 'shipping';

const EMPTY_VALUES: ShippingBillingValues = { billing: EMPTY_ADDRESS_FORM, shipping: EMPTY_ADDRESS_FORM, sameAsBilling: true };

/** Where the address step goes next unless a return url inside the shop says otherwise: the payment page. */
const PAYMENT_PAGE = '/cardholder-review';

/** /shipping-billing: billing then shipping, same-as-billing, and on small screens one panel per page step. */
export function useShippingBillingPage() {
  const checkout = useInjection(Checkout);
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const { loading, view } = useCheckoutView({ formFirst: true });
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const [pageStep, setPageStep] = useState<PageStep>('billing');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The field the store refused, focused (and so scrolled into view) once its step is on screen. */
  const [refusedField, setRefusedField] = useState<string | null>(null);
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);

  const form = useForm<ShippingBillingValues>({
    initialValues: EMPTY_VALUES,
    validate: (values) => shippingBillingErrors(values) ?? {},
    validateInputOnBlur: true,
  });

  // The saved addresses arrive after the form is on screen: they fill only the fields the shopper left empty, and
  // same-as-billing follows them unless the shopper has set it.
  const prefilled = useRef(false);
  useEffect(() => {
    if (!view?.addressesKnown || prefilled.current) return;
    prefilled.current = true;
    const billing = addressFormOf(view.billing, view.email);
    const shipping = addressFormOf(view.shipping, view.email);
    const same = !view.shipping || !view.billing || JSON.stringify(billing) === JSON.stringify(shipping);
    const current = form.getValues();
    form.setValues({
      billing: prefillAddressForm(current.billing, billing),
      shipping: prefillAddressForm(current.shipping, same ? addressFormOf(null, view.email) : shipping),
      sameAsBilling: form.isDirty('sameAsBilling') ? current.sameAsBilling : same,
    });
  }, [view, form]);

  useEffect(() => {
    if (!refusedField) return;
    focusRefusedField(form.getInputNode(refusedField));
    setRefusedField(null);
  }, [refusedField, pageStep, form]);

  /** Small screens: the billing panel's own fields must pass before the shipping step opens. */
  const continueToShipping = () => {
    const errors = toFieldErrors(panelErrors('billing', form.getValues().billing));
    if (errors) {
      form.setErrors(errors);
      return;
    }
    setPageStep('shipping');
  };

  const submit = form.onSubmit(
    (values) => {
      const billing = addressFromForm(values.billing, 'split');
      const shipping = addressFromForm(shippingPanelOf(values), 'split');
      if (!billing || !shipping) return;
      setMessage(null);
      setBusy(true);
      running.current = checkout.saveAddresses({ billing, shipping, sameAsBilling: values.sameAsBilling }).subscribe({
        next: () => navigate(returnUrlOr(returnUrl, PAYMENT_PAGE)),
        error: (error: unknown) => {
          setBusy(false);
          // A refused field is marked where the shopper can fix it: on a small screen its panel's step opens.
          if (isAddressFieldRefused(error) && error.address) {
            form.setFieldError(`${error.address}.${error.field}`, error.message);
            setPageStep(error.address);
            setRefusedField(`${error.address}.${error.field}`);
            return;
          }
          setMessage(isShopError(error) ? error.message : 'The addresses could not be saved.');
        },
      });
    },
    (errors) => {
      // On a small screen an error in the hidden billing panel brings it back.
      if (small && Object.keys(errors).some((key) => key.startsWith('billing.'))) setPageStep('billing');
    },
  );

  const sameAsBilling = form.getValues().sameAsBilling;
  return {
    loading,
    empty: !loading && (view?.bag.lines.length ?? 0) === 0,
    bag: view?.bag ?? null,
    form,
    submit,
    busy,
    message,
    small,
    sameAsBilling,
    showBilling: !small || pageStep === 'billing',
    showShipping: !sameAsBilling && (!small || pageStep === 'shipping'),
    /** Small screens, billing step, separate shipping: the button moves to the shipping step. */
    showContinueToShipping: small && pageStep === 'billing' && !sameAsBilling,
    showBack: small && pageStep === 'shipping' && !sameAsBilling,
    continueToShipping,
    back: () => setPageStep('billing'),
  };
}
