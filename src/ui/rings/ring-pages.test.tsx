import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aRing, InMemoryRingCatalog } from '../../../test/doubles/in-memory-ring-catalog';
import { renderShop } from '../test/render-shop';

const OPTIONS = [
  { label: 'Solitaire', value: '40' },
  { label: 'Halo', value: '41' },
  { label: 'Vintage', value: '44' },
];
const COLORS = [
  { valueIndex: 1, label: 'Rose Gold' },
  { valueIndex: 2, label: 'White Gold' },
  { valueIndex: 3, label: 'Yellow Gold' },
];
const METALS = [
  { valueIndex: 4, label: '14K' },
  { valueIndex: 8, label: '18K' },
];
const SIZES = [
  { valueIndex: 5, label: '5' },
  { valueIndex: 6, label: '6.5' },
  { valueIndex: 7, label: '8' },
];
/** Each color's pictures, as the store shows every variant of that color. */
const picturesOf = (color: string) => ['front', 'side', 'top'].map((view) => `/media/rings/solitaire-classic/${color.toLowerCase().replace(/ /g, '-')}-${view}.svg`);
/** The classic solitaire in 14K and 18K: white gold costs $50 more, 18K $400 more; the size does not change the price.
 * The design's own pictures are the front of each color. */
const classicSolitaire = aRing({
  name: 'Classic Solitaire Ring',
  price: 1200,
  galleryUrls: COLORS.map((color) => picturesOf(color.label)[0] ?? ''),
  configurableOptions: [
    { id: 1, label: 'Ring Color', code: 'ring_color', values: COLORS },
    { id: 2, label: 'Metal Type', code: 'ring_metal', values: METALS },
    { id: 3, label: 'Ring Size', code: 'ring_size', values: [...SIZES, { valueIndex: 0, label: '0' }] },
  ],
  variants: COLORS.flatMap((color) =>
    METALS.flatMap((metal) =>
      SIZES.map((size) => ({
        sku: `fw-solitaire-er-${color.label}-${metal.label}-${size.label}`,
        attributes: [
          { code: 'ring_color', valueIndex: color.valueIndex },
          { code: 'ring_metal', valueIndex: metal.valueIndex },
          { code: 'ring_size', valueIndex: size.valueIndex },
        ],
        price: 1200 + (color.label === 'White Gold' ? 50 : 0) + (metal.label === '18K' ? 400 : 0),
        gallery: picturesOf(color.label),
      })),
    ),
  ),
});
const catalog = () =>
  new InMemoryRingCatalog(
    [classicSolitaire, aRing({ name: 'Petite Solitaire Ring', urlKey: 'petite-solitaire', sku: 'fw-petite-er' }), aRing({ name: 'Royal Halo Ring', ringOptions: 'Halo', urlKey: 'halo-royal', sku: 'fw-halo-er', shortDescription: '' })],
    OPTIONS,
    [{ sku: 'fw-solitaire-er-White Gold-14K-6.5', urlKey: '', name: 'Classic Solitaire Ring-White Gold-14K-6.5', price: 1250, gallery: ['/media/rings/solitaire-white.svg'] }],
  );

