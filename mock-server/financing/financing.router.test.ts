import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { financingCheckoutBody, financingClient, financingParty } from '../test/financing-client';
import type { FinancingClient } from '../test/financing-client';
import { axeViolations, loadPage } from '../test/page-dom';
import { postRaw, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { checkoutRequestSchema } from './checkout.request';
import { CHECKOUT_TTL_MS, FinancingLedger, TOKEN_TTL_MS } from './financing-ledger';
import { checkAnswersAgainstContracts } from '../test/contract-answers';

checkAnswersAgainstContracts();

const STOREFRONT = 'http://localhost:5173';
const required = (fieldName: string) => ({ status: 400, body: { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } } });
const invalid = (fieldName: string, value: string) => ({ status: 400, body: { message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { value, fieldName } } });
const item = (overrides: Record<string, unknown> = {}) => ({ ...financingCheckoutBody().items[0], ...overrides });

describe('the financing provider: /financing', () => {
  let mock: TestServer;
  let provider: FinancingClient;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10 });
    provider = financingClient(mock.url);
  });
  afterAll(() => mock.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const open = async (body: unknown = financingCheckoutBody()): Promise<string> => {
    const opened = await provider.checkout(body);
    expect(opened.status).toBe(200);
    return opened.body.checkout_id as string;
  };

  describe('POST /financing/v2/checkout', () => {
    it('opens a checkout and answers its id and the page to redirect to, under the mount', async () => {
      const response = await postRaw(`${mock.url}/financing/v2/checkout`, JSON.stringify(financingCheckoutBody()));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as { checkout_id: string; redirect_url: string };
      expect(Object.keys(body)).toEqual(['checkout_id', 'redirect_url']);
      expect(body.checkout_id).toMatch(/^chk_[\w-]{32}$/);
      expect(body.redirect_url).toBe(`/financing/checkout/${body.checkout_id}`);
      expect((await provider.checkout(financingCheckoutBody())).body.checkout_id).not.toBe(body.checkout_id);
    });

    it('accepts a total of items, shipping and tax less the discounts, with numbers for the phone and zip', async () => {
      const body = financingCheckoutBody(100_000, {
        items: [item({ unit_price: 100_000, qty: 2 }), item({ sku: 'fw-halo-er-Rose Gold-14K-6', display_name: 'Halo Ring', unit_price: 0 })],
        discounts: { WELCOME10: { discount_amount: 20_000 } },
        shipping_amount: 1_500,
        tax_amount: 5_000,
        total: 186_500,
        billing: financingParty({ phone_number: 6175550100, address: { line1: '1 Main St', line2: 'Apt 4', city: 'Salem', state: 'MA', zipcode: 1970, country: 'US' } }),
      });
      expect((await provider.checkout(body)).status).toBe(200);
      const { shipping_amount: _shipping, order_id: _orderId, ...minimal } = financingCheckoutBody();
      expect((await provider.checkout(minimal)).status).toBe(200);
    });

    it.each([
      ['no items', { items: undefined }, required('items')],
      ['an empty item list', { items: [] }, required('items')],
      ['an empty sku', { items: [item({ sku: ' ' })] }, required('items[0].sku')],
      ['a display name that is not text', { items: [item({ display_name: 42 })] }, invalid('items[0].display_name', '42')],
      ['a negative unit price', { items: [item({ unit_price: -1 })] }, invalid('items[0].unit_price', '-1')],
      ['a unit price in dollars', { items: [item({ unit_price: 2500.5 })] }, invalid('items[0].unit_price', '2500.5')],
      ['a qty of 0', { items: [item({ qty: 0 })] }, invalid('items[0].qty', '0')],
      ['a fractional qty', { items: [item({ qty: 1.5 })] }, invalid('items[0].qty', '1.5')],
      ['no tax amount', { tax_amount: undefined }, required('tax_amount')],
      ['a negative tax amount', { tax_amount: -1 }, invalid('tax_amount', '-1')],
      ['a negative discount', { discounts: { SAVE: { discount_amount: -5 } } }, invalid('discounts.SAVE.discount_amount', '-5')],
      ['a total of 0', { items: [item({ unit_price: 0 })], total: 0 }, invalid('total', '0')],
      ['a total as text', { total: '250000' }, invalid('total', '250000')],
      ['another currency', { currency: 'EUR' }, invalid('currency', 'EUR')],
      ['no billing party', { billing: undefined }, required('billing')],
      ['a billing party without a first name', { billing: financingParty({ name: { first: '', last: 'Lovelace' } }) }, required('billing.name.first')],
      ['a shipping address without its first line', { shipping: financingParty({ address: { city: 'Boston', state: 'MA', zipcode: '02108', country: 'US' } }) }, required('shipping.address.line1')],
      ['a billing address outside the US', { billing: financingParty({ address: { line1: '1 King St', city: 'Toronto', state: 'ON', zipcode: 'M5H', country: 'CA' } }) }, invalid('billing.address.country', 'CA')],
      ['a shipping address without a country', { shipping: financingParty({ address: { line1: '1 Main St', city: 'Boston', state: 'MA', zipcode: '02108' } }) }, required('shipping.address.country')],
    ])('refuses %s with a 400 naming the field', async (_name, overrides, expected) => {
      expect(await provider.checkout(financingCheckoutBody(250_000, overrides))).toEqual(expected);
    });

    it('refuses a body that is not an object as one without items', async () => {
      expect(await provider.checkout([financingCheckoutBody()])).toEqual(required('items'));
    });

    it('refuses a total that is not what the items, shipping, tax and discounts add up to', async () => {
      const mismatch = { status: 400, body: { message: 'The checkout total does not match its items.', parameters: [] } };
      expect(await provider.checkout(financingCheckoutBody(250_000, { total: 250_001 }))).toEqual(mismatch);
      expect(await provider.checkout(financingCheckoutBody(250_000, { tax_amount: 100 }))).toEqual(mismatch);
      expect(await provider.checkout(financingCheckoutBody(250_000, { discounts: { WELCOME10: { discount_amount: 25_000 } } }))).toEqual(mismatch);
      expect(await provider.checkout(financingCheckoutBody(250_000, { items: [item({ qty: 2 })] }))).toEqual(mismatch);
      expect((await provider.checkout(financingCheckoutBody(250_000, { discounts: { WELCOME10: { discount_amount: 25_000 } }, total: 225_000 }))).status).toBe(200);
    });

    it('finances totals up to $17,500.00 and no more', async () => {
      expect((await provider.checkout(financingCheckoutBody(1_750_000))).status).toBe(200);
      expect(await provider.checkout(financingCheckoutBody(1_750_001))).toEqual({ status: 400, body: { message: 'Financing is available for totals up to $17,500.00.', parameters: [] } });
      // Items over the limit brought under it by a discount are financed: the limit is on the total.
      expect((await provider.checkout(financingCheckoutBody(1_800_000, { discounts: { SAVE: { discount_amount: 100_000 } }, total: 1_700_000 }))).status).toBe(200);
    });
  });

  describe('GET /financing/checkout/:checkoutId', () => {
    const pageOf = async (checkoutId: string, parentOrigin: string | undefined = STOREFRONT) => {
      const response = await provider.page(checkoutId, parentOrigin);
      expect(response.status).toBe(200);
      return { response, html: await response.text() };
    };

    it('serves a self-contained html page under a strict CSP with a nonce of its own', async () => {
      const checkoutId = await open();
      const { response, html } = await pageOf(checkoutId);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/^default-src 'none'; script-src 'nonce-([A-Za-z0-9+/=]+)'; style-src 'nonce-\1'; connect-src 'self'; /);
      expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="${csp}">`);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(html).toContain(`<style nonce="${nonce}">`);
      expect(html).toContain(`<script nonce="${nonce}">`);
      expect(html.match(/<(?:script|style)\b/g)).toHaveLength(2);
      expect(html).not.toMatch(/<(?:script|link|img|iframe)[^>]+(?:src|href)=|\sstyle="|\son\w+=/);
      const again = await pageOf(checkoutId);
      expect(again.response.headers.get('content-security-policy')).not.toBe(csp);
    });

    it('shows the items, the total, three 0% plans with their monthly amounts, a labelled SSN field and both buttons', async () => {
      const checkoutId = await open(
        financingCheckoutBody(250_000, { items: [item(), item({ sku: 'fw-halo-er-Rose Gold-14K-6', display_name: 'Royal Halo Ring', unit_price: 120_000 })], total: 370_000 }),
      );
      const { html } = await pageOf(checkoutId);
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<title>Pay over time</title>');
      expect(html).toContain('<h1>Pay over time</h1>');
      expect(html).toContain('<td>1.01 ct Round G VS1 Excellent diamond</td><td>1</td><td class="amount">$2,500.00</td>');
      expect(html).toContain('<td>Royal Halo Ring</td><td>1</td><td class="amount">$1,200.00</td>');
      expect(html).toContain('<td class="amount" id="total">$3,700.00</td>');
      expect(html).toContain('<fieldset>\n<legend>Choose a plan</legend>');
      // Each payment rounded up to the cent: $3,700.00 / 3 = $1,233.333…
      expect(html).toContain('<input type="radio" name="months" value="3"> 3 monthly payments of $1,233.34 at 0% APR</label>');
      expect(html).toContain('<input type="radio" name="months" value="6"> 6 monthly payments of $616.67 at 0% APR</label>');
      expect(html).toContain('<input type="radio" name="months" value="12" checked> 12 monthly payments of $308.34 at 0% APR</label>');
      expect(html).toContain('<label class="field" for="ssn">Last 4 digits of your SSN</label>');
      expect(html).toMatch(/<input id="ssn" name="ssn_last4" inputmode="numeric" maxlength="4" /);
      expect(html).toContain('<button type="submit" id="confirm">Confirm plan</button>');
      expect(html).toContain('<button type="button" id="cancel">Cancel</button>');
      expect(html).toContain(`var confirmUrl = "/financing/v2/checkout/${checkoutId}/confirm";`);
    });

    it('shows discounts, shipping and tax when there are any', async () => {
      const checkoutId = await open(financingCheckoutBody(100_000, { discounts: { WELCOME10: { discount_amount: 10_000 } }, shipping_amount: 1_000, tax_amount: 2_345, total: 93_345 }));
      const { html } = await pageOf(checkoutId);
      expect(html).toContain('<td>Discount (WELCOME10)</td><td></td><td class="amount">−$100.00</td>');
      expect(html).toContain('<td>Shipping</td><td></td><td class="amount">$10.00</td>');
      expect(html).toContain('<td>Tax</td><td></td><td class="amount">$23.45</td>');
      expect(html).toContain('<td class="amount" id="total">$933.45</td>');
    });

    it('escapes what the shop sent, so that no item name can become markup or script', async () => {
      const checkoutId = await open(financingCheckoutBody(250_000, { items: [item({ display_name: '<img src=x onerror=alert(1)></script>"' })] }));
      const { html } = await pageOf(checkoutId, 'http://localhost:5173');
      expect(html).toContain('<td>&#60;img src=x onerror=alert(1)&#62;&#60;/script&#62;&#34;</td>');
      expect(html).not.toContain('<img');
    });

    it('posts to the parent origin given, to any without one, and refuses one that is not an http(s) origin', async () => {
      const checkoutId = await open();
      expect((await pageOf(checkoutId, 'https://shop.example.com')).html).toContain('var target = "https://shop.example.com";');
      expect(await (await provider.page(checkoutId)).text()).toContain('var target = "*";');
      expect((await provider.page(checkoutId, 'javascript:alert(1)')).status).toBe(400);
      expect((await provider.page(checkoutId, 'http://localhost:5173/path')).status).toBe(400);
    });

    it('answers an unknown checkout with the JSON 404', async () => {
      const response = await provider.page('chk_unknown');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'checkoutId', fieldValue: 'chk_unknown' } });
    });

    it('forgets a checkout after 30 minutes', async () => {
      const checkoutId = await open();
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + CHECKOUT_TTL_MS - 1_000);
      expect((await provider.page(checkoutId)).status).toBe(200);
      vi.setSystemTime(Date.now() + 1_000);
      expect((await provider.page(checkoutId)).status).toBe(404);
      expect((await provider.confirm(checkoutId, { months: 3, ssn_last4: '1234' })).status).toBe(404);
    });
  });

  describe('the checkout page in the storefront\'s iframe', () => {
    const run = async (body: unknown = financingCheckoutBody()) => {
      const checkoutId = await open(body);
      const { html } = await pageOf(checkoutId);
      return { checkoutId, ...loadPage(html, `${mock.url}/financing/checkout/${checkoutId}`, fetch) };
    };
    const pageOf = async (checkoutId: string) => {
      const response = await provider.page(checkoutId, STOREFRONT);
      return { html: await response.text() };
    };
    const element = <T extends Element>(window: Window, selector: string): T => {
      const found = window.document.querySelector<T>(selector);
      if (!found) throw new Error(`No ${selector} on the page`);
      return found;
    };
    const submitWith = (window: Window, ssn: string, months?: number) => {
      element<HTMLInputElement>(window, '#ssn').value = ssn;
      if (months !== undefined) element<HTMLInputElement>(window, `input[name="months"][value="${months}"]`).checked = true;
      element<HTMLButtonElement>(window, '#confirm').click();
    };

    it('has no accessibility violations axe can find', async () => {
      const { window } = await run();
      expect(await axeViolations(window)).toEqual([]);
    });

    it('asks for four digits in the page without calling the provider or posting anything', async () => {
      const { window, posted, fetched } = await run();
      for (const ssn of ['', '12a4', '123']) {
        submitWith(window, ssn);
        expect(element(window, '#error').textContent).toBe('Enter the last 4 digits of your SSN.');
        expect(element(window, '#ssn').getAttribute('aria-invalid')).toBe('true');
      }
      expect(fetched).toEqual([]);
      expect(posted).toEqual([]);
    });

    it('confirms the chosen plan and posts the approved checkout_token to the parent origin only', async () => {
      const { window, posted, fetched, checkoutId } = await run();
      submitWith(window, '1234', 3);
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(fetched).toEqual([`/financing/v2/checkout/${checkoutId}/confirm`]);
      expect(posted[0]).toEqual({ message: { type: 'loupe-financing-approved', checkout_token: expect.stringMatching(/^[\w-]{32}$/) }, targetOrigin: STOREFRONT });
      expect(element<HTMLInputElement>(window, '#ssn').value).toBe('');
      // The page's call confirmed the checkout at the provider.
      expect((await provider.confirm(checkoutId, { months: 3, ssn_last4: '1234' })).body.message).toBe('The checkout was already confirmed.');
    });

    it('posts a decline with the provider\'s message and shows it', async () => {
      const { window, posted } = await run();
      submitWith(window, '0000');
      await vi.waitFor(() => expect(posted).toHaveLength(1));
      expect(posted[0]).toEqual({ message: { type: 'loupe-financing-declined', message: 'The application was declined.' }, targetOrigin: STOREFRONT });
      expect(element(window, '#error').textContent).toBe('The application was declined.');
      expect(element<HTMLButtonElement>(window, '#confirm').disabled).toBe(false);
    });

    it('posts a cancel without calling the provider', async () => {
      const { window, posted, fetched } = await run();
      element<HTMLButtonElement>(window, '#cancel').click();
      expect(posted).toEqual([{ message: { type: 'loupe-financing-cancelled' }, targetOrigin: STOREFRONT }]);
      expect(fetched).toEqual([]);
    });

    it('writes its text in colours of sufficient contrast (WCAG AA, 4.5:1)', async () => {
      const { html } = await pageOf(await open());
      const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const colour = (selector: string, property: 'color' | 'background') =>
        new RegExp(`^${selector.replace(/[[\]"]/g, '\\$&')} \\{[^}]*\\b${property}: (#[0-9a-f]{6})`, 'm').exec(style)?.[1] ?? 'missing';
      const page = colour('body', 'background');
      for (const [foreground, background] of [
        [colour('body', 'color'), page],
        [colour('#error', 'color'), page],
        [colour('button[type="submit"]', 'color'), colour('button[type="submit"]', 'background')],
        [colour('button[type="button"]', 'color'), colour('button[type="button"]', 'background')],
      ] as const) {
        expect(contrast(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    });
  });

  describe('POST /financing/v2/checkout/:checkoutId/confirm', () => {
    it('approves a plan once, with a single-use token', async () => {
      const checkoutId = await open();
      const response = await postRaw(`${mock.url}/financing/v2/checkout/${checkoutId}/confirm`, JSON.stringify({ months: 12, ssn_last4: '4321' }));
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const body = (await response.json()) as Record<string, unknown>;
      expect(Object.keys(body)).toEqual(['checkout_token']);
      expect(body.checkout_token).toMatch(/^[\w-]{32}$/);
      expect(await provider.confirm(checkoutId, { months: 12, ssn_last4: '4321' })).toEqual({ status: 400, body: { message: 'The checkout was already confirmed.', parameters: [] } });
    });

    it('declines the test applicant, leaving the checkout open for another', async () => {
      const checkoutId = await open();
      expect(await provider.confirm(checkoutId, { months: 6, ssn_last4: '0000' })).toEqual({ status: 400, body: { message: 'The application was declined.', parameters: [] } });
      expect((await provider.confirm(checkoutId, { months: 6, ssn_last4: '1111' })).status).toBe(200);
    });

    it.each([
      ['no months', { ssn_last4: '1234' }, required('months')],
      ['4 months', { months: 4, ssn_last4: '1234' }, invalid('months', '4')],
      ['months as words', { months: 'twelve', ssn_last4: '1234' }, invalid('months', 'twelve')],
      ['no SSN digits', { months: 3 }, required('ssn_last4')],
    ])('refuses %s with a 400 naming the field', async (_name, body, expected) => {
      expect(await provider.confirm(await open(), body)).toEqual(expected);
    });

    it.each([['12345'], ['12a4'], [1234]])('refuses the SSN digits %j without repeating them', async (ssn) => {
      const answer = await provider.confirm(await open(), { months: 3, ssn_last4: ssn });
      expect(answer).toEqual({ status: 400, body: { message: 'The %fieldName field is invalid.', parameters: { fieldName: 'ssn_last4' } } });
      expect(JSON.stringify(answer)).not.toContain(String(ssn));
    });

    it('answers an unknown checkout with the 404', async () => {
      expect(await provider.confirm('chk_unknown', { months: 3, ssn_last4: '1234' })).toEqual({
        status: 404,
        body: { message: 'No such entity with %fieldName = %fieldValue', parameters: { fieldName: 'checkoutId', fieldValue: 'chk_unknown' } },
      });
    });
  });
});

describe('the financing ledger', () => {
  const request = (total: number, orderId = 'cart-1') => checkoutRequestSchema.parse(financingCheckoutBody(total, { order_id: orderId }));

  it('redeems a token once, for its checkout\'s total only, and keeps it through a mismatch', () => {
    const ledger = new FinancingLedger(() => new Date('2026-03-01T12:00:00Z'));
    const checkout = ledger.open(request(250_000, 'cart-7'));
    const confirmed = ledger.confirm(checkout.id, 6);
    if (!confirmed.ok) throw new Error('not confirmed');
    expect(ledger.confirm(checkout.id, 6)).toEqual({ ok: false, reason: 'confirmed' });
    expect(ledger.redeem(confirmed.checkoutToken, 249_999)).toEqual({ ok: false, reason: 'amount-mismatch' });
    expect(ledger.redeem(confirmed.checkoutToken, 250_000)).toEqual({ ok: true, financing: { totalCents: 250_000, orderId: 'cart-7', months: 6 } });
    expect(ledger.redeem(confirmed.checkoutToken, 250_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(ledger.redeem('made-up', 250_000)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lets a checkout live 30 minutes and its token 30 minutes from the approval', () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const ledger = new FinancingLedger(() => now);
    const expiring = ledger.open(request(100_000));
    const approved = ledger.open(request(100_000));
    now = new Date(now.getTime() + CHECKOUT_TTL_MS - 1);
    const confirmed = ledger.confirm(approved.id, 3);
    if (!confirmed.ok) throw new Error('not confirmed');
    now = new Date(now.getTime() + 1);
    expect(ledger.find(expiring.id)).toBeUndefined();
    expect(ledger.confirm(expiring.id, 3)).toEqual({ ok: false, reason: 'not-found' });
    now = new Date(now.getTime() + TOKEN_TTL_MS - 2);
    const spare = ledger.open(request(100_000));
    const spareToken = ledger.confirm(spare.id, 3);
    if (!spareToken.ok) throw new Error('not confirmed');
    now = new Date(now.getTime() + 1);
    expect(ledger.redeem(confirmed.checkoutToken, 100_000)).toEqual({ ok: false, reason: 'invalid' });
    expect(ledger.redeem(spareToken.checkoutToken, 100_000).ok).toBe(true);
  });
});

/** WCAG's contrast ratio of two `#rrggbb` colours. */
function contrast(first: string, second: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((start) => {
      const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
