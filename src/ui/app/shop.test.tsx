import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ShopNotices } from '../../application/shell/shop-notices.service';
import { renderShop } from '../test/render-shop';

describe('landing page', () => {
  it('greets the shopper and offers both ways forward, without the footer', async () => {
    renderShop('/');
    expect(await screen.findByRole('heading', { name: 'Where BIG commitment meets SMART choices.' })).toBeInTheDocument();
    expect(screen.getByText('Find your perfect diamond.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Build your ring' })).toHaveAttribute('href', '/shop-by');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '/how-it-works');
    // What every diamond comes with, and the laboratories that certify them.
    const promise = screen.getByRole('region', { name: 'Our promise' });
    for (const text of ['GIA-certified natural diamonds', 'Free insured shipping', 'Free 14-day returns', 'GIA', 'IGI']) expect(within(promise).getByText(text)).toBeInTheDocument();
    // A ring and a stone, and the three ways to start.
    expect(screen.getByRole('img', { name: /solitaire engagement ring/ })).toHaveAttribute('src', '/landing/solitaire-ring.svg');
    expect(screen.getByRole('img', { name: /round brilliant diamond/ })).toHaveAttribute('src', '/landing/round-diamond.svg');
    const ways = within(screen.getByRole('region', { name: 'Three ways to start' }));
    expect(ways.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/shop-by-price/step1', '/shop-by-size/step1', '/shop-by-shape/step1']);
    expect(screen.queryByRole('navigation', { name: 'Shortcuts' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Loupe home' })).toBeInTheDocument();
  });
});

describe('guided search by price', () => {
  it('leads by links: the price tile to the budgets, a budget to its recommendations, which store the search of their address', async () => {
    const user = userEvent.setup();
    const { storage, router } = renderShop('/shop-by');

    const tile = await screen.findByRole('link', { name: /Shop by price/ });
    expect(tile).toHaveAttribute('href', '/shop-by-price/step1');
    await user.click(tile);
    await screen.findByRole('heading', { name: 'What is your budget?' });
    expect(router.state.location.pathname).toBe('/shop-by-price/step1');
    // The budgets' page remembers the way, however it was reached.
    await waitFor(() => expect(storage.getItem('sb_action')).toBe('"price"'));

    expect(screen.getAllByRole('link', { name: /^\$/ }).map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['$1,000 to $5,000Small budget? No problem we got you covered.', '/shop-by-price/step2?price_total_from=1000&price_total_to=5000&shapes=Round&attr=price'],
      ['$5,000 to $10,000The sweet spot. Quality & style at fair prices.', '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price'],
      ['$10,000 to $25,000+Spare no expense. Get the best of the best.', '/shop-by-price/step2?price_total_from=10000&price_total_to=25000&shapes=Round&attr=price'],
    ]);
    expect(storage.getItem('query')).toBeNull();
    await user.click(screen.getByRole('link', { name: /\$5,000 to \$10,000/ }));
    await screen.findByRole('heading', { name: 'Top 4' });
    expect(router.state.location.pathname).toBe('/shop-by-price/step2');
    await waitFor(() =>
      expect(JSON.parse(storage.getItem('query') ?? 'null')).toEqual({
        price_total_from: 5000,
        price_total_to: 10000,
        shapes: ['Round'],
        attr: 'price',
      }),
    );
    expect(storage.getItem('sb_state')).toBe('"step2"');
    expect(screen.getByTestId('search-budget')).toHaveTextContent(/^\$5,000\.00 to \$10,000\.00$/);
  });

  it.each([
    ['Shop by size', '/shop-by-size/step1', 'size'],
    ['Shop by shape', '/shop-by-shape/step1', 'shape'],
  ])('%s is a link to %s, whose page remembers its way', async (tile, path, action) => {
    const user = userEvent.setup();
    const { storage, router } = renderShop('/shop-by');
    const link = await screen.findByRole('link', { name: new RegExp(tile) });
    expect(link).toHaveAttribute('href', path);
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    await waitFor(() => expect(storage.getItem('sb_action')).toBe(JSON.stringify(action)));
    expect(storage.getItem('sb_state')).toBe('"step1"');
  });
});

describe('content pages', () => {
  it('renders the heading and a sanitized body, with Got it back home', async () => {
    renderShop('/terms-conditions', {
      pages: [{ id: 7, heading: 'Terms & Conditions', html: '<p>Fair terms.</p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">' }],
    });
    expect(await screen.findByRole('heading', { name: 'Terms & Conditions' })).toBeInTheDocument();
    const body = screen.getByTestId('content-body');
    expect(body).toHaveTextContent('Fair terms.');
    expect(body.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByRole('link', { name: 'Got it' })).toHaveAttribute('href', '/');
  });

  it('logs a page the store does not have and says it could not be found', async () => {
    const { logger } = renderShop('/privacy-policy');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-body')).not.toBeInTheDocument();
    expect(logger.entries.map((entry) => entry.message)).toEqual(['Content page 4 could not be loaded']);
  });

  it('shows the three steps of how it works without the header', async () => {
    renderShop('/how-it-works');
    expect(await screen.findByRole('heading', { name: 'How it works', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(screen.queryByRole('link', { name: 'Loupe home' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Got it' })).toHaveAttribute('href', '/');
  });
});

describe('shell', () => {
  it('opens the side menu with every entry and closes it with the cross', async () => {
    const user = userEvent.setup();
    renderShop('/shop-by');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels).toEqual(['Home', 'How it works', 'About', 'Find your diamond', 'Build your ring', 'Cart', 'My Account', 'Contact', 'Privacy Policy', 'Terms of use']);
    expect(screen.queryByText('Sign Out')).not.toBeInTheDocument();
    for (const social of ['facebook', 'linkedin', 'twitter', 'instagram']) expect(screen.getByRole('link', { name: social })).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Close menu' }).at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument());
  });

  it('shows the footer shortcuts on shop pages', async () => {
    renderShop('/shop-by');
    const footer = await screen.findByRole('navigation', { name: 'Shortcuts' });
    expect(within(footer).getByRole('link', { name: 'Find your diamond' })).toHaveAttribute('href', '/shop-by');
    expect(within(footer).getByRole('link', { name: 'Build your ring' })).toHaveAttribute('href', '/ring-detail');
  });

  it('shows a global error until the shopper clicks it', async () => {
    const user = userEvent.setup();
    const { container } = renderShop('/shop-by');
    await screen.findByRole('heading', { name: /How would you like/ });
    container.get(ShopNotices).showError('Item was not added to cart');
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Item was not added to cart');
    await user.click(banner);
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('answers an unknown address with a way back', async () => {
    renderShop('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'We could not find that page' })).toBeInTheDocument();
  });
});