describe('ring list', () => {
  it('pages the rings and filters by option', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-detail', { rings: catalog() });
    expect(await screen.findByTestId('ring-page-summary')).toHaveTextContent('Showing page 1 of 2');
    expect(screen.getAllByTestId('ring-card')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ring style' }), 'Halo');
    await waitFor(() => expect(router.state.location.search).toBe('?option=halo'));
    expect(await screen.findByText('Royal Halo Ring')).toBeInTheDocument();
    expect(screen.getByTestId('ring-page-summary')).toHaveTextContent('Showing page 1 of 1');
  });

  it('fetches the first page of all rings in the background when filtered', async () => {
    const rings = catalog();
    renderShop('/ring-detail?option=halo', { rings });
    await screen.findByText('Royal Halo Ring');
    await waitFor(() => expect(rings.calls).toBe(2));
  });

  it('says when an option has no rings', async () => {
    renderShop('/ring-detail?option=vintage', { rings: catalog() });
    expect(await screen.findByText('There are no Vintage rings in stock right now.')).toBeInTheDocument();
  });

  it('keeps every style in the dropdown after a style without rings, and another style can be chosen from there', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-detail', { rings: catalog() });
    const styles = await screen.findByRole('combobox', { name: 'Ring style' });
    await screen.findByTestId('ring-page-summary');
    await user.selectOptions(styles, 'Vintage');
    expect(await screen.findByText('There are no Vintage rings in stock right now.')).toBeInTheDocument();
    const dropdown = screen.getByRole('combobox', { name: 'Ring style' });
    expect(within(dropdown).getAllByRole('option').map((option) => option.textContent)).toEqual(['All Rings', 'Solitaire', 'Halo', 'Vintage']);
    expect(dropdown).toHaveValue('Vintage');

    await user.selectOptions(dropdown, 'Halo');
    await waitFor(() => expect(router.state.location.search).toBe('?option=halo'));
    expect(await screen.findByText('Royal Halo Ring')).toBeInTheDocument();
    expect(screen.queryByText('There are no Vintage rings in stock right now.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Ring style' }), 'Vintage');
    await screen.findByText('There are no Vintage rings in stock right now.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ring style' }), 'All Rings');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('ring-page-summary')).toHaveTextContent('Showing page 1 of 2');
  });

  it('keeps a style the shop does not have in the address chosen but not offered, with every real style beside it', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-detail?option=tiara', { rings: catalog() });
    expect(await screen.findByText('There are no tiara rings in stock right now.')).toBeInTheDocument();
    const dropdown = screen.getByRole('combobox', { name: 'Ring style' });
    await waitFor(() => expect(dropdown).toHaveValue('tiara'));
    expect(within(dropdown).getByRole('option', { name: 'tiara' })).toBeDisabled();
    await user.selectOptions(dropdown, 'All Rings');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByTestId('ring-page-summary')).toHaveTextContent('Showing page 1 of 2');
  });

  it('links every ring to its builder, and opens one with the page it came from', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-detail?page=2', { rings: catalog() });
    const ring = await screen.findByRole('link', { name: /Royal Halo Ring/ });
    expect(ring).toHaveAttribute('href', '/ring-builder/halo-royal');
    await user.click(ring);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ring-builder/halo-royal'));
    expect(router.state.location.state).toEqual({ ringsPage: 2 });
  });

  it('links every page of the list, the edges to the pages beside the one shown', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-detail', { rings: catalog() });
    await screen.findByText('Classic Solitaire Ring');
    const pages = screen.getByRole('link', { name: '2' }).closest('nav, div') as HTMLElement;
    expect(within(pages).getByRole('link', { name: '1' })).toHaveAttribute('href', '/ring-detail');
    expect(screen.getByRole('link', { name: '2' })).toHaveAttribute('href', '/ring-detail?page=2');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/ring-detail?page=2');
    // No page before the first: that edge stays a disabled button.
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Royal Halo Ring')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/ring-detail');
  });
});

