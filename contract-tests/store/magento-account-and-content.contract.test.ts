import { firstValueFrom, lastValueFrom, type Observable } from 'rxjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { regionOf } from '../../src/domain/shared/us-states';
import type { TestServer } from '../../mock-server/test/test-server';
import { MagentoGraphqlClient } from '../../src/infrastructure/magento-graphql/graphql-client';
import { MagentoRingCatalog } from '../../src/infrastructure/magento-graphql/magento-ring-catalog';
import { MagentoContactGateway } from '../../src/infrastructure/magento-rest/magento-contact.gateway';
import { MagentoContentPageRepository } from '../../src/infrastructure/magento-rest/magento-content-page.repository';
import { MagentoCustomerAccounts } from '../../src/infrastructure/magento-rest/magento-customer-accounts';
import { MagentoHttpClient } from '../../src/infrastructure/magento-rest/magento-http-client';
import { contractFetch, startBackend } from './contract-fetch';

let backend: TestServer;
beforeAll(async () => {
  backend = await startBackend();
});
afterAll(() => backend.close());

const done = <T>(source: Observable<T>) => lastValueFrom(source, { defaultValue: undefined });

const shopOver = () => {
  const wire = contractFetch();
  let token: string | null = null;
  const http = new MagentoHttpClient({ baseUrl: backend.url, fetch: wire.fetch, token: () => token });
  const accounts = new MagentoCustomerAccounts(http);
  return {
    wire,
    accounts,
    content: new MagentoContentPageRepository(http),
    contact: new MagentoContactGateway(http),
    rings: new MagentoRingCatalog(new MagentoGraphqlClient({ url: `${backend.url}/graphql`, fetch: wire.fetch }), 3),
    signIn: async (email: string, password: string) => {
      token = await firstValueFrom(accounts.signIn(email, password));
    },
  };
};

const resetTokenFor = async (email: string): Promise<string> => {
  const mailbox = (await (await fetch(`${backend.url}/__control/mailbox`)).json()) as { passwordResets?: { email: string; token: string }[] };
  const token = mailbox.passwordResets?.filter((reset) => reset.email === email).pop()?.token;
  if (!token) throw new Error(`no reset mailed to ${email}`);
  return token;
};

describe('accounts over the store: every request the customer adapter sends and every answer it reads follows the contract', () => {
  it('a new customer registers, keeps an address, changes and resets the password, reads the orders and signs out everywhere', async () => {
    const shop = shopOver();
    const email = 'grace@example.com';
    const customer = await firstValueFrom(shop.accounts.register({ firstname: 'Grace', lastname: 'Hopper', email }, 'Secret-123'));
    await shop.signIn(email, 'Secret-123');
    expect(await firstValueFrom(shop.accounts.me())).toMatchObject({ id: customer.id, email, addresses: [] });
    const region = regionOf('NY');
    if (!region) throw new Error('New York is a US state');
    const home = { firstname: 'Grace', lastname: 'Hopper', street: ['1 Navy Yard'], city: 'Brooklyn', region, countryId: 'US' as const, postcode: '11205', telephone: '7185550100', defaultShipping: true };
    const saved = await firstValueFrom(shop.accounts.saveAddress(home));
    expect(saved).toMatchObject({ postcode: '11205', defaultShipping: true });
    await firstValueFrom(shop.accounts.saveAddress({ ...saved, city: 'New York' }));
    expect(await firstValueFrom(shop.accounts.orders(null))).toEqual([]);
    await done(shop.accounts.changePassword('Secret-123', 'Secret-456'));
    await done(shop.accounts.requestPasswordReset(email));
    await done(shop.accounts.resetPassword(email, await resetTokenFor(email), 'Secret-789'));
    await shop.signIn(email, 'Secret-789');
    await done(shop.accounts.revokeToken());
    // The revoked token no longer names the customer.
    expect(await firstValueFrom(shop.accounts.me()).catch((error: unknown) => error)).toMatchObject({ status: 401 });
    const refused = await firstValueFrom(shop.accounts.signIn(email, 'Secret-123')).catch((error: unknown) => error);
    expect(refused).toMatchObject({ status: 401 });
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(
      expect.arrayContaining([
        'REST register',
        'REST sign in',
        'REST the signed-in customer',
        'REST add a saved address',
        'REST update a saved address',
        "REST the customer's orders",
        'REST change the password',
        'REST ask for a reset link',
        'REST reset the password',
        'REST sign out (every token of the customer)',
      ]),
    );
  });

  it("the demo customer's orders since a date", async () => {
    const shop = shopOver();
    await shop.signIn('demo@loupe.test', 'Diamond2024!');
    const orders = await firstValueFrom(shop.accounts.orders(new Date('2000-01-01T00:00:00Z')));
    for (const order of orders) expect(order).toMatchObject({ number: expect.stringMatching(/^\d+$/), currency: 'USD' });
    expect(shop.wire.problems()).toEqual([]);
  });
});

