import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Button, Container, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CustomerSession } from '../../application/account/customer-session.service';
import { SaveCustomerAddress } from '../../application/account/save-customer-address.use-case';
import { defaultBillingAddress, defaultShippingAddress } from '../../domain/account/customer';
import { joinFullName, type Address } from '../../domain/checkout/address';
import { addressFromForm, billingFormError, shippingFormError, type AddressFormValues } from '../../domain/checkout/address-form.rules';
import { STATE_OPTIONS } from '../../domain/shared/us-states';
import { isShopError } from '../../domain/shared/shop-error';
import { useInjection } from '../di/use-injection';
import { useObservableValue } from '../rx/use-observable-state';

/** Route state when the account page opens the editor (spec section 2). */
interface AddressEditState {
  readonly receivingUrl?: string;
  readonly hasAddress?: boolean;
  readonly addressId?: number;
}

const toFormValues = (address: Address | null, email: string): AddressFormValues => ({
  fullName: address ? joinFullName(address) : '',
  companyName: address?.company ?? '',
  address: address?.street[0] ?? '',
  apt: address?.street[1] ?? '',
  city: address?.city ?? '',
  state: address?.region.region_code ?? 0,
  zip: address?.postcode ?? '',
  phone: address?.telephone ?? '',
  email: address?.email || email,
});

/** /billing and /shipping as the customer's address editors: one message names every empty mandatory field; the
 * saved address becomes the default of its kind; then back to the receiving page. */
export function AddressEditPage({ kind }: { kind: 'billing' | 'shipping' }) {
  const session = useInjection(CustomerSession);
  const saveAddress = useInjection(SaveCustomerAddress);
  const navigate = useNavigate();
  const { state: routeState, pathname } = useLocation() as { state: AddressEditState | null; pathname: string };
  const state = useObservableValue(session.state$, session.current);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const customer = state.customer;
  const existing = customer
    ? (customer.addresses.find((a) => a.id === routeState?.addressId) ?? (kind === 'billing' ? defaultBillingAddress(customer) : defaultShippingAddress(customer)))
    : null;
  const prefill = routeState?.hasAddress === false ? null : existing;
  const form = useForm<AddressFormValues>({ initialValues: toFormValues(prefill, customer?.email ?? '') });
  // The customer may arrive after the first render: fill the form then, unless the shopper has started typing.
  const prefillKey = `${prefill?.id ?? 'new'}:${customer?.email ?? ''}`;
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(toFormValues(prefill, customer?.email ?? ''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-fill only when the address or customer changes
  }, [prefillKey]);

  if (state.known && state.userType === 'guest') return <Navigate to={`/register?returnUrl=${pathname}`} replace />;
  if (!customer) return null;

  const submit = form.onSubmit((values) => {
    const error = kind === 'billing' ? billingFormError(values) : shippingFormError(values);
    if (error) {
      setMessage(error.message);
      return;
    }
    const address = addressFromForm(values);
    if (!address) {
      setMessage('Please choose a state.');
      return;
    }
    setMessage(null);
    setBusy(true);
    saveAddress.execute(routeState?.hasAddress === false || !existing?.id ? address : { ...address, id: existing.id }, kind).subscribe({
      next: () => navigate(routeState?.receivingUrl ?? '/account'),
      error: (failure: unknown) => {
        setBusy(false);
        setMessage(isShopError(failure) ? failure.message : 'The address could not be saved.');
      },
    });
  });

  const title = kind === 'billing' ? 'Billing address' : 'Shipping address';
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md">
        <Title order={1} size="h2" mb="md">
          {title}
        </Title>
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Full name" required autoComplete="name" {...form.getInputProps('fullName')} />
            <TextInput label="Company name" autoComplete="organization" {...form.getInputProps('companyName')} />
            <TextInput label="Address" required autoComplete="address-line1" {...form.getInputProps('address')} />
            <TextInput label="Apt" autoComplete="address-line2" {...form.getInputProps('apt')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
              <NativeSelect label="State" required data={STATE_OPTIONS.map((o) => ({ value: String(o.value), label: o.label }))} {...form.getInputProps('state')} />
              <NumberInput label="Zip" required hideControls allowDecimal={false} allowNegative={false} maxLength={5} {...form.getInputProps('zip')} />
            </SimpleGrid>
            <NumberInput label="Phone" required hideControls allowDecimal={false} allowNegative={false} autoComplete="tel" {...form.getInputProps('phone')} />
            <TextInput label="Email" type="email" required autoComplete="email" {...form.getInputProps('email')} />
            <Text size="sm" c="dimmed">
              Country: United States
            </Text>
            {message && (
              <Alert color="red" role="alert">
                {message}
              </Alert>
            )}
            <Button type="submit" loading={busy}>
              Save
            </Button>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}

export const BillingAddressPage = () => <AddressEditPage kind="billing" />;
export const ShippingAddressPage = () => <AddressEditPage kind="shipping" />;
