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

const MAGENTO_REGION_IDS = {
  AL: 1, AK: 2, AZ: 4, AR: 5, CA: 12, CO: 13, CT: 14, DE: 15, FL: 18, GA: 19, HI: 21, ID: 22, IL: 23, IN: 24,
  IA: 25, KS: 26, KY: 27, LA: 28, ME: 29, MD: 31, MA: 32, MI: 33, MN: 34, MS: 35, MO: 36, MT: 37, NE: 38, NV: 39,
  NH: 40, NJ: 41, NM: 42, NY: 43, NC: 44, ND: 45, OH: 47, OK: 48, OR: 49, PA: 51, RI: 52, SC: 53, SD: 54, TN: 55,
  TX: 57, UT: 58, VT: 59, VA: 61, WA: 62, WV: 63, WI: 64, WY: 65,
} as const;

describe('US states', () => {
  it('fixes the country to the United States', () => {
    expect(COUNTRY).toEqual({ id: 'US', name: 'United States' });
  });

  it('lists the 50 states once each, without DC or territories', () => {
    const codes = US_STATES.map((state) => state.code);
    expect(codes).toHaveLength(50);
    expect(new Set(codes).size).toBe(50);
    expect(codes).not.toContain('DC');
    expect(codes).not.toContain('PR');
    expect(new Set(US_STATES.map((state) => state.name)).size).toBe(50);
  });

  it.each(Object.entries(MAGENTO_REGION_IDS))('%s has Magento region id %i', (code, regionId) => {
    expect(STATE_REGION_IDS[code as keyof typeof MAGENTO_REGION_IDS]).toBe(regionId);
    expect(regionIdOf(code)).toBe(regionId);
    expect(stateByRegionId(regionId)?.code).toBe(code);
  });

  it('has exactly the fifty mapped codes', () => {
    expect(Object.keys(STATE_REGION_IDS).sort()).toEqual(Object.keys(MAGENTO_REGION_IDS).sort());
  });

  it('offers Select (0) first, then every state code labelled by its code', () => {
    expect(STATE_OPTIONS[0]).toEqual({ value: 0, label: 'Select' });
    expect(SELECT_STATE_OPTION).toEqual({ value: 0, label: 'Select' });
    expect(STATE_OPTIONS).toHaveLength(51);
    expect(STATE_OPTIONS.slice(1)).toEqual(US_STATES.map((state) => ({ value: state.code, label: state.code })));
  });

  it.each([
    ['CA', 'California'],
    ['ny', 'New York'],
    [' tx ', 'Texas'],
    ['WV', 'West Virginia'],
    ['DC', undefined],
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
    ['DC', false],
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
    ['NY', { region_code: 'NY', region: 'New York', region_id: 43 }],
    ['tx', { region_code: 'TX', region: 'Texas', region_id: 57 }],
    ['Select', undefined],
  ])('regionOf(%j) is the region block %j', (code, region) => {
    expect(regionOf(code)).toEqual(region);
  });

  it.each([3, 16, 66, 0, -1])('region id %i belongs to no state', (regionId) => {
    expect(stateByRegionId(regionId)).toBeUndefined();
  });
});
