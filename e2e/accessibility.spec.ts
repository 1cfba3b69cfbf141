import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expectErrorsAnnounced, expectNoSeriousViolations } from './support/accessibility';
import { authorizeCard, fillBillingPanel } from './support/checkout-journey';
import { tryComparingThree } from './support/discovery-journey';
import { expect, expectHttpError, test } from './support/shop-test';

/** A page of the route table in a state a shopper reaches, checked with axe once it has loaded. */
export interface CheckedPage {
  /** The route as written in src/ui/app/routes.tsx. */
  readonly route: string;
  /** What is on screen, for the test title and the failure message. */
  readonly state: string;
  /** Brings the page to that state and waits until it has loaded. */
  readonly open: (page: Page) => Promise<void>;
}

// Journeys shared by several pages.

async function recommendations(page: Page) {
  await page.goto('/shop-by-price/step1');
  await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
  await expect(page.getByTestId('recommended-diamond')).toHaveCount(4);
}

async function diamondDetails(page: Page, { skipTour }: { skipTour: boolean }) {
  await recommendations(page);
  await page.getByTestId('recommended-diamond').first().getByRole('link', { name: /^finest:/ }).click();
  await expect(page.getByTestId('diamond-title')).toBeVisible();
  const tour = page.getByRole('dialog');
  await expect(tour).toBeVisible();
  if (skipTour) {
    await page.getByRole('button', { name: 'Skip the tour' }).click();
    await expect(tour).toBeHidden();
  }
}

async function bagWithDiamond(page: Page) {
  await diamondDetails(page, { skipTour: true });
  await page.getByRole('button', { name: 'Select diamond' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByTestId('bag-item')).toHaveCount(1);
}

async function ringBuilder(page: Page) {
  await page.goto('/ring-detail');
  await page.getByTestId('ring-card').first().click();
  await expect(page.getByRole('button', { name: 'Add to bag' })).toBeVisible();
}

/** The demo customer of the mock store, signed in through the log-in form; lands on the return url. */
async function signedIn(page: Page, returnUrl = '/account') {
  await page.goto(`/register?returnUrl=${returnUrl}`);
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.getByLabel('Password', { exact: true }).fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`${returnUrl}$`));
}

/** A guest with a diamond in the bag who gave the addresses and reached the payment choice. */
async function guestAtPayment(page: Page) {
  await bagWithDiamond(page);
  await page.goto('/shipping-billing');
  await fillBillingPanel(page);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cardholder-review$/);
  await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
}

async function cardAuthorized(page: Page) {
  await authorizeCard(page);
  await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toBeVisible();
}

const heading = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
const visit = (path: string, title: string | RegExp) => async (page: Page) => {
  await page.goto(path);
  await heading(page, title);
};

