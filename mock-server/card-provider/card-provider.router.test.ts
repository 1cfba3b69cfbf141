import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';
import { CardVault, NONCE_TTL_MS } from './card-vault';
import { containsCardNumber } from './luhn';
import { checkAnswersAgainstContracts } from '../test/contract-answers';

checkAnswersAgainstContracts();

const card = (overrides: Record<string, unknown> = {}) => ({ number: '4111 1111 1111 1111', expiry: '12/39', cvv: '123', name: 'Ada Lovelace', ...overrides });

describe('the card provider: /card-provider', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 10 });
  });
  afterAll(() => mock.close());

  const tokenize = async (body: unknown) => {
    const response = await postJson(`${mock.url}/card-provider/v1/tokenize`, body);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('turns a valid card into a nonce, a new one each time', async () => {
    const first = await tokenize(card());
    expect(first.status).toBe(200);
    expect(Object.keys(first.body)).toEqual(['nonce']);
    expect(first.body.nonce).toMatch(/^tokencc_[\w-]{32}$/);
    const second = await tokenize(card({ number: '4000111111111115' }));
    expect(second.body.nonce).not.toBe(first.body.nonce);
  });

  it('rejects a bad Luhn, a malformed or past expiry, a bad cvv and a missing name, without quoting them', async () => {
    expect(await tokenize(card({ number: '4111 1111 1111 1112' }))).toEqual({ status: 400, body: { message: 'Card number is invalid.', parameters: [] } });
    expect((await tokenize(card({ number: '4111' }))).body.message).toBe('Card number is invalid.');
    expect(await tokenize(card({ expiry: '13/30' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'expiry' } } });
    expect(await tokenize(card({ expiry: '01/20' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'expiry' } } });
    expect(await tokenize(card({ cvv: '12a' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'cvv' } } });
    expect(await tokenize(card({ name: ' ' }))).toMatchObject({ status: 400, body: { parameters: { fieldName: 'name' } } });
    const answer = JSON.stringify(await tokenize(card({ cvv: '98765' })));
    expect(answer).not.toContain('98765');
  });

  it('serves the hosted fields as a self-contained html page with a strict CSP', async () => {
    const response = await fetch(`${mock.url}/card-provider/hosted-fields?parentOrigin=${encodeURIComponent('http://localhost:5173')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'nonce-[^"']+'/);
    expect(html).not.toMatch(/<(?:script|link|img)[^>]+(?:src|href)=/);
    for (const field of ['number', 'expiry', 'cvv', 'name']) expect(html).toContain(`id="${field}"`);
    expect(html).toContain("fetch('/card-provider/v1/tokenize'");
    expect(html).toContain("type: 'loupe-card-nonce'");
    expect(html).toContain("type: 'loupe-card-error'");
    expect(html).toContain('var target = "http://localhost:5173";');
    expect(await (await fetch(`${mock.url}/card-provider/hosted-fields`)).text()).toContain('var target = "*";');
    expect((await fetch(`${mock.url}/card-provider/hosted-fields?parentOrigin=javascript:alert(1)`)).status).toBe(400);
  });

  it("takes the merchant's look: its font from its own origin, its accent and radius; anything else is left out", async () => {
    const shop = encodeURIComponent('http://localhost:5173');
    const styled = await fetch(`${mock.url}/card-provider/hosted-fields?parentOrigin=${shop}&font=Cormorant%20Garamond&fontPath=%2Fassets%2Fbrand-Ab1.woff2&accent=%23295f99&radius=8`);
    const html = await styled.text();
    expect(styled.headers.get('content-security-policy')).toContain('font-src http://localhost:5173');
    expect(html).toContain("@font-face { font-family: 'Cormorant Garamond'; font-weight: 600; font-display: swap; src: url('http://localhost:5173/assets/brand-Ab1.woff2') format('woff2'); }");
    expect(html).toContain('background: #295f99');
    expect(html).toContain('border-radius: 8px');
    const hostile = await (
      await fetch(`${mock.url}/card-provider/hosted-fields?parentOrigin=${shop}&font=${encodeURIComponent("x'}body{")}&fontPath=${encodeURIComponent('//evil.test/a.woff2')}&accent=red;x&radius=999`)
    ).text();
    expect(hostile).not.toContain('@font-face');
    expect(hostile).not.toContain('evil.test');
    expect(hostile).not.toContain("x'}body{");
    expect(hostile).not.toContain('red;x');
    expect(hostile).toContain('border-radius: 4px');
  });
});

describe('the card vault', () => {
  it('redeems a nonce once, and not after ten minutes', () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const vault = new CardVault(() => now);
    const approved = vault.issue('4111111111111111');
    expect(approved.last4).toBe('1111');
    expect(vault.redeem(approved.nonce)).toEqual({ last4: '1111', outcome: 'approved' });
    expect(vault.redeem(approved.nonce)).toBeUndefined();
    const declined = vault.issue('4000111111111115');
    expect(vault.redeem(declined.nonce)).toEqual({ last4: '1115', outcome: 'declined' });
    const late = vault.issue('4111111111111111');
    now = new Date(now.getTime() + NONCE_TTL_MS);
    expect(vault.redeem(late.nonce)).toBeUndefined();
    expect(vault.redeem('tokencc_made-up')).toBeUndefined();
  });
});

describe('card numbers in text', () => {
  it('finds Luhn-valid runs of 13 to 19 digits, grouped or not, and nothing in decimals or longer numbers', () => {
    expect(containsCardNumber('pay with 4111 1111 1111 1111 please')).toBe(true);
    expect(containsCardNumber('4000-1111-1111-1115')).toBe(true);
    expect(containsCardNumber('4111111111111112')).toBe(false);
    expect(containsCardNumber('No phone 0.4111111111111111')).toBe(false);
    expect(containsCardNumber('41111111111111110000000')).toBe(false);
    expect(containsCardNumber('+1 617 555 0100')).toBe(false);
  });
});
