import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { InMemoryCartRepository } from '../../../test/doubles/in-memory-cart.repository';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { renderShop } from '../test/render-shop';

const diamonds = [
  aDiamond({ id: 'D1', price: 6000, size: 1.01, shape: 'Round', color: 'G', clarity: 'VS1', cut: 'Excellent', certificateNumber: '2141438171' }),
  aDiamond({ id: 'D2', price: 20000 }),
];
const FREE = 'fw-freering-er-Yellow Gold-18K-6.5';
const HALO = 'fw-halo-er-Rose Gold-14K-6.5';
const rings = () =>
  new InMemoryRingCatalog([aRing()], [{ label: 'Solitaire', value: '40' }], [
    { sku: FREE, urlKey: '', name: 'Solitaire-Yellow Gold-18K-6.5', price: 0, gallery: ['/media/rings/freering-solitaire/yellow-gold-front.svg'] },
    { sku: 'fw-freering-er', urlKey: 'freering-solitaire', name: 'Free solitaire', price: 0, gallery: [] },
    { sku: HALO, urlKey: 'halo-royal-rose-gold-14k-6-5', name: 'Royal Halo-Rose Gold-14K-6.5', price: 1400, gallery: [] },
    { sku: 'fw-halo-er', urlKey: 'halo-royal', name: 'Royal Halo Ring', price: 1200, gallery: [] },
  ]);

/** A shop whose guest bag already holds the given diamonds. */
function shopWithBag(skus: string[], extra: Parameters<typeof renderShop>[1] = {}, prepare: (carts: InMemoryCartRepository) => void = () => undefined) {
  const carts = new InMemoryCartRepository(diamonds);
  carts.carts.set(
    'g1',
    skus.map((sku, index) => ({ id: sku, sku, name: `Diamond ${sku}`, price: diamonds.find((d) => d.id === sku)?.price ?? 100, lineId: index + 1, qty: 1, cartId: 'g1' })),
  );
  carts.products.set(FREE, { name: 'Solitaire-Yellow Gold-18K-6.5', price: 0, parentSku: 'fw-freering-er', attributes: { ring_color: 'Yellow Gold', ring_metal: '18K', ring_size: '6.5' } });
  prepare(carts);
  return renderShop('/cart', { diamonds, rings: rings(), carts, cookies: { loupe_cart: 'g1', ...(skus[0] ? { loupe_diamond: skus[0] } : {}) }, ...extra });
}

