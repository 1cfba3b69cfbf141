import { filter, firstValueFrom } from 'rxjs';
import { data, redirect, type ActionFunctionArgs } from 'react-router';
import { AddressFormModel, type AddressFormMode, type AddressFormState } from '../application/checkout/address-form.model';
import { LoadCheckout } from '../application/checkout/load-checkout.query';
import { SHOP_ERRORS } from '../domain/shared/error-catalogue';
import { formFieldsOf } from './form-action.server';
import { containerOf } from './request-context';

/** What an address form answers when it was sent before the page's script ran and refused. */
export type AddressFormAnswer = Pick<AddressFormState, 'values' | 'errors' | 'message'>;

/**
 * A checkout address form sent before the page's script ran (/shipping-billing, /shipping, /billing): the page's own
 * model runs on the server, opened on the shopper's checkout and filled with what the browser posted, so the same
 * checks and the same use cases save the addresses; the browser goes on to the next step, or sees each refusal on
 * its field with what was typed.
 */
export const addressFormAction =
  (modeOf: (request: Request) => AddressFormMode) =>
  async ({ request, context }: ActionFunctionArgs) => {
    const fields = await formFieldsOf(request);
    const container = containerOf(context);
    const view = await firstValueFrom(container.get(LoadCheckout).execute()).catch(() => null);
    if (!fields || !view) return data<AddressFormAnswer | null>(null, { status: view ? 400 : 503 });
    const model = container.get(AddressFormModel);
    model.seed(modeOf(request), view);
    model.fill(fields);
    model.submit();
    const settled = await firstValueFrom(model.state$.pipe(filter((state) => !state.busy || state.destination !== null)));
    if (settled.destination) return redirect(settled.destination.to, 303);
    return data<AddressFormAnswer>({ values: settled.values, errors: settled.errors, message: settled.message ?? (Object.keys(settled.errors).length ? null : SHOP_ERRORS.ADDRESS_NOT_SAVED.message) }, { status: 400 });
  };

/** The page's return url (`?returnUrl=`), as the pages read it. */
export const returnUrlOf = (request: Request): string | null => new URL(request.url).searchParams.get('returnUrl');
