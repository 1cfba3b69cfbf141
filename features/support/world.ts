import { After, AfterAll, BeforeAll, setWorldConstructor, World } from '@cucumber/cucumber';
import type { Container } from 'inversify';
import { createMockServer, type MockServer } from '../../mock-server/server';
import { configForOrigin } from '../../src/composition/config';
import { buildContainer, serveWith } from '../../src/composition/container';
import { FetchToken, FrameWindowToken, LocalStorageToken, SessionStorageToken } from '../../src/composition/tokens';
import { Logger } from '../../src/application/kernel/logger.port';
import { MemoryStorage } from '../../src/infrastructure/browser-storage/memory-storage';
import { RecordingLogger } from '../../test/doubles/recording.logger';
import type { Diamond } from '../../src/domain/diamond/diamond';
import type { ProductDetailsModel } from '../../src/application/diamond/product-details.model';
import type { AppConfig } from '../../src/composition/config';

/** One mock backend for the whole run, started in-process; each scenario resets it through the control route. */
let backend: MockServer;
let backendUrl: string;
const RECOMMENDATION_AUTH = { username: 'loupe', password: 'loupe-dev' };

BeforeAll({ timeout: 60_000 }, async () => {
  backend = await createMockServer({ seed: 42, dbFile: null, control: true, diamondCount: 20_000, recommendationAuth: RECOMMENDATION_AUTH, log: false });
  backendUrl = (await backend.listen(0, '127.0.0.1')).url;
});

AfterAll(async () => {
  await backend?.close();
});

/** A shopper's browser: the real container, real HTTP adapters pointed at the mock backend, and storage in memory. */
export class ShopWorld extends World {
  readonly localStorage = new MemoryStorage();
  readonly sessionStorage = new MemoryStorage();
  readonly logger = new RecordingLogger();
  /** The shopper's window, where the payment providers' frames post their answers. */
  readonly frameWindow = new EventTarget();
  shop: Container;
  /** What the last step returned or threw, for the Then steps to look at. */
  result: unknown;
  failure: unknown;
  /** The detail page open in this browser (its model; the diamond steps open and drive it). */
  detailsPage: ProductDetailsModel | null = null;
  /** Every request body the shop sent, with its address: what left the shopper's browser. */
  readonly sentRequests: { url: string; body: string }[] = [];
  #credentials = RECOMMENDATION_AUTH;
  #storeReachable = true;

  constructor(options: ConstructorParameters<typeof World>[0]) {
    super(options);
    this.shop = this.buildShop(RECOMMENDATION_AUTH);
  }

  /** The diamond on the detail page's screen, read from the page (null when no page is open or it shows none). */
  get current(): Diamond | null {
    return this.detailsPage?.state.diamond ?? null;
  }

  /** Runs a step's work, keeping what it returned in `result` or what it threw in `failure`. */
  async attempt(work: () => Promise<unknown>): Promise<void> {
    this.failure = undefined;
    try {
      this.result = await work();
    } catch (error) {
      this.failure = error;
    }
  }

  /** The same shopper's browser with other recommendation credentials configured. */
  useRecommendationCredentials(credentials: { username: string; password: string }): void {
    this.#credentials = credentials;
    this.shop = this.buildShop(credentials);
  }

  /** The same browser, its store calls going to an address where nothing answers (or back to the store). */
  setStoreReachable(reachable: boolean): void {
    this.#storeReachable = reachable;
    this.shop = this.buildShop(this.#credentials);
  }

  /** Another shopper's browser: the same shop, nothing of this shopper's storage. */
  anotherShopper(): Container {
    return this.buildShop(this.#credentials, { local: new MemoryStorage(), session: new MemoryStorage() });
  }

  private buildShop(credentials: { username: string; password: string }, storage = { local: this.localStorage, session: this.sessionStorage }): Container {
    const config: AppConfig = { ...configForOrigin(backendUrl, credentials), ...(this.#storeReachable ? {} : { storeUrl: 'http://127.0.0.1:9' }) };
    return buildContainer(
      config,
      serveWith(LocalStorageToken, storage.local),
      serveWith(SessionStorageToken, storage.session),
      serveWith(Logger, this.logger),
      serveWith(FrameWindowToken, this.frameWindow),
      serveWith(FetchToken, (input: RequestInfo | URL, init?: RequestInit) => {
        const url = input instanceof Request ? input.url : String(input);
        const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
        if (method !== 'GET' || (init?.body !== undefined && init.body !== null)) this.sentRequests.push({ url, body: init?.body === undefined || init.body === null ? '' : String(init.body) });
        return fetch(input, init);
      }),
    );
  }

  /** What the shop's team received through the contact form (the mock's mailbox). */
  async mailbox(): Promise<{ name: string; email: string; comment: string; telephone: string | null }[]> {
    const response = await fetch(`${backendUrl}/__control/mailbox`);
    return ((await response.json()) as { contactMessages: { name: string; email: string; comment: string; telephone: string | null }[] }).contactMessages;
  }

  /** The password-reset tokens the mock mailed. */
  async mailboxResets(): Promise<{ email: string; token: string }[]> {
    const response = await fetch(`${backendUrl}/__control/mailbox`);
    return ((await response.json()) as { passwordResets?: { email: string; token: string }[] }).passwordResets ?? [];
  }

  /** The order confirmations the store mailed, newest last. */
  async orderConfirmations(): Promise<{ email: string; increment_id: string; skus: string[] }[]> {
    const response = await fetch(`${backendUrl}/__control/mailbox`);
    return ((await response.json()) as { orderConfirmations?: { email: string; increment_id: string; skus: string[] }[] }).orderConfirmations ?? [];
  }

  /** A guest cart as the store holds it. */
  async guestCartItems(cartId: string): Promise<{ sku: string }[] | null> {
    const response = await fetch(`${backendUrl}/rest/V1/guest-carts/${cartId}/items`);
    return response.ok ? ((await response.json()) as { sku: string }[]) : null;
  }

  async guestCart(cartId: string): Promise<Record<string, unknown>> {
    return (await (await fetch(`${backendUrl}/rest/V1/guest-carts/${cartId}`)).json()) as Record<string, unknown>;
  }

  /** Asks the recommendation service directly, to check what the shop showed against it. */
  async askRecommendationService(path: string, payload: Record<string, unknown>): Promise<Record<string, unknown>> {
    const response = await fetch(`${backendUrl}/recommendation/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ header: RECOMMENDATION_AUTH, ...payload }),
    });
    return (await response.json()) as Record<string, unknown>;
  }


  /** A payment provider's frame posts to the shopper's window, as its page script does. */
  postFromFrame(providerUrl: string, data: unknown): void {
    this.frameWindow.dispatchEvent(new MessageEvent('message', { origin: new URL(providerUrl).origin, data }));
  }

  get backendUrl(): string {
    return backendUrl;
  }

  /** The token the chat provider's console asks for (printed by the mock at start; here read from the server). */
  get chatConsoleToken(): string {
    return backend.chatConsoleToken;
  }

  storedJson(key: string): unknown {
    const raw = this.localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  }
}

setWorldConstructor(ShopWorld);

After(async () => {
  await fetch(`${backendUrl}/__control/reset`, { method: 'POST' });
});
