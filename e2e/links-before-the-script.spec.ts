import type { ConsoleMessage, Page, Route } from '@playwright/test';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

/*
 * Every way forward is a link in the server's HTML: tapped before the page's script has run (on a slow phone that is
 * seconds), opened in a new tab, it lands where it leads, and what the tap used to store is stored by the page it
 * lands on.
 */

const RESULTS = '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price';
const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;

/** The product page of the stone the recommendation service offers first for $5,000 to $10,000, Round. */
async function aStonesPage(page: Page): Promise<string> {
  const answer = await page.request.post(`${MOCK}/recommendation/recommendations/`, {
    data: { header: { username: 'loupe', password: 'loupe-dev' }, body: { price_total_from: 5000, price_total_to: 10000, shapes: ['Round'] } },
  });
  const picks = (await answer.json()) as { recommended: { diamond: { diamond_id: string } } };
  return `/product-details/${Buffer.from(picks.recommended.diamond.diamond_id).toString('base64url')}`;
}
/** A page waking on a mid-range phone, and the tap's page too. */
const WAKING = { timeout: 45_000 };

/** The CPU six times slower, as on a mid-range phone (Chrome DevTools Protocol). */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}

/** The pages' scripts held back until `release()`: the server's HTML is on screen and nothing of the shop runs, the
 * moment before a page wakes made to last. What a page the shopper left was still waiting for is dropped. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?#]+\.js(?:[?#].*)?$/, async (route: Route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
const waitForHydration = (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, WAKING);
const stored = (page: Page, key: string) => page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);

interface PrimaryAction {
  readonly name: string;
  /** The page the tap is made on. */
  readonly from: string | ((page: Page) => Promise<string>);
  /** Taps it, as soon as it is in the page; answers what the landing is checked against. */
  readonly tap: (page: Page) => Promise<string>;
  /** Where it lands, in the server's page. */
  readonly lands: (page: Page, tapped: string) => Promise<void>;
  /** What the page it landed on stores or shows once it runs. */
  readonly then: (page: Page, tapped: string) => Promise<void>;
}

const ACTIONS: readonly PrimaryAction[] = [
  {
    name: 'a budget tile',
    from: '/shop-by-price/step1',
    tap: async (page) => {
      await page.getByRole('link', { name: /\$5,000 to \$10,000/ }).click();
      return '';
    },
    lands: async (page) => {
      await expect(page).toHaveURL(RESULTS, WAKING);
      await expect(page.getByTestId('recommended-diamond')).toHaveCount(4, WAKING);
    },
    then: async (page) => {
      expect(await stored(page, 'query')).toEqual({ price_total_from: 5000, price_total_to: 10000, shapes: ['Round'], attr: 'price' });
      expect(await stored(page, 'sb_action')).toBe('price');
    },
  },
  {
    name: 'a Top 4 card',
    from: RESULTS,
    tap: async (page) => {
      const card = page.getByTestId('recommended-diamond').first();
      const id = (await card.getAttribute('data-diamond-id')) ?? '';
      await card.getByRole('link', { name: /^finest:/ }).click();
      return id;
    },
    lands: async (page, id) => {
      await expect(page).toHaveURL(/\/product-details\/[\w-]+\?pick=finest$/, WAKING);
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id, WAKING);
      await expect(page.getByText('finest', { exact: true })).toBeVisible();
    },
    then: async (page, id) => {
      await expect(page.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id);
      await expect(page.getByText('finest', { exact: true })).toBeVisible();
    },
  },
  {
    name: 'Select diamond',
    from: aStonesPage,
    tap: async (page) => {
      const id = (await page.getByTestId('diamond-title').getAttribute('data-diamond-id')) ?? '';
      await page.getByRole('button', { name: 'Select diamond' }).click();
      return id;
    },
    lands: async (page, id) => {
      await expect(page).toHaveURL(/\/cart$/, WAKING);
      await expect(page.locator(`[data-testid="bag-item"][data-sku="${id}"]`)).toBeVisible(WAKING);
    },
    then: async (page, id) => {
      await expect(page.locator('[data-testid="bag-item"]')).toHaveCount(1);
      await expect(page.locator(`[data-testid="bag-item"][data-sku="${id}"]`)).toBeVisible();
    },
  },
  {
    name: 'a shop-by tile',
    from: '/shop-by',
    tap: async (page) => {
      await page.getByRole('link', { name: /Shop by price/ }).click();
      return '';
    },
    lands: async (page) => {
      await expect(page).toHaveURL(/\/shop-by-price\/step1$/, WAKING);
      await expect(page.getByRole('heading', { name: 'What is your budget?' })).toBeVisible(WAKING);
    },
    then: async (page) => {
      await expect.poll(() => stored(page, 'sb_action')).toBe('price');
    },
  },
  {
    name: 'a ring card',
    from: '/ring-detail',
    tap: async (page) => {
      const card = page.getByTestId('ring-card').first();
      const name = (await card.locator('p').first().textContent()) ?? '';
      await card.click();
      return name;
    },
    lands: async (page, name) => {
      await expect(page).toHaveURL(/\/ring-builder\/[\w-]+$/, WAKING);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(WAKING);
    },
    then: async (page) => {
      await expect(page.getByRole('button', { name: 'Add to bag' })).toBeEnabled();
    },
  },
  {
    name: "the side menu's How it works",
    from: '/shop-by',
    tap: async (page) => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'How it works' }).click();
      return '';
    },
    lands: async (page) => {
      await expect(page).toHaveURL(/\/how-it-works$/, WAKING);
      await expect(page.getByRole('heading', { level: 1, name: 'How it works' })).toBeVisible(WAKING);
    },
    then: async (page) => {
      await expect(page.getByRole('link', { name: 'Got it' })).toBeVisible();
    },
  },
];

