import { formatCount } from './count';
/**
 * The error catalogue (spec section 8): every message the shop shows a shopper for a failure, each under a stable
 * code, so that every layer raises the same text and no message is typed again where it is raised. An error is
 * raised as its entry (`throw SHOP_ERRORS.COUPON_INVALID`); a message that takes a value is a function below.
 * It imports nothing: `shop-error.ts` types its codes from it.
 */
const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';
const RING_NO_LONGER_AVAILABLE = 'This ring is no longer available';

export const SHOP_ERRORS = {
  // The spec's catalogue, in its order.
  RESULTS_NOT_LOADED: { code: 'DISCOVERY.RESULTS_NOT_LOADED', message: 'There was an error loading the results' },
  DIAMOND_NOT_FOUND: { code: 'DIAMOND.NOT_FOUND', message: 'Diamond was not found' },
  ITEM_NOT_ADDED: { code: 'CART.ITEM_NOT_ADDED', message: 'Item was not added to cart' },
  ORDER_NOT_PLACED: { code: 'CHECKOUT.ORDER_NOT_PLACED', message: 'Order was not placed' },
  SOMETHING_WENT_WRONG: { code: 'GENERAL.SOMETHING_WENT_WRONG', message: SOMETHING_WENT_WRONG },
  /** A financing decline or a provider that could not open (a cancel is silent and is no error). */
  FINANCING_FAILED: { code: 'CHECKOUT.FINANCING_FAILED', message: SOMETHING_WENT_WRONG },
  /** A bag line whose ring is gone (with 'Start new search'). */
  RING_UNAVAILABLE: { code: 'CART.RING_UNAVAILABLE', message: RING_NO_LONGER_AVAILABLE },
  /** A bag line whose stone is gone (another shopper bought it). */
  DIAMOND_UNAVAILABLE: { code: 'CART.DIAMOND_UNAVAILABLE', message: 'This diamond is no longer available' },
  COUPON_INVALID: { code: 'COUPON.INVALID', message: 'The coupon code is invalid' },
  NO_DIAMONDS_PASSED: { code: 'COMPARE.NO_DIAMONDS_PASSED', message: 'There were no diamonds passed' },
  COMPARE_LIMIT: { code: 'COMPARE.LIMIT', message: 'You can only compare two items at a time.' },
  // The shop's own, where the spec names a situation but no words.
  /** The ring builder reached with a ring that is not in the catalogue (any more). */
  RING_NOT_FOUND: { code: 'RING.NOT_FOUND', message: RING_NO_LONGER_AVAILABLE },
  /** A content page (terms, privacy, about) the store does not have: the words of the shop's page for an unknown address. */
  PAGE_NOT_FOUND: { code: 'CONTENT.NOT_FOUND', message: 'We could not find that page' },
  /** The stored bag is gone from the store (expired, ordered): a new one is started. */
  CART_NOT_FOUND: { code: 'CART.NOT_FOUND', message: 'The bag no longer exists.' },
  COUPON_EMPTY: { code: 'COUPON.EMPTY', message: 'Please enter a coupon code.' },
  ADDRESS_MISSING: { code: 'CHECKOUT.ADDRESS_MISSING', message: 'Please enter your billing and shipping addresses first.' },
  CONTACT_FIELDS_MISSING: { code: 'CONTACT.INVALID', message: 'Please fill in every required field.' },
  ACCOUNT_FIELDS_MISSING: { code: 'ACCOUNT.INVALID', message: 'Please fill in every field.' },
  // The customer account: the store's own message when it gives one (`accountError`), else these.
  SIGN_IN_REFUSED: { code: 'ACCOUNT.REFUSED', message: 'The account sign-in was incorrect.' },
  ACCOUNT_NOT_CREATED: { code: 'ACCOUNT.REFUSED', message: 'The account could not be created.' },
  ADDRESS_NOT_SAVED: { code: 'ACCOUNT.REFUSED', message: 'The address could not be saved.' },
  RESET_LINK_NOT_SENT: { code: 'ACCOUNT.REFUSED', message: 'The reset link could not be sent.' },
  PASSWORD_NOT_RESET: { code: 'ACCOUNT.REFUSED', message: 'The password could not be reset.' },
  PASSWORD_NOT_CHANGED: { code: 'ACCOUNT.REFUSED', message: 'The password could not be changed.' },
  /** An order the account does not hold (a mistyped number, another customer's). */
  ORDER_NOT_FOUND: { code: 'ACCOUNT.ORDER_NOT_FOUND', message: 'We could not find that order in your account.' },
  /** The detail page keeps its stone when no other honours a move and the service gave no reason of its own. */
  NO_OTHER_DIAMOND: { code: 'DIAMOND.NO_OTHER', message: 'There is no other diamond for that change.' },
  // A service that could not be reached or did not answer in time (never a thing that does not exist): the page says
  // so in the spec's words and is answered 503, so browsers and crawlers ask again later.
  /** The results page's recommendations could not be asked for. */
  RESULTS_SERVICE_DOWN: { code: 'DISCOVERY.SERVICE_DOWN', message: 'There was an error loading the results' },
  /** A stone, a comparison or a ring could not be asked for. */
  SERVICE_DOWN: { code: 'GENERAL.SERVICE_DOWN', message: SOMETHING_WENT_WRONG },
  // The chat with an expert.
  CHAT_MESSAGE_EMPTY: { code: 'CHAT.MESSAGE_EMPTY', message: 'Please write a message first.' },
  CHAT_MESSAGE_TOO_LONG: { code: 'CHAT.MESSAGE_TOO_LONG', message: 'Please keep your message under 2,000 characters.' },
  CHAT_UNAVAILABLE: { code: 'CHAT.UNAVAILABLE', message: 'Chat is unavailable right now.' },
  CHAT_NOT_SENT: { code: 'CHAT.NOT_SENT', message: 'Your message was not sent. Please try again.' },
} as const;

