import { useMediaQuery } from '@mantine/hooks';
import { useCallback, useEffect } from 'react';
import { useActionData, useLoaderData } from 'react-router';
import type { CheckoutView } from '../../application/checkout/load-checkout.query';
import { AddressFormModel, type AddressFieldPath, type AddressFormMode, type AddressFormState } from '../../application/checkout/address-form.model';
import { useModel, useModelState } from '../rx/use-model';
import { focusRefusedField, type BindAddressField } from './address-inputs';
import { useDestination } from './use-destination';

/** An address form bound to its model: opened for `mode` (again when it changes), its fields bound, the refused
 * field focused once on screen, and the next page opened when the model says so. */
export function useAddressForm(mode: AddressFormMode) {
  // A checkout form opens on the checkout the server read for this address (in the first HTML, and when the browser
  // takes over); the account's editor reads the customer itself.
  const seed = useLoaderData() as { checkout: CheckoutView | null } | null | undefined;
  // A refusal the server answered to the form sent before the page's script ran: what was typed and why.
  const sent = useActionData() as Pick<AddressFormState, 'values' | 'errors' | 'message'> | null | undefined;
  const model = useModel(AddressFormModel, (created) => {
    if (mode.kind === 'account' || !seed?.checkout) return;
    created.seed(mode, seed.checkout);
    if (sent) created.restore(sent);
  });
  const state = useModelState(model);
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const modeKey = JSON.stringify(mode);

  useEffect(() => {
    model.open(JSON.parse(modeKey) as AddressFormMode);
  }, [model, modeKey]);
  useEffect(() => model.setSmallScreen(small), [model, small]);
  useDestination(state.destination);

  const { refusedField, step } = state;
  useEffect(() => {
    if (!refusedField) return;
    focusRefusedField(document.querySelector<HTMLElement>(`[data-path="${refusedField}"]`));
    model.refusedFieldShown();
  }, [model, refusedField, step]);

  const { values, errors } = state;
  const field: BindAddressField = useCallback(
    (path: AddressFieldPath) => {
      const [panel, name] = path.split('.') as [keyof typeof values & ('billing' | 'shipping'), keyof (typeof values)['billing']];
      return {
        value: values[panel][name],
        error: errors[path],
        onChange: (event) => model.change(path, event.currentTarget.value),
        onBlur: () => model.leave(path),
        'data-path': path,
        // The field's name: the form works before the page's script runs, the browser posting it to the page's action.
        name: path,
      };
    },
    [model, values, errors],
  );

  return { state, model, field };
}
