import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Container, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { Observable, Subscription } from 'rxjs';
import { CustomerSession } from '../../application/account/customer-session.service';
import { SaveCustomerAddress } from '../../application/account/save-customer-address.use-case';
import { Checkout } from '../../application/checkout/checkout.service';
import { defaultBillingAddress, defaultShippingAddress, returnUrlOr } from '../../domain/account/customer';
import type { Address } from '../../domain/checkout/address';
import { addressFormOf, addressFromForm, EMPTY_ADDRESS_FORM, prefillAddressForm, type AddressFormValues } from '../../domain/checkout/address-form';
import { oneAddressFormError } from '../../domain/checkout/address-form.rules';
import { isAddressFieldRefused, refusedFormField } from '../../domain/checkout/address-refusal';
import { COUNTRY, STATE_OPTIONS } from '../../domain/shared/us-states';
import { isShopError } from '../../domain/shared/shop-error';
import { focusRefusedField, phoneInputProps, zipInputProps } from '../common/address-inputs';
import { CheckoutLoading, EmptyCheckout } from '../common/empty-checkout';
import { useCheckoutView } from '../common/use-checkout-view';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';
import { useReturnUrl } from '../common/use-return-url';
import { SHOP_ERRORS } from '../../domain/shared/error-catalogue';

type AddressKind = 'billing' | 'shipping';

/** Route state when the account page opens the editor (spec section 2). */
interface AddressEditState {
  readonly receivingUrl?: string;
  readonly hasAddress?: boolean;
  readonly addressId?: number;
}

const TITLES: Record<AddressKind, string> = { billing: 'Billing address', shipping: 'Shipping address' };

const STATE_DATA = STATE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

/** One message naming every empty mandatory field (both forms ask the same), or the address the form describes. */
const validated = (values: AddressFormValues): { address: Address } | { message: string } => {
  const error = oneAddressFormError(values);
  if (error) return { message: error.message };
  const address = addressFromForm(values, 'full');
  return address ? { address } : { message: 'Please choose a state.' };
};

/** A failed save: a field the store refused is marked with its message and focused, anything else is the form's
 * message. */
const showFailure = (form: UseFormReturnType<AddressFormValues>, failure: unknown, fallback: string): string | null => {
  if (isAddressFieldRefused(failure)) {
    const field = refusedFormField(failure, 'full');
    form.setFieldError(field, failure.message);
    focusRefusedField(form.getInputNode(field));
    return null;
  }
  return isShopError(failure) ? failure.message : fallback;
};

/** The /shipping and /billing form: a full name, the zip and the phone as text with a numeric keyboard (a
 * leading zero stays), the country fixed. */
