import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** A shopper whose page has no script (it has not run yet, or never will): links and the forms that matter work all
 * the same, posting to the pages' actions, which run the same use cases as the page's models. */
test.use({ javaScriptEnabled: false });

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const AUTH = { username: 'loupe', password: 'loupe-dev' };

test.beforeEach(async ({ request }) => {
  await request.post(`${MOCK}/__control/reset`);
});

/** A stone the recommendation service offers for $5,000 to $10,000. */
async function aStone(request: APIRequestContext): Promise<string> {
  const picks = (await (await request.post(`${MOCK}/recommendation/recommendations/`, { data: { header: AUTH, body: { price_total_from: 5000, price_total_to: 10000, shapes: ['Round'] } } })).json()) as { recommended: { diamond: { diamond_id: string } } };
  return picks.recommended.diamond.diamond_id;
}

const productPath = (id: string) => `/product-details/${Buffer.from(id).toString('base64url')}`;

async function selectWithoutScript(page: Page, diamondId: string) {
  await page.goto(productPath(diamondId));
  await page.getByRole('button', { name: 'Select diamond' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator(`[data-testid="bag-item"][data-sku="${diamondId}"]`)).toBeVisible();
}

for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
  test(`at ${viewport.width} px: Select diamond puts the stone in the bag, WELCOME10 applies, Checkout leads on, without a script`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const diamondId = await aStone(request);
    await selectWithoutScript(page, diamondId);
    const total = await page.getByTestId('bag-total').textContent();

    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('The coupon was applied')).toBeVisible();
    await expect(page.getByTestId('bag-discount')).toBeVisible();
    expect(await page.getByTestId('bag-total').textContent()).not.toBe(total);

    await page.getByRole('button', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('link', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/shipping-billing$/);
    // The address page shows the bag's lines, read on the server from the session.
    await expect(page.getByTestId('order-item')).toHaveCount(1);
    await expect(page.getByTestId('order-summary')).toContainText(/ct/);
  });
}

for (const viewport of [{ width: 375, height: 812 }, { width: 1280, height: 900 }]) {
  test(`at ${viewport.width} px, from the landing page to the payment step without a script: a budget, the Top 4, a stone, the bag, WELCOME10, the addresses`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    // The landing page's way into the guided search, then the price path: links all the way.
    await page.locator('main a[href="/shop-by"], main a[href^="/shop-by-price/step1"]').first().click();
    if (new URL(page.url()).pathname === '/shop-by') await page.getByRole('link', { name: /Shop by price/ }).click();
    await expect(page).toHaveURL(/\/shop-by-price\/step1/);
    await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
    await expect(page).toHaveURL(/\/shop-by-price\/step2\?price_total_from=5000&price_total_to=10000/);
    const cards = page.getByTestId('recommended-diamond');
    await expect(cards).toHaveCount(4);
    const diamondId = (await cards.first().getAttribute('data-diamond-id')) ?? '';
    expect(diamondId).not.toBe('');
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product-details\//);
    await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', diamondId);

    await page.getByRole('button', { name: 'Select diamond' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator(`[data-testid="bag-item"][data-sku="${diamondId}"]`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('The coupon was applied')).toBeVisible();
    await expect(page.getByTestId('bag-discount')).toBeVisible();

    await page.getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('link', { name: 'Continue as a guest' }).click();
    await expect(page).toHaveURL(/\/shipping-billing$/);
    await expect(page.getByTestId('order-item')).toHaveCount(1);
    const field = (name: string) => page.getByRole('textbox', { name, exact: true }).first();
    await field('First name').fill('Grace');
    await field('Last name').fill('Hopper');
    await field('Address').fill('1 Beacon Street');
    await field('City').fill('Boston');
    await page.getByRole('combobox', { name: 'State' }).first().selectOption('MA');
    await field('Zip').fill('02108');
    await field('Phone').fill('617 555 1234');
    await field('Email').fill('grace@example.com');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The payment step: the bag is there, and the page says plainly that paying needs the partners' scripts.
    await expect(page).toHaveURL(/\/cardholder-review$/);
    await expect(page.getByTestId('order-item')).toHaveCount(1);
    await expect(page.getByTestId('payment-needs-script')).toBeVisible();
    await expect(page.getByTestId('payment-needs-script')).toContainText('Paying needs JavaScript');
    await expect(page.getByTestId('payment-needs-script')).toContainText('Your bag and your addresses are kept');
    // The provider's card frame waits for the script that talks to it: the server's HTML frames nothing.
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByTestId('card-frame-placeholder')).toBeVisible();
  });
}

