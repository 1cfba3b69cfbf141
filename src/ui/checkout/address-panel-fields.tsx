import '../styles/overlay-styles';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SimpleGrid.css';
import { NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { AddressFormField } from '../../domain/checkout/address-form';
import type { AddressPanel } from '../../domain/checkout/address-form.rules';
import { COUNTRY, STATE_OPTIONS } from '../../domain/shared/us-states';
import { phoneInputProps, zipInputProps, type BindAddressField } from '../common/address-inputs';
import { UseSavedAddress } from '../common/use-saved-address';

const STATE_DATA = STATE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }));

const AUTOCOMPLETE_SECTION: Record<AddressPanel, string> = { billing: 'billing', shipping: 'shipping' };

/** One panel of /shipping-billing: required fields show 'Required' on blur and on submit; the phone is masked
 * (999) 999-9999, the zip keeps at most five digits, the state starts at 'Select' and the country is fixed. */
export function AddressPanelFields({ field, panel, title, onUseSaved }: { field: BindAddressField; panel: AddressPanel; title: string; onUseSaved?: (() => void) | null }) {
  const path = (name: AddressFormField) => field(`${panel}.${name}`);
  const auto = (token: string) => `section-${panel} ${AUTOCOMPLETE_SECTION[panel]} ${token}`;
  return (
    <Stack gap="sm" data-testid={`${panel}-panel`}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {onUseSaved && <UseSavedAddress onUse={onUseSaved} />}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="First name" required autoComplete={auto('given-name')} {...path('firstName')} />
        <TextInput label="Last name" required autoComplete={auto('family-name')} {...path('lastName')} />
      </SimpleGrid>
      <TextInput label="Company (optional)" autoComplete={auto('organization')} {...path('company')} />
      <TextInput label="Address" required autoComplete={auto('address-line1')} {...path('address')} />
      <TextInput label="Apt, suite (optional)" autoComplete={auto('address-line2')} {...path('apt')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput label="City" required autoComplete={auto('address-level2')} {...path('city')} />
        <NativeSelect label="State" required data={STATE_DATA} autoComplete={auto('address-level1')} {...path('state')} />
        <TextInput label="Zip" required autoComplete={auto('postal-code')} {...zipInputProps(path('zip'))} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Phone" required autoComplete={auto('tel-national')} {...phoneInputProps(path('phone'))} />
        <TextInput label="Email" type="email" required autoComplete={auto('email')} {...path('email')} />
      </SimpleGrid>
      <TextInput label="Country" value={COUNTRY.name} readOnly />
    </Stack>
  );
}