/** Every route of the route table, and the states of a journey that show something more. Add a page here. */
export const CHECKED_PAGES: readonly CheckedPage[] = [
  { route: '/', state: 'landing', open: visit('/', 'Where BIG commitment meets SMART choices.') },
  {
    route: '/',
    state: 'side menu open',
    open: async (page) => {
      await visit('/', 'Where BIG commitment meets SMART choices.')(page);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    },
  },
  {
    route: '/shop-by',
    state: "side menu opened before the page's script runs",
    open: async (page) => {
      // The page's scripts are held for good: the server's HTML alone, its menu opened by the browser itself.
      await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, () => new Promise<void>(() => undefined));
      await page.goto('/shop-by', { waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    },
  },
  { route: '/shop-by', state: 'three ways to search', open: visit('/shop-by', /./) },
  {
    route: '/shop-by',
    state: 'education modal open',
    open: async (page) => {
      await visit('/shop-by', /./)(page);
      await page.getByRole('button', { name: 'Diamond education' }).click();
      await expect(page.getByRole('dialog', { name: 'Diamond Education' })).toBeVisible();
    },
  },
  {
    route: '/shop-by',
    state: 'education modal, clarity step with the key of symbols',
    open: async (page) => {
      await visit('/shop-by', /./)(page);
      await page.getByRole('button', { name: 'Diamond education' }).click();
      const dialog = page.getByRole('dialog', { name: 'Diamond Education' });
      await dialog.getByRole('button', { name: /^Step 4:/ }).click();
      await dialog.getByRole('button', { name: 'GIA Key of Symbols' }).click();
      await expect(page.getByRole('dialog').getByText(/plot/i).first()).toBeVisible();
    },
  },
  { route: '/shop-by-price/step1', state: 'price ranges', open: visit('/shop-by-price/step1', /./) },
  { route: '/shop-by-price/step2', state: 'Top 4 (slider)', open: recommendations },
  {
    route: '/shop-by-price/step2',
    state: 'Top 4 on a phone (list), shape filter open',
    open: async (page) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await recommendations(page);
      await page.getByRole('button', { name: 'Change shape' }).click();
      await expect(page.getByRole('group', { name: 'Choose a shape' })).toBeVisible();
    },
  },
  {
    route: '/shop-by-price/step2',
    state: 'compare mode with its error',
    open: async (page) => {
      await recommendations(page);
      await tryComparingThree(page);
    },
  },
  { route: '/shop-by-size/step1', state: 'carat picker', open: visit('/shop-by-size/step1', /./) },
  { route: '/shop-by-shape/step1', state: 'shape picker', open: visit('/shop-by-shape/step1', /./) },
  {
    route: '/compare-diamonds',
    state: 'two diamonds side by side',
    open: async (page) => {
      await recommendations(page);
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await page.getByRole('checkbox').nth(0).check();
      await page.getByRole('checkbox').nth(1).check();
      await page.getByRole('button', { name: 'Compare', exact: true }).click();
      await expect(page.getByTestId('compared-diamond')).toHaveCount(2);
    },
  },
  {
    route: '/product-details',
    state: 'no diamond chosen',
    open: async (page) => {
      await page.goto('/product-details');
      await expect(page.getByRole('alert')).toContainText('Diamond was not found');
    },
  },
  { route: '/product-details/:encodedId', state: 'first visit, guided tour open', open: (page) => diamondDetails(page, { skipTour: false }) },
  { route: '/product-details/:encodedId', state: 'the diamond, tour dismissed', open: (page) => diamondDetails(page, { skipTour: true }) },
  {
    route: '/product-details/:encodedId',
    state: 'certificate request open',
    open: async (page) => {
      await diamondDetails(page, { skipTour: true });
      await page.getByRole('button', { name: 'Request the GIA certificate' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Request the certificate' })).toBeVisible();
    },
  },
  {
    route: '/cart',
    state: 'empty bag',
    open: async (page) => {
      await page.goto('/cart');
      await expect(page.getByText('You have no items in your bag.')).toBeVisible();
    },
  },
  { route: '/cart', state: 'a diamond in the bag', open: bagWithDiamond },
  {
    route: '/ring-detail',
    state: 'ring catalogue',
    open: async (page) => {
      await page.goto('/ring-detail');
      await expect(page.getByTestId('ring-card').first()).toBeVisible();
    },
  },
  { route: '/ring-builder/:ringUrlKey', state: 'a ring', open: ringBuilder },
  {
    route: '/ring-builder/:ringUrlKey',
    state: 'size missing',
    open: async (page) => {
      await ringBuilder(page);
      await page.getByRole('button', { name: 'Add to bag' }).click();
      await expect(page.getByText('Required')).toBeVisible();
    },
  },
  { route: '/register', state: 'sign in or sign up', open: visit('/register', 'Sign in or create an account') },
  {
    route: '/new-client',
    state: 'sign up',
    open: async (page) => {
      await page.goto('/new-client');
      await expect(page.getByRole('region', { name: 'Create an account' })).toBeVisible();
    },
  },
  {
    route: '/account',
    state: 'the demo customer',
    open: async (page) => {
      await signedIn(page);
      await expect(page.getByTestId('contact-email')).toHaveText('demo@loupe.test');
    },
  },
  {
    route: '/account-markup',
    state: 'the demo customer',
    open: async (page) => {
      await signedIn(page, '/account-markup');
      await expect(page.getByTestId('contact-email')).toHaveText('demo@loupe.test');
    },
  },
  { route: '/password-forgot', state: 'form', open: visit('/password-forgot', 'Forgot your password?') },
  { route: '/password-reset', state: 'form from the emailed link', open: visit('/password-reset?token=from-the-email', 'Choose a new password') },
  {
    route: '/password-change',
    state: 'the demo customer',
    open: async (page) => {
      await signedIn(page, '/password-change');
      await heading(page, 'Change your password');
    },
  },
  {
    route: '/billing',
    state: 'the demo customer edits the billing address',
    open: async (page) => {
      await signedIn(page);
      await page.getByRole('link', { name: 'Edit' }).first().click();
      await heading(page, 'Billing address');
    },
  },
  {
    route: '/shipping',
    state: 'the demo customer edits the shipping address',
    open: async (page) => {
      await signedIn(page);
      await page.getByRole('link', { name: 'Edit' }).last().click();
      await heading(page, 'Shipping address');
    },
  },
  {
    route: '/shipping-billing',
    state: 'empty panels submitted, separate shipping address',
    open: async (page) => {
      await bagWithDiamond(page);
      await page.goto('/shipping-billing');
      await page.getByRole('checkbox', { name: 'Ship to my billing address' }).uncheck();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(page.getByTestId('shipping-panel').getByText('Required').first()).toBeVisible();
    },
  },
  {
    route: '/shipping',
    state: 'a checkout step with the mandatory-fields message',
    open: async (page) => {
      await bagWithDiamond(page);
      await page.goto('/shipping');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByRole('alert')).toContainText('The following mandatory fields are empty');
    },
  },
  {
    route: '/billing',
    state: 'a checkout step',
    open: async (page) => {
      await bagWithDiamond(page);
      await page.goto('/billing');
      await heading(page, 'Billing address');
    },
  },
  {
    route: '/order-review',
    state: 'items, totals and addresses',
    open: async (page) => {
      await guestAtPayment(page);
      await page.goto('/order-review');
      await heading(page, 'Review your order');
    },
  },
  {
    route: '/cardholder',
    state: 'the hosted card fields',
    open: async (page) => {
      await guestAtPayment(page);
      await page.goto('/cardholder');
      await expect(page.frameLocator('iframe[title="Card details"]').getByLabel('Card number')).toBeVisible();
    },
  },
  { route: '/cardholder-review', state: 'the payment choice', open: guestAtPayment },
  {
    route: '/cardholder-review',
    state: 'the card authorized, Confirm payment open',
    open: async (page) => {
      await guestAtPayment(page);
      await cardAuthorized(page);
    },
  },
  {
    route: '/cardholder-review',
    state: "the financing provider's checkout open",
    open: async (page) => {
      await guestAtPayment(page);
      await page.getByRole('radio', { name: /Monthly payments/ }).check();
      await page.getByRole('button', { name: 'Continue with the financing provider' }).click();
      await expect(page.getByRole('dialog', { name: 'Pay over time' }).frameLocator('iframe[title="Financing checkout"]').getByLabel('Last 4 digits of your SSN')).toBeVisible();
    },
  },
  {
    route: '/order-received',
    state: 'after a card payment',
    open: async (page) => {
      await guestAtPayment(page);
      await cardAuthorized(page);
      await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm payment' }).click();
      await heading(page, 'Thank you for your order');
    },
  },
  { route: '/contact', state: 'form', open: visit('/contact', 'Contact us') },
  { route: '/contact-us', state: 'form', open: visit('/contact-us', 'Contact us') },
  { route: '/how-it-works', state: 'three steps', open: visit('/how-it-works', /./) },
  { route: '/terms-conditions', state: 'CMS page 7', open: visit('/terms-conditions', 'Terms & Conditions') },
  { route: '/privacy-policy', state: 'CMS page 4', open: visit('/privacy-policy', /./) },
  { route: '/about', state: 'CMS page 5', open: visit('/about', /./) },
  { route: '/diamond_search', state: 'under construction', open: visit('/diamond_search', /./) },
  {
    route: '*',
    state: 'an unknown address',
    open: async (page) => {
      expectHttpError(404);
      await visit('/no-such-page', /./)(page);
    },
  },
];

/** Routes of the table not checked yet (none now). Moving a route from here to CHECKED_PAGES is how it joins the
 * check. */
export const NOT_CHECKED_YET: readonly string[] = [];

test('every route of the route table is checked (or listed as not checked yet)', () => {
  const table = readFileSync('src/ui/app/routes.tsx', 'utf8');
  const routes = [...table.matchAll(/path: '([^']+)'/g)].map((match) => match[1] ?? '');
  expect(routes.length).toBeGreaterThan(0);
  const covered = new Set([...CHECKED_PAGES.map((checked) => checked.route), ...NOT_CHECKED_YET]);
  expect(routes.filter((route) => !covered.has(route))).toEqual([]);
});

for (const checked of CHECKED_PAGES) {
  test(`${checked.route} (${checked.state}) has no serious accessibility violation`, async ({ page }) => {
    await checked.open(page);
    await expectNoSeriousViolations(page, `${checked.route} (${checked.state})`);
  });
}

test.describe('form errors are announced', () => {
  test('/shipping-billing: the panel errors', async ({ page }) => {
    await bagWithDiamond(page);
    await page.goto('/shipping-billing');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/shipping-billing');
    await expect(page.getByTestId('billing-panel').getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('/register: the sign-up errors', async ({ page }) => {
    await page.goto('/register');
    const signUp = page.getByRole('region', { name: 'Create an account' });
    await signUp.getByRole('button', { name: 'Create account' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/register sign-up');
    await expect(signUp.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
    await expect(signUp.locator('input[type="password"]')).toHaveAttribute('aria-invalid', 'true');
  });

  test('/register: a failed sign-in', async ({ page }) => {
    expectHttpError(401);
    await page.goto('/register');
    const logIn = page.getByRole('region', { name: 'Sign in' });
    await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
    await logIn.getByLabel('Password', { exact: true }).fill('not-the-password');
    await logIn.getByRole('button', { name: 'Sign in' }).click();
    await expect(logIn.getByRole('alert')).toBeVisible();
  });

  test('/new-client: the sign-up errors', async ({ page }) => {
    await page.goto('/new-client');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/new-client');
  });

  test('/contact: the required fields', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/contact');
    await expect(page.getByRole('textbox', { name: /What's on your mind/ })).toHaveAttribute('aria-invalid', 'true');
  });

  test('/password-forgot: the email', async ({ page }) => {
    await page.goto('/password-forgot');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/password-forgot (empty)');
    await page.getByRole('textbox', { name: 'Email' }).fill('not an address');
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expectErrorsAnnounced(page, ['Please enter a valid email address'], '/password-forgot (malformed)');
  });

  test('/cart: an invalid coupon', async ({ page }) => {
    expectHttpError(404);
    await bagWithDiamond(page);
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-COUPON');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expectErrorsAnnounced(page, ['The coupon code is invalid'], '/cart coupon');
  });

  test('/ring-builder: the size is required', async ({ page }) => {
    await ringBuilder(page);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await expectErrorsAnnounced(page, ['Required'], '/ring-builder size');
    await expect(page.getByRole('combobox', { name: /^Select/ }).last()).toHaveAttribute('aria-invalid', 'true');
  });
});
