import { describe, it, expect } from 'vitest';
import { LEAVE_COMPARISON_PROMPT, LEAVE_SELECTION_PROMPT, NO_MATCH_MESSAGE, SHOP_ERRORS, mandatoryFieldsEmptyError, noMatchNote, noRingsInStockError, removesRingsTooPrompt } from './error-catalogue';
import { isShopError } from './shop-error';

describe('error catalogue', () => {
  it.each([
    ['RESULTS_NOT_LOADED', 'DISCOVERY.RESULTS_NOT_LOADED', 'There was an error loading the results'],
    ['DIAMOND_NOT_FOUND', 'DIAMOND.NOT_FOUND', 'Diamond was not found'],
    ['ITEM_NOT_ADDED', 'CART.ITEM_NOT_ADDED', 'Item was not added to cart'],
    ['ORDER_NOT_PLACED', 'CHECKOUT.ORDER_NOT_PLACED', 'Order was not placed'],
    ['SOMETHING_WENT_WRONG', 'GENERAL.SOMETHING_WENT_WRONG', 'Something went wrong. Please try again.'],
    ['RING_UNAVAILABLE', 'CART.RING_UNAVAILABLE', 'This ring is no longer available'],
    ['DIAMOND_UNAVAILABLE', 'CART.DIAMOND_UNAVAILABLE', 'This diamond is no longer available'],
    ['COUPON_INVALID', 'COUPON.INVALID', 'The coupon code is invalid'],
    ['NO_DIAMONDS_PASSED', 'COMPARE.NO_DIAMONDS_PASSED', 'There were no diamonds passed'],
    ['COMPARE_LIMIT', 'COMPARE.LIMIT', 'You can only compare two items at a time.'],
    ['FINANCING_FAILED', 'CHECKOUT.FINANCING_FAILED', 'Something went wrong. Please try again.'],
    ['RING_NOT_FOUND', 'RING.NOT_FOUND', 'This ring is no longer available'],
  ] as const)('%s is %s: %j', (name, code, message) => {
    expect(SHOP_ERRORS[name]).toEqual({ code, message });
    expect(isShopError(SHOP_ERRORS[name])).toBe(true);
  });

  it('gives one code one message, except the account refusals, which name what failed', () => {
    const messagesOf = new Map<string, Set<string>>();
    for (const { code, message } of Object.values(SHOP_ERRORS)) messagesOf.set(code, (messagesOf.get(code) ?? new Set()).add(message));
    const shared = [...messagesOf].filter(([, messages]) => messages.size > 1).map(([code]) => code);
    expect(shared).toEqual(['ACCOUNT.REFUSED']);
  });

  it.each([
    ['Full name, Zip', 'The following mandatory fields are empty: Full name, Zip'],
    ['Email', 'The following mandatory fields are empty: Email'],
  ])('the shipping and billing forms missing %j read %j', (names, message) => {
    expect(mandatoryFieldsEmptyError(names)).toEqual({ code: 'CHECKOUT.MANDATORY_FIELDS_EMPTY', message });
  });

  it.each([
    ['halo', 'There are no halo rings in stock right now.'],
    ['three stone', 'There are no three stone rings in stock right now.'],
  ])('the empty ring list for %j reads %j', (option, message) => {
    expect(noRingsInStockError(option)).toEqual({ code: 'RING.NONE_IN_STOCK', message });
  });

  it.each([
    [LEAVE_SELECTION_PROMPT, 'Are you sure you want to leave?\nYou might lose your selected diamond'],
    [LEAVE_COMPARISON_PROMPT, 'Are you sure you want to leave your comparison? Your choices will be lost.'],
  ])('prompts with %j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('says a search no stone matches finds none, apart from the loading error, and what the wider searches widen', () => {
    expect(NO_MATCH_MESSAGE).toBe('No diamond matches this search.');
    expect(NO_MATCH_MESSAGE).not.toBe(SHOP_ERRORS.RESULTS_NOT_LOADED.message);
    expect(noMatchNote(['budget', 'size'])).toBe('A wider budget or size finds some:');
    expect(noMatchNote(['budget'])).toBe('A wider budget finds some:');
    expect(noMatchNote(['size'])).toBe('A wider size finds some:');
    expect(noMatchNote([])).toBe('Try a new search with another budget, size or shape.');
  });
});

describe('the question before the last diamond leaves the bag', () => {
  it('names each ring it takes with it', () => {
    expect(removesRingsTooPrompt(['Classic Solitaire Ring · White Gold · 18K · size 6.5'])).toBe('Removing the diamond also removes the Classic Solitaire Ring · White Gold · 18K · size 6.5 from your bag.');
    expect(removesRingsTooPrompt(['Royal Halo Ring · Rose Gold · 14K · size 5', 'Free Solitaire Ring · White Gold · 14K · size to be confirmed'])).toBe(
      'Removing the diamond also removes the Royal Halo Ring · Rose Gold · 14K · size 5 and the Free Solitaire Ring · White Gold · 14K · size to be confirmed from your bag.',
    );
  });
});