describe("one order of the account over the store follows the contract", () => {
  it("the demo customer opens their order, with its lines, totals and both addresses; another customer finds nothing of that number", async () => {
    const demo = shopOver();
    await demo.signIn('demo@loupe.test', 'Diamond2024!');
    const order = await firstValueFrom(demo.accounts.order('000000001'));
    expect(order).toMatchObject({
      number: '000000001',
      status: 'complete',
      lines: [expect.objectContaining({ sku: expect.stringMatching(/^fw-solitaire-er-/), quantity: 1 })],
      billingAddress: { name: 'Dana Demo', street: ['350 Fifth Avenue', 'Apt 21B'], cityLine: 'New York, NY 10118' },
      shippingAddress: { name: 'Dana Demo', cityLine: 'New York, NY 10118' },
    });
    expect(demo.wire.problems()).toEqual([]);
    const other = shopOver();
    await firstValueFrom(other.accounts.register({ firstname: 'Ines', lastname: 'Diaz', email: 'ines@example.com' }, 'Secret-123'));
    await other.signIn('ines@example.com', 'Secret-123');
    expect(await firstValueFrom(other.accounts.order('000000001'))).toBeNull();
    expect(other.wire.problems()).toEqual([]);
  });
});

describe('content and the ring catalogue over the store follow the contract', () => {
  it('a content page, a missing one and the contact form', async () => {
    const shop = shopOver();
    expect(await firstValueFrom(shop.content.getById(4))).toMatchObject({ id: 4, heading: expect.any(String) });
    expect(await firstValueFrom(shop.content.getById(999)).catch((error: unknown) => error)).toMatchObject({ status: 404 });
    await done(shop.contact.send({ name: 'Ada Lovelace', email: 'ada@example.com', comment: 'Do you resize rings?' }));
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(['REST contact us', 'REST content page']);
  });

  it("the contact form sends the phone in its own field, and a field the store refuses comes back as that field's refusal", async () => {
    const shop = shopOver();
    const comment = `Do you resize rings? ${Math.random()}`;
    await done(shop.contact.send({ name: 'Ada Lovelace', email: 'ada@example.com', comment, telephone: '(617) 555-1234' }));
    expect(shop.wire.problems()).toEqual([]);
    const refusal = await done(shop.contact.send({ name: 'Ines Diaz', email: 'ines@', comment: 'Hello' })).catch((error: unknown) => error);
    expect(refusal).toEqual({ code: 'FORM.FIELD_REFUSED', message: 'Please check the email address.', field: 'email', reason: { kind: 'invalid' } });
  });

  it('the ring options, a page of rings, a design and one of its rings', async () => {
    const shop = shopOver();
    const [option] = await firstValueFrom(shop.rings.ringOptions());
    const page = await firstValueFrom(shop.rings.list({ optionValue: option?.value ?? null, page: 1 }));
    const design = page.rings[0] ? await firstValueFrom(shop.rings.byUrlKey(page.rings[0].urlKey)) : null;
    const sku = design?.variants[0]?.sku ?? '';
    expect(await firstValueFrom(shop.rings.variant(sku))).toMatchObject({ sku });
    expect(shop.wire.problems()).toEqual([]);
    expect(shop.wire.seen()).toEqual(['GraphQL RingByUrlKey', 'GraphQL RingList', 'GraphQL RingOptions', 'GraphQL RingVariant']);
  });
});
