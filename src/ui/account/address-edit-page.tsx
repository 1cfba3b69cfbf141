import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Container, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import type { AddressFormMode } from '../../application/checkout/address-form.model';
import { COUNTRY, STATE_OPTIONS } from '../../domain/shared/us-states';
import { phoneInputProps, zipInputProps, type BindAddressField } from '../common/address-inputs';
import { CheckoutLoading, EmptyCheckout } from '../common/empty-checkout';
import { useAddressForm } from '../common/use-address-form';
import { UseSavedAddress } from '../common/use-saved-address';
import { useReturnUrl } from '../common/use-return-url';

type AddressKind = 'billing' | 'shipping';

/** Route state when the account page opens the editor (spec section 2). */
interface AddressEditState {
  readonly receivingUrl?: string;
  readonly hasAddress?: boolean;
  readonly addressId?: number;
}

const TITLES: Record<AddressKind, string> = { billing: 'Billing address', shipping: 'Shipping address' };

const STATE_DATA = STATE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

/** The /shipping and /billing form: a full name, the zip and the phone as text with a numeric keyboard (a
 * leading zero stays), the country fixed. */
function AddressForm(props: { kind: AddressKind; field: BindAddressField; onSubmit: () => void; message: string | null; busy: boolean; submitLabel: string; onUseSaved?: (() => void) | null }) {
  const field = (name: 'fullName' | 'company' | 'address' | 'apt' | 'city' | 'state' | 'zip' | 'phone' | 'email') => props.field(`${props.kind}.${name}`);
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {TITLES[props.kind]}
        </Title>
        {props.onUseSaved && <UseSavedAddress onUse={props.onUseSaved} />}
        {/* Sent by the model once the page's script runs; before that, the browser posts it to the page's action. */}
        <form
          method="post"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
          noValidate
        >
          <Stack>
            <TextInput label="Full name" required autoComplete="name" {...field('fullName')} />
            <TextInput label="Company name" autoComplete="organization" {...field('company')} />
            <TextInput label="Address" required autoComplete="address-line1" {...field('address')} />
            <TextInput label="Apt" autoComplete="address-line2" {...field('apt')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" required autoComplete="address-level2" {...field('city')} />
              <NativeSelect label="State" required data={STATE_DATA} autoComplete="address-level1" {...field('state')} />
              <TextInput label="Zip" required autoComplete="postal-code" {...zipInputProps(field('zip'))} />
            </SimpleGrid>
            <TextInput label="Phone" required autoComplete="tel-national" {...phoneInputProps(field('phone'))} />
            <TextInput label="Email" type="email" required autoComplete="email" {...field('email')} />
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

/** /billing and /shipping as the customer's address editors (opened from /account with a receiving url): the
 * saved address becomes the default of its kind; then back to the receiving page. A guest registers first. */
function AccountAddressEditor({ kind, routeState }: { kind: AddressKind; routeState: AddressEditState & { receivingUrl: string } }) {
  const { pathname } = useLocation();
  const mode: AddressFormMode = { kind: 'account', address: kind, receivingUrl: routeState.receivingUrl, addressId: routeState.addressId, hasAddress: routeState.hasAddress, pathname };
  const { state, model, field } = useAddressForm(mode);
  if (state.loading) return null;
  return <AddressForm kind={kind} field={field} onSubmit={() => model.submit()} message={state.message} busy={state.busy} submitLabel="Save" />;
}

/** /shipping then /billing as steps of the checkout: the address goes on the shopper's cart, then the next step
 * (/billing, /order-review) or the return url. */
function CheckoutAddressStep({ kind }: { kind: AddressKind }) {
  const returnUrl = useReturnUrl();
  const { state, model, field } = useAddressForm({ kind: 'checkout-step', address: kind, returnUrl });
  if (state.loading) return <CheckoutLoading />;
  if (state.empty) return <EmptyCheckout title={TITLES[kind]} />;
  const onUseSaved = state.savedOffered.includes(kind) ? () => model.useSavedAddress(kind) : null;
  return <AddressForm kind={kind} field={field} onSubmit={() => model.submit()} message={state.message} busy={state.busy} submitLabel="Continue" onUseSaved={onUseSaved} />;
}

/** An editor of the account when the account page sent the shopper here, a checkout step otherwise. */
export function AddressEditPage({ kind }: { kind: AddressKind }) {
  const { state } = useLocation() as { state: AddressEditState | null };
  return state?.receivingUrl ? <AccountAddressEditor kind={kind} routeState={{ ...state, receivingUrl: state.receivingUrl }} /> : <CheckoutAddressStep kind={kind} />;
}

export const BillingAddressPage = () => <AddressEditPage kind="billing" />;
export const ShippingAddressPage = () => <AddressEditPage kind="shipping" />;