const whereFrom = (page: Page, action: PrimaryAction): Promise<string> => (typeof action.from === 'string' ? Promise.resolve(action.from) : action.from(page));

for (const action of ACTIONS) {
  test(`${action.name} tapped at first paint, before the page's script runs, lands where it leads`, async ({ page }) => {
    await slowCpu(page);
    const release = await holdScripts(page);
    await page.goto(await whereFrom(page, action), { waitUntil: 'commit' });
    // The tap is made on the server's HTML alone: the page cannot wake, its scripts are held.
    await page.locator('main').waitFor();
    expect(await isHydrated(page)).toBe(false);
    const tapped = await action.tap(page);
    await action.lands(page, tapped);
    release();
    await waitForHydration(page);
    await action.then(page, tapped);
  });

  test(`${action.name} tapped as soon as it is in the page, the CPU six times slower, lands where it leads`, async ({ page }) => {
    await slowCpu(page);
    await page.goto(await whereFrom(page, action), { waitUntil: 'commit' });
    const tapped = await action.tap(page);
    await action.lands(page, tapped);
    await waitForHydration(page);
    await action.then(page, tapped);
  });
}

/** Console errors and uncaught errors of a tab the journey opened (the shop's own page is watched by the fixture). */
function errorsOf(tab: Page): string[] {
  const errors: string[] = [];
  tab.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  tab.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

for (const [device, viewport] of PHONE_AND_DESKTOP) {
  test(`on ${device}, a Top 4 card opens in a new tab with its label, and the results stay as they were`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await page.goto(RESULTS);
    const card = page.getByTestId('recommended-diamond').first();
    const id = await card.getAttribute('data-diamond-id');
    const link = card.getByRole('link', { name: /^finest:/ });
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/product-details\/[\w-]+\?pick=finest$/);

    // Ctrl-click (Cmd-click on a Mac).
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click({ modifiers: ['ControlOrMeta'] })]);
    const errors = errorsOf(tab);
    await tab.setViewportSize(viewport);
    await expect(tab).toHaveURL(new RegExp(`${href?.replace(/[?]/g, '\\?')}$`), WAKING);
    await expect(tab.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id ?? '', WAKING);
    await expect(tab.getByText('finest', { exact: true })).toBeVisible();
    await tab.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, WAKING);
    await tab.close();
    expect(errors).toEqual([]);

    // 'Open in new tab' from the context menu opens the link's address.
    const opened = await context.newPage();
    const openedErrors = errorsOf(opened);
    await opened.setViewportSize(viewport);
    await opened.goto(href ?? '');
    await expect(opened.getByTestId('diamond-title')).toHaveAttribute('data-diamond-id', id ?? '', WAKING);
    await expect(opened.getByText('finest', { exact: true })).toBeVisible();
    await opened.close();
    expect(openedErrors).toEqual([]);

    // The results were left as they were: the same address, the same picks, compare mode still at hand.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(RESULTS);
    await expect(page.getByTestId('recommended-diamond').first()).toHaveAttribute('data-diamond-id', id ?? '');
    await page.getByRole('button', { name: 'Compare', exact: true }).click();
    await page.getByRole('checkbox').first().check();
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    expect(new URL(page.url()).pathname).toBe('/shop-by-price/step2');
  });
}
