import { describe, it, expect } from 'vitest';
import {
  COUNTRY,
  SELECT_STATE_OPTION,
  STATE_OPTIONS,
  STATE_REGION_IDS,
  US_STATES,
  findUsState,
  isStateSelected,
  isUsStateCode,
  regionIdOf,
  regionOf,
  stateByRegionId,
  stateName,
} from './us-states';

/** Magento 2.4's region ids for the US: the rows of `directory_country_region` in the order its directory data
 * (`InitializeDirectoryData`) inserts them, Alabama 1 to Wyoming 65. */
const MAGENTO_REGION_IDS = {
  AL: 1, AK: 2, AZ: 4, AR: 5, AA: 7, AE: 9, AP: 11, CA: 12, CO: 13, CT: 14, DE: 15, DC: 16, FL: 18, GA: 19, HI: 21,
  ID: 22, IL: 23, IN: 24, IA: 25, KS: 26, KY: 27, LA: 28, ME: 29, MD: 31, MA: 32, MI: 33, MN: 34, MS: 35, MO: 36,
  MT: 37, NE: 38, NV: 39, NH: 40, NJ: 41, NM: 42, NY: 43, NC: 44, ND: 45, OH: 47, OK: 48, OR: 49, PA: 51, PR: 52,
  RI: 53, SC: 54, SD: 55, TN: 56, TX: 57, UT: 58, VT: 59, VA: 61, WA: 62, WV: 63, WI: 64, WY: 65,
} as const;

const THE_FIFTY_STATES = Object.keys(MAGENTO_REGION_IDS).filter((code) => !['AA', 'AE', 'AP', 'DC', 'PR'].includes(code));

describe('US states', () => {
  it('fixes the country to the United States', () => {
    expect(COUNTRY).toEqual({ id: 'US', name: 'United States' });
  });

  it('lists the 50 states, DC, Puerto Rico and the armed forces codes once each, and no other territory', () => {
    const codes = US_STATES.map((state) => state.code);
    expect(THE_FIFTY_STATES).toHaveLength(50);
    expect([...codes].sort()).toEqual([...THE_FIFTY_STATES, 'AA', 'AE', 'AP', 'DC', 'PR'].sort());
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(55);
    for (const territory of ['AS', 'GU', 'VI', 'MP', 'FM', 'MH', 'PW']) expect(codes).not.toContain(territory);
  });

  it.each([
    ['DC', 'District of Columbia'],
    ['PR', 'Puerto Rico'],
    ['AA', 'Armed Forces Americas'],
    ['AE', 'Armed Forces Europe'],
    ['AP', 'Armed Forces Pacific'],
  ])('offers %s (%s) in the dropdown and as a region for the store', (code, name) => {
    expect(STATE_OPTIONS).toContainEqual({ value: code, label: code });
    expect(isStateSelected(code)).toBe(true);
    expect(regionOf(code.toLowerCase())).toEqual({ code, name, id: MAGENTO_REGION_IDS[code as keyof typeof MAGENTO_REGION_IDS] });
  });

  it('lists the regions by name, as the store\'s own dropdown does', () => {
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it.each([6, 8, 10])('reads the store\'s other Armed Forces row %i (Africa, Canada, Middle East) as AE', (regionId) => {
    expect(stateByRegionId(regionId)?.code).toBe('AE');
  });

  it.each(Object.entries(MAGENTO_REGION_IDS))('%s has Magento region id %i', (code, regionId) => {
    expect(STATE_REGION_IDS[code as keyof typeof MAGENTO_REGION_IDS]).toBe(regionId);
    expect(regionIdOf(code)).toBe(regionId);
    expect(stateByRegionId(regionId)?.code).toBe(code);
  });

  it('maps exactly the codes it offers', () => {
    expect(Object.keys(STATE_REGION_IDS).sort()).toEqual(Object.keys(MAGENTO_REGION_IDS).sort());
  });

  it('offers Select (0) first, then every state code labelled by its code', () => {
    expect(STATE_OPTIONS[0]).toEqual({ value: 0, label: 'Select' });
    expect(SELECT_STATE_OPTION).toEqual({ value: 0, label: 'Select' });
    expect(STATE_OPTIONS).toHaveLength(56);
    expect(STATE_OPTIONS.slice(1)).toEqual(US_STATES.map((state) => ({ value: state.code, label: state.code })));
  });

  it.each([
    ['CA', 'California'],
    ['ny', 'New York'],
    [' tx ', 'Texas'],
    ['WV', 'West Virginia'],
    ['DC', 'District of Columbia'],
    ['GU', undefined],
    ['', undefined],
    [0, undefined],
    [null, undefined],
  ])('stateName(%j) is %j', (code, name) => {
    expect(stateName(code)).toBe(name);
    expect(findUsState(code)?.name).toBe(name);
  });

  it.each([
    ['CA', true],
    ['WY', true],
    ['ca', false],
    ['DC', true],
    ['GU', false],
    ['Select', false],
    [0, false],
    [undefined, false],
  ])('isUsStateCode(%j) is %s', (value, expected) => {
    expect(isUsStateCode(value)).toBe(expected);
  });

  it.each([
    ['AL', true],
    ['ak', true],
    [0, false],
    ['0', false],
    ['Select', false],
    ['', false],
    [null, false],
    ['XX', false],
  ])('isStateSelected(%j) is %s', (value, expected) => {
    expect(isStateSelected(value)).toBe(expected);
  });

  it.each([
    ['NY', { code: 'NY', name: 'New York', id: 43 }],
    ['tx', { code: 'TX', name: 'Texas', id: 57 }],
    ['Select', undefined],
  ])('regionOf(%j) is the region block %j', (code, region) => {
    expect(regionOf(code)).toEqual(region);
  });

  it.each([3, 17, 20, 60, 66, 0, -1])('region id %i belongs to no region the shop offers', (regionId) => {
    expect(stateByRegionId(regionId)).toBeUndefined();
  });
});
