import type { Address } from '../../domain/checkout/address';
import { regionOf } from '../../domain/shared/us-states';

/** An address as Magento's REST API writes it on carts (AddressInterface). */
export interface MagentoAddressDto {
  readonly firstname?: string | null;
  readonly lastname?: string | null;
  readonly company?: string | null;
  readonly street?: readonly string[] | null;
  readonly city?: string | null;
  readonly region?: string | null;
  readonly region_id?: number | null;
  readonly region_code?: string | null;
  readonly country_id?: string | null;
  readonly postcode?: string | null;
  readonly telephone?: string | null;
  readonly email?: string | null;
  readonly same_as_billing?: number | null;
}

/** The cart's address, or null while it is the empty one a new cart (or the bag's add) leaves: without a name
 * and a US state there is nothing a form could start from. */
export const fromMagentoAddress = (dto: MagentoAddressDto | null | undefined): Address | null => {
  if (!dto?.firstname) return null;
  const region = regionOf(dto.region_code);
  if (!region) return null;
  const company = dto.company?.trim();
  return {
    firstname: dto.firstname,
    lastname: dto.lastname ?? '',
    ...(company ? { company } : {}),
    street: (dto.street ?? []).filter((line) => line.trim() !== ''),
    city: dto.city ?? '',
    region,
    country_id: 'US',
    postcode: dto.postcode ?? '',
    telephone: dto.telephone ?? '',
    ...(dto.email ? { email: dto.email } : {}),
  };
};

/** The address block Magento takes on billing-address and shipping-information. */
export const toMagentoAddress = (address: Address, email?: string) => ({
  firstname: address.firstname,
  lastname: address.lastname,
  ...(address.company ? { company: address.company } : {}),
  street: [...address.street],
  city: address.city,
  region: address.region.region,
  region_id: address.region.region_id,
  region_code: address.region.region_code,
  country_id: address.country_id,
  postcode: address.postcode,
  telephone: address.telephone,
  ...((address.email ?? email) ? { email: address.email ?? email } : {}),
});