describe('bag', () => {
  it('says the bag is empty with a way to find a diamond', async () => {
    renderShop('/cart');
    expect(await screen.findByText(/You have no items in your bag\./)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Find your diamond' })).toHaveAttribute('href', '/shop-by');
  });

  it('lists the diamond as a jeweller writes it, with its picture, the totals, free shipping and the financing estimate', async () => {
    shopWithBag(['D1']);
    const line = await screen.findByRole('article', { name: '1.01 ct Round diamond' });
    expect(within(line).getByRole('link', { name: '1.01 ct Round diamond' })).toHaveAttribute('href', productDetailsPath('D1'));
    expect(within(line).getByTestId('bag-item-details')).toHaveTextContent(/^G color · VS1 clarity · Excellent cut · GIA report 2141438171$/);
    expect(within(line).getByRole('img', { name: 'Illustration of a round diamond' })).toHaveAttribute('src', '/media/diamonds/illustrations/D1.svg');
    expect(screen.getByTestId('bag-subtotal')).toHaveTextContent('$6,000.00');
    expect(screen.getByTestId('bag-total')).toHaveTextContent('$6,000.00');
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByTestId('bag-financing')).toHaveTextContent('$500.00/mo');
    expect(screen.getByText('Items will remain in your bag for 24 hours')).toBeInTheDocument();
  });

  it("links a diamond line to its page and a ring line to its design's builder with the line's choices", async () => {
    shopWithBag(['D1'], {}, (prepared) => {
      prepared.carts.get('g1')?.push({
        id: HALO,
        sku: HALO,
        name: 'Royal Halo-Rose Gold-14K-6.5',
        price: 1400,
        lineId: 9,
        qty: 1,
        cartId: 'g1',
        parentSku: 'fw-halo-er',
        attributes: [
          { code: 'ring_color', value: 'Rose Gold' },
          { code: 'ring_metal', value: '14K' },
          { code: 'ring_size', value: '6.5' },
        ],
      });
    });
    await waitFor(() => expect(screen.getAllByTestId('bag-item')).toHaveLength(2));
    expect(screen.getByRole('link', { name: '1.01 ct Round diamond' })).toHaveAttribute('href', productDetailsPath('D1'));
    expect(screen.getByRole('link', { name: 'Royal Halo · Rose Gold · 14K · size 6.5' })).toHaveAttribute('href', '/ring-builder/halo-royal?color=Rose-Gold&metal=14K&size=6.5');
  });

  it('hides the financing estimate above the limit', async () => {
    shopWithBag(['D2']);
    await screen.findByTestId('bag-item');
    expect(screen.queryByTestId('bag-financing')).not.toBeInTheDocument();
  });

  it('applies WELCOME10, shows Cancel, and cancels back to Apply', async () => {
    const user = userEvent.setup();
    shopWithBag(['D1']);
    await screen.findByTestId('bag-item');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The coupon was applied');
    expect(screen.getByTestId('bag-discount')).toHaveTextContent('-$600.00');
    expect(screen.getByTestId('bag-total')).toHaveTextContent('$5,400.00');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
    expect(screen.getByTestId('bag-total')).toHaveTextContent('$6,000.00');
  });

  it('refuses an invalid coupon in red, and the message goes after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      shopWithBag(['D1']);
      await screen.findByTestId('bag-item');
      await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), 'EXPIRED5');
      await user.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('The coupon code is invalid');
      act(() => vi.advanceTimersByTime(3100));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets Cancel when the bag already has a coupon', async () => {
    shopWithBag(['D1'], {}, (carts) => carts.coupons.set('g1', 'WELCOME10'));
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('WELCOME10');
  });

  it('adds the chosen free ring at checkout, then opens /register', async () => {
    const user = userEvent.setup();
    const { router, carts } = shopWithBag(['D1']);
    await screen.findByTestId('bag-item');
    await user.click(screen.getByRole('button', { name: 'Yellow Gold' }));
    await user.click(screen.getByRole('button', { name: 'Yellow Gold' }));
    expect(screen.getByRole('button', { name: 'Yellow Gold' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Yellow Gold' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Gold' }), '18K');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    expect(screen.getByText('Required')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ring size' }), '6.5');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    expect(carts.carts.get('g1')?.map((item) => item.sku)).toEqual(['D1', FREE]);
  });

  it('goes straight to /register without a ring, and hides the ring choice once a ring is in the bag', async () => {
    const user = userEvent.setup();
    const { router } = shopWithBag(['D1']);
    await screen.findByTestId('bag-item');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });

  it('shows a ring as a jeweller writes it, with its picture, opening the builder on the color, metal and size in the bag', async () => {
    shopWithBag(['D1'], {}, (prepared) =>
      prepared.carts.get('g1')?.push({
        id: FREE,
        sku: FREE,
        name: 'Free Solitaire Ring-Yellow Gold-18K-6.5',
        price: 0,
        lineId: 9,
        qty: 1,
        cartId: 'g1',
        parentSku: 'fw-freering-er',
        attributes: [
          { code: 'ring_color', value: 'Yellow Gold' },
          { code: 'ring_metal', value: '18K' },
          { code: 'ring_size', value: '6.5' },
        ],
      }),
    );
    const line = await screen.findByRole('article', { name: 'Free Solitaire Ring · Yellow Gold · 18K · size 6.5' });
    expect(within(line).getByRole('link', { name: 'Free Solitaire Ring · Yellow Gold · 18K · size 6.5' })).toHaveAttribute('href', '/ring-builder/freering-solitaire?color=Yellow-Gold&metal=18K&size=6.5');
    expect(within(line).getByRole('img', { name: 'Free Solitaire Ring in Yellow Gold' })).toHaveAttribute('src', '/media/rings/freering-solitaire/yellow-gold-front.svg');
  });

  it('asks before removing the last diamond, naming the ring it takes with it; Keep keeps both, Remove both empties the bag and forgets the diamond', async () => {
    const user = userEvent.setup();
    const { cookies, carts } = shopWithBag(['D1'], {}, (prepared) =>
      prepared.carts.get('g1')?.push({
        id: FREE,
        sku: FREE,
        name: 'Free Solitaire Ring-Yellow Gold-18K-0',
        price: 0,
        lineId: 9,
        qty: 1,
        cartId: 'g1',
        parentSku: 'fw-freering-er',
        attributes: [
          { code: 'ring_color', value: 'Yellow Gold' },
          { code: 'ring_metal', value: '18K' },
          { code: 'ring_size', value: '0' },
        ],
      }),
    );
    await screen.findAllByTestId('bag-item');
    expect(screen.queryByRole('group', { name: 'Ring color' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove 1.01 ct Round diamond' }));
    const question = await screen.findByRole('dialog', { name: 'Remove the diamond?' });
    expect(question).toHaveTextContent('Removing the diamond also removes the Free Solitaire Ring · Yellow Gold · 18K · size to be confirmed from your bag.');
    expect(carts.carts.get('g1')).toHaveLength(2);
    await user.click(within(question).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByTestId('bag-item')).toHaveLength(2);
    expect(carts.carts.get('g1')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove 1.01 ct Round diamond' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove both' }));
    expect(await screen.findByText(/You have no items in your bag\./)).toBeInTheDocument();
    expect(cookies.get('loupe_diamond')).toBeNull();
    expect(carts.carts.get('g1')).toEqual([]);
  });

  it('marks a diamond that is no longer available with a way to the similar stones on sale and a way to start again', async () => {
    shopWithBag(['GONE']);
    expect(await screen.findByText('This diamond is no longer available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See similar diamonds' })).toHaveAttribute('href', productDetailsPath('GONE'));
    expect(screen.getByRole('link', { name: 'Start new search' })).toHaveAttribute('href', '/');
  });

  it('keeps a bag holding a diamond that is no longer available from checkout, and offers no free ring for it', async () => {
    shopWithBag(['GONE'], { state: { justAdded: true } });
    expect(await screen.findByText('This diamond is no longer available')).toBeInTheDocument();
    expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Checkout' })).toHaveAccessibleDescription('Remove the items that are no longer available to check out.');
    expect(screen.queryByRole('group', { name: 'Ring color' })).not.toBeInTheDocument();
  });

  it('congratulates on a diamond just added, then collapses to the notice after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      shopWithBag(['D1'], { state: { justAdded: true } });
      expect(await screen.findByText('Congratulations!')).toBeInTheDocument();
      expect(screen.getByText(/15 minutes/)).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(5100));
      await waitFor(() => expect(screen.queryByText('Congratulations!')).not.toBeInTheDocument());
      expect(screen.getByText('Items will remain in your bag for 24 hours')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