test('an empty or refused coupon is told on the bag page, without a script', async ({ page, request }) => {
  await selectWithoutScript(page, await aStone(request));
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please enter a coupon code.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Coupon code' }).fill('EXPIRED5');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The coupon code is invalid')).toBeVisible();
});

test('signing in and signing up work without a script: the session is kept, refusals show on the page with what was typed', async ({ page }) => {
  await page.goto('/register?returnUrl=/account');
  const logIn = page.getByRole('region', { name: 'Sign in' });
  await logIn.getByRole('textbox', { name: 'Email' }).fill('demo@loupe.test');
  await logIn.locator('input[type="password"]').fill('wrong-password');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(logIn.getByRole('alert')).toContainText('sign-in was incorrect');
  await expect(logIn.getByRole('textbox', { name: 'Email' })).toHaveValue('demo@loupe.test');
  await expect(logIn.locator('input[type="password"]')).toHaveValue('');
  await logIn.locator('input[type="password"]').fill('Diamond2024!');
  await logIn.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId('contact-email')).toHaveText('demo@loupe.test');

  await page.context().clearCookies();
  await page.goto('/new-client');
  const signUp = page.getByRole('region', { name: 'Create an account' });
  await signUp.getByRole('textbox', { name: 'First name' }).fill('Ines');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(signUp.getByRole('textbox', { name: 'First name' })).toHaveValue('Ines');
  await expect(signUp.getByText('Required').first()).toBeVisible();
  await signUp.getByRole('textbox', { name: 'Last name' }).fill('Noscript');
  await signUp.getByRole('textbox', { name: 'Email' }).fill(`ines.${Date.now()}@loupe.test`);
  await signUp.locator('input[type="password"]').fill('Cobol1959!');
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/shipping-billing$/);
  expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('loupe_customer');
});

test('a ring goes in the bag without a script: a size first, then Add to bag', async ({ page, request }) => {
  await selectWithoutScript(page, await aStone(request));
  await page.goto('/ring-builder/halo-royal?color=White-Gold&metal=18K');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page.getByText('Required')).toBeVisible();
  await page.getByRole('combobox', { name: /size/i }).selectOption('6.5');
  await page.getByRole('button', { name: 'Add to bag' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator('[data-testid="bag-item"][data-sku="fw-halo-er-White Gold-18K-6.5"]')).toBeVisible();
});

test('the addresses are saved without a script: refusals on their fields with what was typed, then on to payment', async ({ page, request }) => {
  await selectWithoutScript(page, await aStone(request));
  await page.goto('/shipping-billing');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true }).first();
  await field('First name').fill('Grace');
  await field('Last name').fill('Hopper');
  await field('Address').fill('1 Navy Yard');
  await field('City').fill('Boston');
  await page.getByRole('combobox', { name: 'State' }).first().selectOption('MA');
  await field('Zip').fill('0210');
  await field('Phone').fill('+1 617 555 1234');
  await field('Email').fill('grace@example.com');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  // Refused on its field, in the shop's words, with everything typed kept.
  await expect(page).toHaveURL(/\/shipping-billing$/);
  await expect(field('Zip')).toHaveValue('0210');
  await expect(field('Zip')).toHaveAttribute('aria-invalid', 'true');
  await expect(field('First name')).toHaveValue('Grace');
  await expect(field('Phone')).toHaveValue('(617) 555-1234');
  await field('Zip').fill('02108');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/cardholder-review$/);
  await expect(page.getByTestId('order-item')).toHaveCount(1);
});
