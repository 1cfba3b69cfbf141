import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { RecommendationGateway } from '../../application/kernel/recommendation.gateway.port';
import { CartRepository } from '../../application/kernel/cart.repository.port';
import { ContactGateway } from '../../application/contact/contact.gateway.port';
import { ShopperPreferences } from '../../application/kernel/shopper-preferences.port';
import { RingCatalog } from '../../application/kernel/ring-catalog.port';
import { CustomerAccounts } from '../../application/kernel/customer-accounts.port';
import { CustomerTokenStore } from '../../application/kernel/customer-token.store.port';
import { Clock } from '../../application/kernel/clock.port';
import { ReceiptTracker, type Receipt } from '../../application/checkout/receipt-tracker.port';
import { InMemoryCustomerAccounts } from '../../../test/doubles/in-memory-customer-accounts';
import { CheckoutGateway } from '../../application/checkout/checkout-gateway.port';
import { FinancingProvider } from '../../application/checkout/financing-provider.port';
import { HostedCardFields } from '../../application/checkout/hosted-card-fields.port';
import { StoreOrders } from '../../application/checkout/store-orders.port';
import { InMemoryCheckoutGateway, InMemoryFinancingProvider, InMemoryHostedCardFields } from '../../../test/doubles/in-memory-checkout';
import { Logger } from '../../application/kernel/logger.port';
import { configForOrigin } from '../../composition/config';
import { buildContainer, serveWith } from '../../composition/container';
import { CookiesToken, LocalStorageToken, SessionStorageToken } from '../../composition/tokens';
import { MemoryCookies } from '../../infrastructure/cookies/memory-cookies';
import type { ContentPage } from '../../domain/content/content-page';
import type { Diamond } from '../../domain/diamond/diamond';
import { InMemoryRecommendationGateway } from '../../../test/doubles/in-memory-recommendation.gateway';
import { InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { InMemoryContactGateway } from '../../../test/doubles/in-memory-contact.gateway';
import { InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { MemoryStorage } from '../../infrastructure/browser-storage/memory-storage';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { InMemoryContentPageRepository } from '../../../test/doubles/in-memory-content-page.repository';
import { App } from '../app/app';
import { routes } from '../app/routes';

export interface ShopOptions {
  readonly pages?: readonly ContentPage[];
  readonly diamonds?: readonly Diamond[];
  /** Values put in local storage before the shop starts (stored as JSON). */
  readonly stored?: Readonly<Record<string, unknown>>;
  /** Route state of the first entry. */
  readonly state?: unknown;
  /** Every recommendation call fails, as when the service is unreachable. */
  readonly failing?: boolean;
  /** Prepares the recommendation service (price positions, a missing call) before the shop starts. */
  readonly prepareRecommendations?: (recommendations: InMemoryRecommendationGateway) => void;
  /** Show the detail page's first-visit tour (dismissed by default so other tests see the page). */
  readonly withTour?: boolean;
  readonly rings?: InMemoryRingCatalog;
  /** Carts prepared before the shop starts (the bag page reads them on mount). */
  readonly carts?: InMemoryCartRepository;
  /** Prepares the shop's customers (and may sign one in) before the shop starts. */
  readonly customers?: (accounts: InMemoryCustomerAccounts, signInAs: (email: string, password: string) => void) => void;
  /** Prepares the store's checkout (addresses on carts, say) before the shop starts. */
  readonly prepareCheckout?: (checkout: InMemoryCheckoutGateway) => void;
  /** The session's cookies the shopper arrives with (`SESSION_COOKIES`: the guest's bag, the chosen diamond). */
  readonly cookies?: Readonly<Record<string, string>>;
  /** Fixes the shop's clock. */
  readonly now?: number;
}

/** Renders the whole shop at `path` with the real container, in-memory adapters and a memory router. */
export function renderShop(path: string, options: ShopOptions = {}) {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(options.stored ?? {})) storage.setItem(key, JSON.stringify(value));
  const cookies = new MemoryCookies();
  for (const [name, value] of Object.entries(options.cookies ?? {})) cookies.set(name, value, { maxAgeSeconds: 3600 });
  const logger = new RecordingLogger();
  const recommendations = new InMemoryRecommendationGateway(options.diamonds ?? []);
  if (options.failing) recommendations.failWith = new Error('The recommendation service is unreachable.');
  options.prepareRecommendations?.(recommendations);
  const carts = options.carts ?? new InMemoryCartRepository(options.diamonds ?? []);
  const contact = new InMemoryContactGateway();
  const checkout = new InMemoryCheckoutGateway(carts);
  options.prepareCheckout?.(checkout);
  const cardFields = new InMemoryHostedCardFields();
  const financing = new InMemoryFinancingProvider();
  let tourDismissed = !options.withTour;
  const receipts: Receipt[] = [];
  const preferences = { hasDismissedTour: () => tourDismissed, dismissTour: () => void (tourDismissed = true) };
  const container = buildContainer(
    configForOrigin('http://shop.test'),
    serveWith(LocalStorageToken, storage),
    // Every shop rendered is a tab of its own: nothing one test's tab kept (the tuning history, an address form's
    // draft) reaches another's.
    serveWith(SessionStorageToken, new MemoryStorage()),
    // The view tests play the storefront's server and the browser at once: the session's cookies are kept in memory.
    serveWith(CookiesToken, cookies),
    serveWith(Logger, logger),
    serveWith(ContentPageRepository, new InMemoryContentPageRepository(options.pages ?? [])),
    serveWith(RecommendationGateway, recommendations),
    serveWith(CartRepository, carts),
    serveWith(ContactGateway, contact),
    serveWith(ShopperPreferences, preferences),
    serveWith(ReceiptTracker, { purchased: (receipt: Receipt) => void receipts.push(receipt) }),
    serveWith(RingCatalog, options.rings ?? new InMemoryRingCatalog([], [])),
    serveWith(CheckoutGateway, checkout),
    serveWith(StoreOrders, checkout),
    serveWith(HostedCardFields, cardFields),
    serveWith(FinancingProvider, financing),
  );
  const tokens = container.get(CustomerTokenStore);
  const accounts = new InMemoryCustomerAccounts(tokens);
  container.rebind(CustomerAccounts).toConstantValue(accounts);
  if (options.now !== undefined) container.rebind(Clock).toConstantValue({ now: () => options.now as number });
  options.customers?.(accounts, (email, password) => accounts.signIn(email, password).subscribe((token) => tokens.save(token)));
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: path.split('?')[0] ?? path, search: path.includes('?') ? `?${path.split('?')[1]}` : '', state: options.state }] });
  const view = render(<App container={container} router={router} />);
  return { ...view, storage, cookies, logger, router, container, recommendations, carts, contact, preferences, accounts, receipts, checkout, cardFields, financing };
}

/**
 * The Top 4's cards once the page has settled. On a window as wide as the test's, the list the server sent gives way
 * to the slider when its chunk has loaded; a card found before that and pressed after it is no longer on the page.
 */
export async function findTopFour(): Promise<HTMLElement[]> {
  await screen.findByRole('region', { name: 'Recommended diamonds' });
  return screen.findAllByTestId('recommended-diamond');
}
