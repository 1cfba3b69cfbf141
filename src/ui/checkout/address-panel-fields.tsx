import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { AddressFormValues } from '../../domain/checkout/address-form';
import type { AddressPanel, ShippingBillingValues } from '../../domain/checkout/address-form.rules';
import { COUNTRY, STATE_OPTIONS } from '../../domain/shared/us-states';
import { phoneInputProps, zipInputProps } from '../common/address-inputs';

type PanelForm = UseFormReturnType<ShippingBillingValues>;

const STATE_DATA = STATE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

const AUTOCOMPLETE_SECTION: Record<AddressPanel, string> = { billing: 'billing', shipping: 'shipping' };

/** One panel of /shipping-billing: required fields show 'Required' on blur and on submit; the phone is masked
 * (999) 999-9999, the zip keeps at most five digits, the state starts at 'Select' and the country is fixed. */
export function AddressPanelFields({ form, panel, title }: { form: PanelForm; panel: AddressPanel; title: string }) {
  const path = (field: keyof AddressFormValues) => `${panel}.${field}`;
  const auto = (token: string) => `section-${panel} ${AUTOCOMPLETE_SECTION[panel]} ${token}`;
  return (
    <Stack gap="sm" data-testid={`${panel}-panel`}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" required autoComplete={auto('given-name')} {...form.getInputProps(path('firstName'))} />
        <TextInput label="Last name" required autoComplete={auto('family-name')} {...form.getInputProps(path('lastName'))} />
      </SimpleGrid>
      <TextInput label="Company (optional)" autoComplete={auto('organization')} {...form.getInputProps(path('company'))} />
      <TextInput label="Address" required autoComplete={auto('address-line1')} {...form.getInputProps(path('address'))} />
      <TextInput label="Apt, suite (optional)" autoComplete={auto('address-line2')} {...form.getInputProps(path('apt'))} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="City" required autoComplete={auto('address-level2')} {...form.getInputProps(path('city'))} />
        <NativeSelect label="State" required data={STATE_DATA} autoComplete={auto('address-level1')} {...form.getInputProps(path('state'))} />
        <TextInput label="Zip" required autoComplete={auto('postal-code')} {...zipInputProps(form, path('zip'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Phone" required autoComplete={auto('tel-national')} {...phoneInputProps(form, path('phone'))} />
        <TextInput label="Email" type="email" required autoComplete={auto('email')} {...form.getInputProps(path('email'))} />
      </SimpleGrid>
      <TextInput label="Country" value={COUNTRY.name} readOnly />
    </Stack>
  );
}
