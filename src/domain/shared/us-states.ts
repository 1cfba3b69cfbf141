/** The shop ships inside the United States only, so the country is a constant, not a choice. */
export const COUNTRY = { id: 'US', name: 'United States' } as const;

/**
 * Where the shop delivers: the 50 states, the District of Columbia, Puerto Rico and the armed forces' post offices
 * (AA Americas, AE Europe, AP Pacific), each with the region id Magento 2.4 ships for it (the rows of its
 * `directory_country_region` table, numbered in the order Magento's directory data inserts them: Alabama 1 …
 * Wyoming 65). The ids have gaps where Magento numbers the other territories (American Samoa, Guam, …), which the
 * shop does not offer. Magento lists AE four times (Africa 6, Canada 8, Europe 9, Middle East 10): the shop offers
 * one AE, Armed Forces Europe (9), the name the Postal Service gives the code; the store takes any of the four.
 * Ordered by name, as Magento's own dropdown lists them.
 */
export const US_STATES = [
  { code: 'AL', name: 'Alabama', regionId: 1 },
  { code: 'AK', name: 'Alaska', regionId: 2 },
  { code: 'AZ', name: 'Arizona', regionId: 4 },
  { code: 'AR', name: 'Arkansas', regionId: 5 },
  { code: 'AA', name: 'Armed Forces Americas', regionId: 7 },
  { code: 'AE', name: 'Armed Forces Europe', regionId: 9 },
  { code: 'AP', name: 'Armed Forces Pacific', regionId: 11 },
  { code: 'CA', name: 'California', regionId: 12 },
  { code: 'CO', name: 'Colorado', regionId: 13 },
  { code: 'CT', name: 'Connecticut', regionId: 14 },
  { code: 'DE', name: 'Delaware', regionId: 15 },
  { code: 'DC', name: 'District of Columbia', regionId: 16 },
  { code: 'FL', name: 'Florida', regionId: 18 },
  { code: 'GA', name: 'Georgia', regionId: 19 },
  { code: 'HI', name: 'Hawaii', regionId: 21 },
  { code: 'ID', name: 'Idaho', regionId: 22 },
  { code: 'IL', name: 'Illinois', regionId: 23 },
  { code: 'IN', name: 'Indiana', regionId: 24 },
  { code: 'IA', name: 'Iowa', regionId: 25 },
  { code: 'KS', name: 'Kansas', regionId: 26 },
  { code: 'KY', name: 'Kentucky', regionId: 27 },
  { code: 'LA', name: 'Louisiana', regionId: 28 },
  { code: 'ME', name: 'Maine', regionId: 29 },
  { code: 'MD', name: 'Maryland', regionId: 31 },
  { code: 'MA', name: 'Massachusetts', regionId: 32 },
  { code: 'MI', name: 'Michigan', regionId: 33 },
  { code: 'MN', name: 'Minnesota', regionId: 34 },
  { code: 'MS', name: 'Mississippi', regionId: 35 },
  { code: 'MO', name: 'Missouri', regionId: 36 },
  { code: 'MT', name: 'Montana', regionId: 37 },
  { code: 'NE', name: 'Nebraska', regionId: 38 },
  { code: 'NV', name: 'Nevada', regionId: 39 },
  { code: 'NH', name: 'New Hampshire', regionId: 40 },
  { code: 'NJ', name: 'New Jersey', regionId: 41 },
  { code: 'NM', name: 'New Mexico', regionId: 42 },
  { code: 'NY', name: 'New York', regionId: 43 },
  { code: 'NC', name: 'North Carolina', regionId: 44 },
  { code: 'ND', name: 'North Dakota', regionId: 45 },
  { code: 'OH', name: 'Ohio', regionId: 47 },
  { code: 'OK', name: 'Oklahoma', regionId: 48 },
  { code: 'OR', name: 'Oregon', regionId: 49 },
  { code: 'PA', name: 'Pennsylvania', regionId: 51 },
  { code: 'PR', name: 'Puerto Rico', regionId: 52 },
  { code: 'RI', name: 'Rhode Island', regionId: 53 },
  { code: 'SC', name: 'South Carolina', regionId: 54 },
  { code: 'SD', name: 'South Dakota', regionId: 55 },
  { code: 'TN', name: 'Tennessee', regionId: 56 },
  { code: 'TX', name: 'Texas', regionId: 57 },
  { code: 'UT', name: 'Utah', regionId: 58 },
  { code: 'VT', name: 'Vermont', regionId: 59 },
  { code: 'VA', name: 'Virginia', regionId: 61 },
  { code: 'WA', name: 'Washington', regionId: 62 },
  { code: 'WV', name: 'West Virginia', regionId: 63 },
  { code: 'WI', name: 'Wisconsin', regionId: 64 },
  { code: 'WY', name: 'Wyoming', regionId: 65 },
] as const;

export type UsState = (typeof US_STATES)[number];
export type UsStateCode = UsState['code'];

/** The dropdown's first, unselected option; choosing it leaves the state missing. */
export const SELECT_STATE_OPTION = { value: 0, label: 'Select' } as const;

export interface StateOption {
  readonly value: 0 | UsStateCode;
  readonly label: string;
}

/** 'Select' (0) first, then every code the shop delivers to, each labelled with its code as the spec's dropdown
 * shows. */
export const STATE_OPTIONS: readonly StateOption[] = [
  SELECT_STATE_OPTION,
  ...US_STATES.map((state) => ({ value: state.code, label: state.code })),
];

export const STATE_REGION_IDS: Readonly<Record<UsStateCode, number>> = Object.fromEntries(
  US_STATES.map((state) => [state.code, state.regionId]),
) as Record<UsStateCode, number>;

/** Accepts any casing and stray spaces, because codes arrive from saved addresses and URL-ish sources. */
export const findUsState = (code: unknown): UsState | undefined => {
  if (typeof code !== 'string') return undefined;
  const wanted = code.trim().toUpperCase();
  return US_STATES.find((state) => state.code === wanted);
};

export const isUsStateCode = (value: unknown): value is UsStateCode =>
  typeof value === 'string' && US_STATES.some((state) => state.code === value);

export const stateName = (code: unknown): string | undefined => findUsState(code)?.name;

export const regionIdOf = (code: unknown): number | undefined => findUsState(code)?.regionId;

/** Magento's other rows for AE (Armed Forces Africa, Canada, Middle East): an address the store keeps under one of
 * them is the shop's AE. */
const OTHER_AE_REGION_IDS: readonly number[] = [6, 8, 10];

export const stateByRegionId = (regionId: number): UsState | undefined =>
  US_STATES.find((state) => state.regionId === regionId || (state.code === 'AE' && OTHER_AE_REGION_IDS.includes(regionId)));

/** The 'Select' option (0, '0', 'Select') and blanks mean no state was chosen. */
export const isStateSelected = (value: unknown): boolean => findUsState(value) !== undefined;

/** The region block Magento expects on an address. */
export interface Region {
  readonly code: UsStateCode;
  readonly name: string;
  readonly id: number;
}

export const regionOf = (code: unknown): Region | undefined => {
  const state = findUsState(code);
  return state && { code: state.code, name: state.name, id: state.regionId };
};