export type ShopErrorName = keyof typeof SHOP_ERRORS;

/**
 * Codes whose message is composed where the error is raised: the store's own words (ring add and checkout
 * failures, spec section 8; an address field it refused), or the messages of a form's rules joined. (The customer account's refusals carry
 * the store's words too, under the code of their entry above.)
 */
export const COMPOSED_ERROR_CODES = ['CART.RING_NOT_ADDED', 'CHECKOUT.STORE_REFUSED', 'CHECKOUT.ADDRESS_FIELD_REFUSED', 'FORM.FIELD_REFUSED', 'CERTIFICATE.INVALID', 'EXPERT.INVALID'] as const;

/** Every code a shop error may carry: `shopError('TYPO', …)` does not compile. */
export type ShopErrorCode =
  | (typeof SHOP_ERRORS)[ShopErrorName]['code']
  | (typeof COMPOSED_ERROR_CODES)[number]
  | ReturnType<typeof noRingsInStockError>['code']
  | ReturnType<typeof ringPageNotFoundError>['code']
  | ReturnType<typeof noDiamondInShapeError>['code']
  | ReturnType<typeof mandatoryFieldsEmptyError>['code'];

/** The ring list of an option without rings. */
export const noRingsInStockError = (option: string) =>
  ({ code: 'RING.NONE_IN_STOCK', message: `There are no ${option} rings in stock right now.` }) as const;

/** A page of the ring list past its last page (an old or mistyped link): the list says where it ends, and the page
 * offers its first and last pages. */
export const ringPageNotFoundError = (page: number, lastPage: number) =>
  ({ code: 'RING.PAGE_NOT_FOUND', message: `There is no page ${page} of rings: the list ends at page ${lastPage}.`, lastPage }) as const;

/** The shipping and billing forms: 'The following mandatory fields are empty: Full name, Zip'. */
export const MANDATORY_FIELDS_PREFIX = 'The following mandatory fields are empty: ';
export const mandatoryFieldsEmptyError = (names: string) => ({ code: 'CHECKOUT.MANDATORY_FIELDS_EMPTY', message: `${MANDATORY_FIELDS_PREFIX}${names}` }) as const;

/** The detail page's shape dropdown found no stone of that shape for the stored search. */
export const noDiamondInShapeError = (shape: string) => ({ code: 'DIAMOND.NONE_IN_SHAPE', message: `There is no ${shape} diamond for your search.` }) as const;

/*
 * What a product page without its stone offers instead (domain/diamond/alternatives.ts), said beside its message.
 */
const CLOSEST = 'closest to it: the same shape, close in carat, color, clarity and price';

/** A stone the recommendation service still knows, `stone` in words ('1.01 ct Oval diamond (F color, VS2 clarity)'),
 * and how many stones on sale are offered in its place. */