describe('ring builder', () => {
  it('shows the design, keeps choices in the address, needs a size, and adds the variant to the bag', async () => {
    const user = userEvent.setup();
    const { router, carts } = renderShop('/ring-builder/solitaire-classic', { rings: catalog() });
    expect(await screen.findByRole('heading', { name: 'Classic Solitaire Ring' })).toBeInTheDocument();
    for (const point of ['Free Shipping', 'Free Returns', '100% Risk Free']) expect(screen.getByText(point)).toBeInTheDocument();
    expect(screen.getByText('Select Metal Type')).toBeInTheDocument();
    expect(screen.getByText('Select Ring Color')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rose Gold' })).toHaveAttribute('aria-pressed', 'true');
    const sizeSelect = screen.getByRole('combobox', { name: 'Select Ring Size' });
    expect(within(sizeSelect).queryByRole('option', { name: '0' })).not.toBeInTheDocument();
    expect(screen.getByTestId('item-number')).toHaveTextContent('fw-solitaire-er-Rose Gold-14K-0');

    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    expect(screen.getByText('Required')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'White Gold' }));
    await user.selectOptions(sizeSelect, '6.5');
    await waitFor(() => expect(router.state.location.search).toBe('?color=White-Gold&size=6.5'));
    expect(screen.getByTestId('item-number')).toHaveTextContent('fw-solitaire-er-White Gold-14K-6.5');
    expect(await screen.findByTestId('ring-price')).toHaveTextContent('$1,250.00');
    expect(screen.getByTestId('ring-monthly')).toHaveAttribute('data-amount-cents', '10417');

    carts.products.set('fw-solitaire-er-White Gold-14K-6.5', { name: 'Classic Solitaire Ring-White Gold-14K-6.5', price: 1250, parentSku: 'fw-solitaire-er', attributes: { ring_color: 'White Gold', ring_metal: '14K', ring_size: '6.5' } });
    await user.click(screen.getByRole('button', { name: 'Add to bag' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['fw-solitaire-er-White Gold-14K-6.5']);
  });

  it('shows the price of the chosen metal and color before a size is chosen, and the same price with a size', async () => {
    const user = userEvent.setup();
    renderShop('/ring-builder/solitaire-classic', { rings: catalog() });
    expect(await screen.findByTestId('ring-price')).toHaveTextContent(/^\$1,200\.00$/);
    await user.click(screen.getByRole('button', { name: '18K' }));
    expect(screen.getByTestId('ring-price')).toHaveTextContent(/^\$1,600\.00$/);
    await user.click(screen.getByRole('button', { name: 'White Gold' }));
    expect(screen.getByTestId('ring-price')).toHaveTextContent(/^\$1,650\.00$/);
    expect(screen.getByTestId('ring-monthly')).toHaveAttribute('data-amount-cents', '13750');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Select Ring Size' }), '8');
    expect(screen.getByTestId('ring-price')).toHaveTextContent(/^\$1,650\.00$/);
    await user.click(screen.getByRole('button', { name: '14K' }));
    expect(screen.getByTestId('ring-price')).toHaveTextContent(/^\$1,250\.00$/);
  });

  it('shows the pictures of the chosen color at once, before a size is chosen', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/ring-builder/solitaire-classic', { rings: catalog() });
    const main = () => screen.getByRole('img', { name: 'Classic Solitaire Ring' });
    const thumbnails = () => [...screen.getByRole('group', { name: 'Pictures of this ring' }).querySelectorAll('img')].map((image) => image.getAttribute('src'));
    await waitFor(() => expect(main()).toHaveAttribute('src', '/media/rings/solitaire-classic/rose-gold-front.svg'));

    await user.click(screen.getByRole('button', { name: 'White Gold' }));
    expect(router.state.location.search).toBe('?color=White-Gold');
    expect(main()).toHaveAttribute('src', '/media/rings/solitaire-classic/white-gold-front.svg');
    expect(thumbnails()).toEqual(picturesOf('White Gold'));
    await user.click(screen.getByRole('button', { name: 'Picture 3 of 3' }));
    expect(main()).toHaveAttribute('src', '/media/rings/solitaire-classic/white-gold-top.svg');

    await user.click(screen.getByRole('button', { name: 'Yellow Gold' }));
    expect(main()).toHaveAttribute('src', '/media/rings/solitaire-classic/yellow-gold-top.svg');
    expect(thumbnails()).toEqual(picturesOf('Yellow Gold'));
    await user.click(screen.getByRole('button', { name: 'Rose Gold' }));
    expect(thumbnails()).toEqual(picturesOf('Rose Gold'));
    expect(screen.getByRole('combobox', { name: 'Select Ring Size' })).toHaveValue('');
  });

  it("loops the chosen color's 360° video, muted and inline, and follows the color", async () => {
    const user = userEvent.setup();
    const videoOf = (color: string) => `/media/videos/rings/solitaire-${color.toLowerCase().replace(/ /g, '-')}.webm`;
    const filmed = { ...classicSolitaire, colorVideos: Object.fromEntries(COLORS.map((color) => [color.label, videoOf(color.label)])) };
    renderShop('/ring-builder/solitaire-classic', { rings: new InMemoryRingCatalog([filmed], OPTIONS) });
    const video = await screen.findByLabelText('360° view of the Classic Solitaire Ring in Rose Gold');
    expect(video).toHaveAttribute('src', videoOf('Rose Gold'));
    expect(video).toHaveProperty('muted', true);
    expect(video).toHaveProperty('loop', true);
    expect(video).toHaveAttribute('playsinline');
    // Nothing is fetched before the page runs: no preload, the color's front picture as poster.
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('poster', '/media/rings/solitaire-classic/rose-gold-front.svg');
    await user.click(screen.getByRole('button', { name: 'White Gold' }));
    expect(await screen.findByLabelText('360° view of the Classic Solitaire Ring in White Gold')).toHaveAttribute('src', videoOf('White Gold'));
    // The pictures stay one click away.
    await user.click(screen.getByRole('button', { name: 'Picture 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Classic Solitaire Ring' })).toHaveAttribute('src', '/media/rings/solitaire-classic/white-gold-side.svg');
    await user.click(screen.getByRole('button', { name: '360° view' }));
    expect(screen.getByLabelText('360° view of the Classic Solitaire Ring in White Gold')).toBeInTheDocument();
  });

  it("shows the design's own color, metal and price for a link naming ones it does not offer, and corrects the address in place", async () => {
    const { router } = renderShop('/ring-builder/solitaire-classic?color=Blue-Gold&metal=Platinum&size=99', { rings: catalog() });
    expect(await screen.findByTestId('ring-price')).toHaveTextContent(/^\$1,200\.00$/);
    expect(screen.getByTestId('item-number')).toHaveTextContent('fw-solitaire-er-Rose Gold-14K-0');
    expect(screen.getByRole('button', { name: 'Rose Gold' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '14K' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Select Ring Size' })).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe('?color=Rose-Gold&metal=14K'));
    // The link is replaced, not added to the history.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps both choices when the shopper picks color and size in quick succession', async () => {
    const { router } = renderShop('/ring-builder/solitaire-classic', { rings: catalog() });
    const white = await screen.findByRole('button', { name: 'White Gold' });
    const size = screen.getByRole('combobox', { name: 'Select Ring Size' });
    act(() => {
      fireEvent.click(white);
      fireEvent.change(size, { target: { value: '6.5' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?color=White-Gold&size=6.5'));
  });

  it("shows the store's refusal under Add to bag, dismissible", async () => {
    const user = userEvent.setup();
    renderShop('/ring-builder/solitaire-classic?size=5', { rings: catalog() });
    const add = await screen.findByRole('button', { name: 'Add to bag' });
    await user.click(add);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The product that was requested doesn't exist.");
    expect(add.closest('form')).toContainElement(alert);
    await user.click(within(alert).getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('describes the ring, the chosen diamond or a prompt, and its features', async () => {
    const user = userEvent.setup();
    renderShop('/ring-builder/halo-royal', { rings: catalog() });
    await screen.findByRole('heading', { name: 'Royal Halo Ring' });
    expect(screen.getByText('There is no description for this ring')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Diamond Details' }));
    expect(await screen.findByRole('link', { name: 'Please select a diamond' })).toHaveAttribute('href', '/shop-by');
    await user.click(screen.getByRole('button', { name: 'Features' }));
    expect(within(await screen.findByRole('table', { name: 'Features' })).getByRole('row', { name: /Sizes/ })).toHaveTextContent('5 to 8');
  });

  it('says a ring that is gone is no longer available', async () => {
    renderShop('/ring-builder/no-such-ring', { rings: catalog() });
    expect(await screen.findByText('This ring is no longer available')).toBeInTheDocument();
  });
});