function AddressForm(props: { kind: AddressKind; form: UseFormReturnType<AddressFormValues>; onSubmit: () => void; message: string | null; busy: boolean; submitLabel: string }) {
  const { form } = props;
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {TITLES[props.kind]}
        </Title>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          noValidate
        >
          <Stack>
            <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('fullName')} />
            <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('company')} />
            <TextInput label="Address" required autoComplete="address-line1" {...form.getInputProps('address')} />
            <TextInput label="Apt" autoComplete="address-line2" {...form.getInputProps('apt')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
              <NativeSelect label="State" required data={STATE_DATA} autoComplete="address-level1" {...form.getInputProps('state')} />
              <TextInput label="Zip" required autoComplete="postal-code" {...zipInputProps(form, 'zip')} />
            </SimpleGrid>
            <TextInput label="Phone" required autoComplete="tel-national" {...phoneInputProps(form, 'phone')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <Text size="sm" c="dimmed">
              Country: {COUNTRY.name}
            </Text>
            {props.message && (
              <Alert color="red" role="alert">
                {props.message}
              </Alert>
            )}
            <Button type="submit" loading={props.busy}>
              {props.submitLabel}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

/** The form, open at once; the saved address fills the fields still empty when it is known (again when it
 * changes), so nothing the shopper typed meanwhile is lost. */
function usePrefilledForm(prefill: Address | null, email: string, known: boolean) {
  const form = useForm<AddressFormValues>({ initialValues: EMPTY_ADDRESS_FORM });
  const prefillKey = known ? `${prefill ? JSON.stringify(prefill) : 'new'}:${email}` : null;
  useEffect(() => {
    if (prefillKey === null) return;
    form.setValues(prefillAddressForm(form.getValues(), addressFormOf(prefill, email)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-fill only when the address or email changes
  }, [prefillKey]);
  return form;
}

/** /billing and /shipping as the customer's address editors (opened from /account with a receiving url): the
 * saved address becomes the default of its kind; then back to the receiving page. */
function AccountAddressEditor({ kind, routeState }: { kind: AddressKind; routeState: AddressEditState }) {
  const session = useInjection(CustomerSession);
  const saveAddress = useInjection(SaveCustomerAddress);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const state = useObservableValue(session.state$, session.current);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const customer = state.customer;
  const existing = customer
    ? (customer.addresses.find((a) => a.id === routeState.addressId) ?? (kind === 'billing' ? defaultBillingAddress(customer) : defaultShippingAddress(customer)))
    : null;
  const prefill = routeState.hasAddress === false ? null : existing;
  const form = usePrefilledForm(prefill, customer?.email ?? '', customer !== null);

  if (state.known && state.userType === 'guest') return <Navigate to={`/register?returnUrl=${pathname}`} replace />;
  if (!customer) return null;

  const submit = () => {
    const result = validated(form.getValues());
    if ('message' in result) return setMessage(result.message);
    setMessage(null);
    setBusy(true);
    saveAddress.execute(routeState.hasAddress === false || !existing?.id ? result.address : { ...result.address, id: existing.id }, kind).subscribe({
      next: () => navigate(routeState.receivingUrl ?? '/account'),
      error: (failure: unknown) => {
        setBusy(false);
        setMessage(showFailure(form, failure, SHOP_ERRORS.ADDRESS_NOT_SAVED.message));
      },
    });
  };
  return <AddressForm kind={kind} form={form} onSubmit={submit} message={message} busy={busy} submitLabel="Save" />;
}

const NEXT_STEP: Record<AddressKind, string> = { shipping: '/billing', billing: '/order-review' };

/** /shipping then /billing as steps of the checkout: the address goes on the shopper's cart, then the next step
 * (/billing, /order-review) or the return url. */
function CheckoutAddressStep({ kind }: { kind: AddressKind }) {
  const checkout = useInjection(Checkout);
  const navigate = useNavigate();
  const returnUrl = useReturnUrl();
  const { loading, view } = useCheckoutView({ formFirst: true });
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<Subscription | null>(null);
  useEffect(() => () => running.current?.unsubscribe(), []);
  const prefill = (kind === 'shipping' ? (view?.shipping ?? view?.billing) : view?.billing) ?? null;
  const form = usePrefilledForm(prefill, view?.email ?? '', view?.addressesKnown ?? false);

  if (loading) return <CheckoutLoading />;
  if (!view || view.bag.lines.length === 0) return <EmptyCheckout title={TITLES[kind]} />;

  const submit = () => {
    const result = validated(form.getValues());
    if ('message' in result) return setMessage(result.message);
    setMessage(null);
    setBusy(true);
    const save: Observable<unknown> = kind === 'shipping' ? checkout.saveShipping(result.address) : checkout.saveBilling(result.address);
    running.current = save.subscribe({
      next: () => navigate(returnUrlOr(returnUrl, NEXT_STEP[kind])),
      error: (failure: unknown) => {
        setBusy(false);
        setMessage(showFailure(form, failure, SHOP_ERRORS.ADDRESS_NOT_SAVED.message));
      },
    });
  };
  return <AddressForm kind={kind} form={form} onSubmit={submit} message={message} busy={busy} submitLabel="Continue" />;
}

/** An editor of the account when the account page sent the shopper here, a checkout step otherwise. */
export function AddressEditPage({ kind }: { kind: AddressKind }) {
  const { state } = useLocation() as { state: AddressEditState | null };
  return state?.receivingUrl ? <AccountAddressEditor kind={kind} routeState={state} /> : <CheckoutAddressStep kind={kind} />;
}

export const BillingAddressPage = () => <AddressEditPage kind="billing" />;
export const ShippingAddressPage = () => <AddressEditPage kind="shipping" />;