export const soldStoneNote = (stone: string, offered: number, sold: boolean): string => {
  const lead = sold ? `This ${stone} has been sold.` : `The ${stone} is not on sale right now.`;
  if (offered === 0) return `${lead} No diamond on sale comes close to it right now.`;
  return `${lead} ${offered === 1 ? `Here is the diamond on sale ${CLOSEST}.` : `Here are the ${offered} diamonds on sale ${CLOSEST}.`}`;
};

/** An id the shop never had: no stone to be near, so the top picks of the default search (`search` in words) stand in. */
export const unknownStoneNote = (search: string, offered: number): string => {
  const lead = 'We have no diamond with this number.';
  if (offered === 0) return lead;
  return `${lead} ${offered === 1 ? 'Here is the top pick' : `Here are the top ${offered} picks`} of our default search, ${search}, instead.`;
};

/** The results of a search no stone matches, said as it is: the spec's 'There was an error loading the results' is
 * for a search that could not be answered. */
export const NO_MATCH_MESSAGE = 'No diamond matches this search.';

/** What the page says above the wider searches it offers (by their kinds, budget first), or without any. */
export const noMatchNote = (widenings: readonly ('budget' | 'size')[]): string => {
  if (widenings.length === 0) return 'Try a new search with another budget, size or shape.';
  const what = widenings.includes('budget') && widenings.includes('size') ? 'budget or size' : widenings.includes('budget') ? 'budget' : 'size';
  return `A wider ${what} finds some:`;
};

/*
 * Make an offer (the product page's 'Speak to an expert'): an amount between half the price and the price (product
 * decision, third round), said on the offer's field. The amounts come written in the shop's money format.
 */
export const OFFER_AMOUNT_MISSING = 'Please enter the amount you offer.';
export const offerTooLowMessage = (least: string) => `Please offer at least ${least}, half the price.`;
export const offerTooHighMessage = (price: string) => `An offer cannot be more than the price, ${price}.`;

/** Prompts before leaving, not errors, kept beside them because they are catalogue text too. */
export const LEAVE_SELECTION_PROMPT = 'Are you sure you want to leave?\nYou might lose your selected diamond';
export const LEAVE_COMPARISON_PROMPT = 'Are you sure you want to leave your comparison? Your choices will be lost.';
/** Asked before the bag's last diamond goes, taking its rings with it, naming each ring as its line reads. */
export const removesRingsTooPrompt = (rings: readonly string[]): string => `Removing the diamond also removes ${rings.map((ring) => `the ${ring}`).join(' and ')} from your bag.`;

/*
 * Field messages of the address, registration and contact forms where the spec gives none: each says, before
 * anything is sent, what the store would refuse (its rules and Magento's lengths), so the store's own templates never
 * reach the shopper. The spec's 'Required' and 'Incomplete phone number' stay with the rules that raise them.
 */
export const ZIP_FIVE_DIGITS_MESSAGE = 'Please enter a 5-digit ZIP code.';
export const FIRST_AND_LAST_NAME_MESSAGE = 'Please enter your first and last name.';
/** A text longer than the store keeps (Magento's 255 characters for names, street lines, city and company). */
export const tooLongMessage = (maxLength: number) => `Please shorten this to ${formatCount(maxLength)} characters or fewer.`;
export const PHONE_DIGITS_ONLY_MESSAGE = 'Please use only digits in the phone number.';
export const PHONE_NOT_A_US_NUMBER_MESSAGE = 'Please enter a US phone number (country code +1).';
export const PHONE_TOO_MANY_DIGITS_MESSAGE = 'A US phone number has 10 digits: please remove the extra ones.';
export const PHONE_NUMBER_NOT_VALID_MESSAGE = 'Please check the phone number.';

/** A field the store refused for a reason the forms could not foresee: its plain words, by the kind of field, never
 * the store's template ('Invalid value of "0210" provided for the postcode field.'). */
export const FIELD_REFUSED_MESSAGES = {
  name: 'Please check the name.',
  company: 'Please check the company name.',
  street: 'Please check the street address.',
  city: 'Please check the city.',
  state: 'Please choose the state again.',
  zip: 'Please check the ZIP code.',
  phone: PHONE_NUMBER_NOT_VALID_MESSAGE,
  email: 'Please check the email address.',
  message: 'Please check your message.',
} as const;

/** A sign-in sent with a blank field: the store names it by its API name ('username'); the form says Email. */
export const SIGN_IN_EMAIL_REQUIRED = 'Email is required.';
export const SIGN_IN_PASSWORD_REQUIRED = 'Password is required.';
