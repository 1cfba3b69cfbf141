import { z } from 'zod';
import { magentoErrors } from '../../http/magento-errors';
import { refuseWith } from '../../http/validate-body';
import { usRegionById, usRegionByCode } from './us-regions';

/**
 * The text fields of a Magento 2.4 address and customer as its EAV attributes define them (`CustomerSetup`): each
 * has a store label, which Magento's messages name, and `validate_rules` of at most 255 characters (first and last
 * name, company, each street line, city, phone). A longer value is refused with Magento's own
 * `"%1" length must be equal or less than %2 characters.` (the label, the limit); the length is counted on the
 * trimmed text, in characters.
 */
export const MAX_TEXT_LENGTH = 255;

export const FIELD_LABELS = {
  firstname: 'First Name',
  lastname: 'Last Name',
  company: 'Company',
  street: 'Street Address',
  city: 'City',
  telephone: 'Phone Number',
  fax: 'Fax',
  middlename: 'Middle Name/Initial',
  vat_id: 'VAT Number',
} as const;

const characters = (text: string): number => [...text.trim()].length;

const withinLength = (label: string, maxLength: number) => (value: string, context: z.RefinementCtx) => {
  if (characters(value) > maxLength) refuseWith(context, magentoErrors.textTooLong(label, maxLength));
};

/** An optional text attribute. */
export const attributeText = (label: string, maxLength = MAX_TEXT_LENGTH) => z.string().superRefine(withinLength(label, maxLength)).nullish();

/** A required text attribute: blank is `"%fieldName" is required.`, too long the length refusal. */
export const requiredAttributeText = (label: string, maxLength = MAX_TEXT_LENGTH) => z.string().trim().min(1).superRefine(withinLength(label, maxLength));

/** Magento casts a JSON number sent for a text parameter to text (some clients send a phone or a zip as a number). */
export const textOrNumber = () => z.union([z.string(), z.number()]).transform(String);

/** The phone: text or a number, at most 255 characters. */
export const telephoneText = () => textOrNumber().pipe(z.string().superRefine(withinLength(FIELD_LABELS.telephone, MAX_TEXT_LENGTH)));

/** Street lines: one line as text or up to four as a list, each line at most 255 characters. */
export const streetLines = () => {
  const line = z.string().superRefine(withinLength(FIELD_LABELS.street, MAX_TEXT_LENGTH));
  return z.union([line, z.array(line).max(4)]);
};

/** The street of an address that must have one: Magento's address validation asks for the first line
 * (`"street" is required.`). */
export const requiredStreetLines = () =>
  streetLines().superRefine((street, context) => {
    if ((typeof street === 'string' ? street : (street[0] ?? '')).trim() === '') refuseWith(context, magentoErrors.requiredField('street'));
  });

/**
 * The region of a US address must be one the store allows (`US_REGIONS`): an unknown code is
 * `Invalid value of "%value" provided for the %fieldName field.` on `region_code`, an unknown id, or an id of
 * another region than the code, the same on `regionId` (Magento's name for it).
 */
export const refuseUnknownUsRegion = (region: { readonly code?: string | null; readonly id?: number | null }, context: z.RefinementCtx): void => {
  const code = region.code?.trim() ?? '';
  if (code !== '' && !usRegionByCode(code)) return refuseWith(context, magentoErrors.invalidFieldValue('region_code', code));
  if (region.id === null || region.id === undefined) return;
  const byId = usRegionById(region.id);
  if (!byId || (code !== '' && byId.code !== code.toUpperCase())) refuseWith(context, magentoErrors.invalidFieldValue('regionId', String(region.id)));
};
