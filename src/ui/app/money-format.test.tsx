import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PricePosition } from '../../domain/diamond/deal-insight';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { renderShop } from '../test/render-shop';

/*
 * One money format (docs/adr/0032): every amount a shopper reads, in the text of a page or in what a screen reader
 * says of a picture, is '$' then the dollars with separators then two decimals. These pages are rendered whole and
 * every amount on them is read back.
 */

/** An amount as the shop writes it: '$5,093.00', '-$100.00'. */
const SHOP_AMOUNT = /^-?\$\d{1,3}(,\d{3})*\.\d{2}$/;

/** Everything a shopper reads or hears on the page: its text and the names given to pictures and controls. */
const whatTheShopperReads = (): string =>
  [document.body.textContent ?? '', ...Array.from(document.querySelectorAll('[aria-label]'), (element) => element.getAttribute('aria-label') ?? '')].join('\n');

/** Every amount of money on the page, as written (a '$' and the digits, separators and decimals after it). */
const amountsOnPage = (): string[] => [...whatTheShopperReads().matchAll(/-?\$[\d,]*\d(\.\d+)?/g)].map(([amount]) => amount);

const expectEveryAmountInTheShopsFormat = () => {
  const amounts = amountsOnPage();
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts.filter((amount) => !SHOP_AMOUNT.test(amount))).toEqual([]);
};

afterEach(() => vi.unstubAllGlobals());

describe('every amount a shopper reads', () => {
  it('on the Top 4 of a budget chosen on a tile reads like every other amount, the budget too', async () => {
    renderShop('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price', {
      diamonds: [aDiamond({ id: 'A', price: 5093 }), aDiamond({ id: 'B', price: 9999.5 })],
    });
    expect(await screen.findByTestId('search-budget')).toHaveTextContent(/^\$5,000\.00 to \$10,000\.00$/);
    await screen.findAllByTestId('recommended-diamond');
    expectEveryAmountInTheShopsFormat();
  });

  it('on the Top 4 of a budget written in the address reads the same way', async () => {
    renderShop('/shop-by-price/step2?price_total_from=48000&price_total_to=49000&shapes=Round', { diamonds: [aDiamond({ id: 'A', size: 3.1, price: 48_500 })] });
    expect(await screen.findByTestId('search-budget')).toHaveTextContent(/^\$48,000\.00 to \$49,000\.00$/);
    await screen.findAllByTestId('recommended-diamond');
    expectEveryAmountInTheShopsFormat();
  });

  it("on a stone's page, its price position chart included: the axis, 'This stone' and what a screen reader hears", async () => {
    const position: PricePosition = {
      diamondId: 'A',
      modelPrice: 5_480,
      percentile: 60,
      similar: { count: 300, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'G', clarity: 'VS2' },
      histogram: [
        { from: 4_000, to: 5_000, count: 100 },
        { from: 5_000, to: 6_000, count: 150 },
        { from: 6_000, to: 7_500, count: 50 },
      ],
      reasons: [],
    };
    const watched: { reveal: () => void }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
        observe() {
          watched.push({ reveal: () => this.callback([{ isIntersecting: true }]) });
        }
        disconnect() {}
      },
    );
    renderShop(productDetailsPath('A'), {
      diamonds: [aDiamond({ id: 'A', size: 1, price: 5_093, deal: aDealBasis(5_480, 5_300, 300) })],
      prepareRecommendations: (service) => service.pricePositions.set('A', position),
    });
    const section = await screen.findByRole('region', { name: 'Deal insight' });
    act(() => watched.forEach(({ reveal }) => reveal()));
    await within(section).findByRole('img', {}, { timeout: 5000 });
    expect(within(section).getByTestId('price-position-marker')).toHaveTextContent(/^This stone: \$5,093\.00$/);
    expectEveryAmountInTheShopsFormat();
  });

  it("on a ring design's page, its monthly financing teaser included", async () => {
    const rings = new InMemoryRingCatalog([aRing({ name: 'Grand Halo Ring', ringOptions: 'Halo', urlKey: 'grand-halo', sku: 'fw-grand-er', price: 15_000 })], [{ label: 'Halo', value: '41' }]);
    renderShop('/ring-builder/grand-halo', { rings });
    expect(await screen.findByTestId('ring-monthly')).toHaveTextContent('As low as $1,250.00/mo with financing');
    expectEveryAmountInTheShopsFormat();
  });
});
