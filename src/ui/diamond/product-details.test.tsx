import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Diamond } from '../../domain/diamond/diamond';
import { decodeDiamondId, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { CERTIFICATE_SENT_MS } from '../../domain/shared/timers';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { renderShop } from '../test/render-shop';

const inventory: Diamond[] = [
  aDiamond({ id: 'A', size: 1.0, price: 6000, deal: aDealBasis(6_800, 6_400, 1_240) }),
  aDiamond({ id: 'B', size: 1.01, price: 5600, deal: aDealBasis(5_000, 5_200, 3) }),
  aDiamond({ id: 'C', size: 1.5, price: 9000 }),
  aDiamond({ id: 'BIG', size: 3.2, price: 48000 }),
  aDiamond({ id: 'P', shape: 'Pear', size: 1.1, price: 5000, imageUrl: '/media/diamonds/pear.svg' }),
];
const shownId = () => screen.getByTestId('diamond-title').dataset.diamondId;

describe('product details', () => {
  it('shows the stone with its panels, tables and footer', async () => {
    renderShop(productDetailsPath('A', 'finest'), { diamonds: inventory });
    expect(await screen.findByRole('heading', { name: '1.00 ct Round diamond' })).toBeInTheDocument();
    expect(screen.getByText('finest')).toBeInTheDocument();
    expect(screen.getByTestId('panel-price-value')).toHaveTextContent('$6,000.00');
    expect(screen.getByTestId('panel-size-value')).toHaveTextContent('1.00 ct');
    expect(screen.getByTestId('panel-quality-value')).toHaveTextContent('Excellent · G · VS2');
    // Below the panels, the tables and the education tabs arrive once the page is on screen.
    for (const table of ['Diamond details', 'Measurements', 'Certificate']) expect(await screen.findByRole('table', { name: table })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Follow the green bars' })).toBeInTheDocument();
    expect(screen.getByTestId('monthly-estimate')).toHaveTextContent('$500.00/mo');
    // On a wide screen (the test's window is 1,024 px) Select diamond is beside the picture; the fixed bar's is a
    // stand-in for the pointer, out of the tab order and of what screen readers read.
    const footer = screen.getByTestId('detail-footer');
    expect(screen.getAllByRole('button', { name: 'Select diamond' })).toHaveLength(1);
    expect(footer).not.toContainElement(screen.getByRole('button', { name: 'Select diamond' }));
    expect(within(footer).getByRole('button', { name: 'Select diamond', hidden: true })).toHaveAttribute('tabindex', '-1');
    // Beside the picture: the price, the key grades and what comes with the stone.
    const grades = within(screen.getByLabelText('Key grades'));
    expect(grades.getAllByRole('term').map((term) => term.textContent)).toEqual(['Carat', 'Cut', 'Color', 'Clarity']);
    expect(grades.getAllByRole('definition').map((value) => value.textContent)).toEqual(['1.00', 'Excellent', 'G', 'VS2']);
    expect(within(screen.getByTestId('trust-signals')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('GIA certified'),
      expect.stringContaining('Free insured shipping'),
      expect.stringContaining('Free 14-day returns'),
    ]);
    expect(screen.getByRole('button', { name: 'Previous diamond' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next diamond' })).toBeDisabled();
  });

  it('shows the quality level icons with words for each, and the 4Cs pictures as 1x/2x/3x sets with their size', async () => {
    const user = userEvent.setup();
    renderShop(productDetailsPath('A'), { diamonds: inventory });
    const quality = within(await screen.findByTestId('panel-quality'));
    expect(quality.getAllByRole('img').map((icon) => [icon.getAttribute('alt'), icon.getAttribute('src')])).toEqual([
      ['Cut Excellent: level 5 of 5', '/media/icons/cut-5.svg'],
      ['Color G: level 4 of 5', '/media/icons/color-4.svg'],
      ['Clarity VS2: level 3 of 5', '/media/icons/clarity-3.svg'],
    ]);
    expect(within(screen.getByTestId('panel-size')).getByRole('img', { name: /^Carat 1\.00 ct: level [1-4] of 4$/ })).toHaveAttribute('src', expect.stringMatching(/^\/media\/icons\/carat-[1-4]\.svg$/));
    // Narrower than 1200 px, each C opens in a modal.
    // The education tabs come with the page's lower part, once the browser is idle.
    await user.click(await screen.findByRole('button', { name: 'Clarity' }));
    const picture = within(await screen.findByRole('dialog', { name: 'Clarity' })).getByRole('img', { name: 'A diamond and its inclusions under a loupe' });
    expect(picture).toHaveAttribute('srcset', '/media/education/clarity@1x.png 1x, /media/education/clarity@2x.png 2x, /media/education/clarity@3x.png 3x');
    expect(picture).toHaveAttribute('width', '240');
    expect(picture).toHaveAttribute('height', '120');
  });

  it('shows the deal insight under the price panels: the sentence, what similar means and the reasons', async () => {
    const position = {
      diamondId: 'A',
      modelPrice: 6_800,
      percentile: 82,
      similar: { count: 1240, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'G', clarity: 'VS2' },
      histogram: [],
      reasons: [
        { code: 'popular_weight_reached', text: '1.00 ct: at or just over 1 ct, where prices step up.', amount: 900 },
        { code: 'cut_excellent', text: 'Excellent cut, the top grade.', amount: 500 },
      ],
    } as const;
    renderShop(productDetailsPath('A'), { diamonds: inventory, prepareRecommendations: (service) => service.pricePositions.set('A', position) });
    const section = await screen.findByRole('region', { name: 'Deal insight' });
    // The verdict of the badge by the title, said again in the section.
    expect(screen.getAllByTestId('deal-verdict').map((badge) => badge.textContent)).toEqual(['Good deal', 'Good deal']);
    expect(within(section).getByTestId('deal-insight-sentence')).toHaveTextContent('12% below the market price for its grades, and below the median of its 1,240 similar stones');
    expect(within(section).getByTestId('deal-insight-similar')).toHaveTextContent(
      'Similar stones: Round, 0.90–1.10 ct, G, VS2 (1,240 stones on sale, asking $6,400.00 in the middle). Our price model expects $6,800.00 for this stone.',
    );
    expect(within(section).getByTestId('price-position-summary')).toHaveTextContent('Cheaper than 82% of 1,240 similar stones.');
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1.00 ct: at or just over 1 ct, where prices step up.', 'Excellent cut, the top grade.']);
  });

  it('says a stone with too few similar stones is ranked against none of them, and charts nothing; its badge keeps its verdict', async () => {
    const position = {
      diamondId: 'B',
      modelPrice: 5_000,
      percentile: 0,
      similar: { count: 3, shape: 'Round', caratFrom: 0.91, caratTo: 1.11, color: 'G', clarity: 'VS2' },
      histogram: [{ from: 5_000, to: 5_600, count: 3 }],
      reasons: [],
    } as const;
    renderShop(productDetailsPath('B'), { diamonds: inventory, prepareRecommendations: (service) => service.pricePositions.set('B', position) });
    const section = await screen.findByRole('region', { name: 'Deal insight' });
    expect(within(section).getByTestId('price-position-summary')).toHaveTextContent('Only 3 similar stones: too few to rank this price.');
    expect(within(section).queryByRole('figure')).toBeNull();
    expect(screen.getAllByTestId('deal-verdict').map((badge) => badge.textContent)).toEqual(['Priced above', 'Priced above']);
  });

  it('charts the similar stones’ prices with this stone marked, and says it in words', async () => {
    const position = {
      diamondId: 'A',
      modelPrice: 6_800,
      percentile: 82,
      similar: { count: 1240, shape: 'Round', caratFrom: 0.9, caratTo: 1.1, color: 'G', clarity: 'VS2' },
      histogram: [
        { from: 5_000, to: 6_000, count: 120 },
        { from: 6_000, to: 7_000, count: 700 },
        { from: 7_000, to: 8_000, count: 420 },
      ],
      reasons: [],
    } as const;
    // The chart's code comes when its box nears the viewport: until then a placeholder of its size holds its place.
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
    renderShop(productDetailsPath('A'), { diamonds: inventory, prepareRecommendations: (service) => service.pricePositions.set('A', position) });
    const section = await screen.findByRole('region', { name: 'Deal insight' });
    const figure = within(section).getByRole('figure', { name: 'Cheaper than 82% of 1,240 similar stones.' });
    expect(within(figure).getByTestId('price-position-placeholder')).toBeInTheDocument();
    expect(within(figure).queryByRole('img')).not.toBeInTheDocument();
    act(() => watched.forEach(({ reveal }) => reveal()));
    const chart = await within(figure).findByRole('img', {}, { timeout: 5000 });
    vi.unstubAllGlobals();
    expect(chart).toHaveAccessibleName('Histogram of the prices of 1,240 similar stones, from $5,000.00 to $8,000.00; this stone asks $6,000.00.');
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(within(figure).getByTestId('price-position-marker')).toHaveTextContent(/^This stone: \$6,000\.00$/);
  });

  it('shows no deal insight when the recommendation service has no price_position/ call', async () => {
    renderShop(productDetailsPath('A'), { diamonds: inventory, prepareRecommendations: (service) => (service.lacksPricePosition = true) });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await waitFor(() => expect(screen.getByTestId('panel-price-value')).toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'Deal insight' })).not.toBeInTheDocument();
  });

  it('hides the financing estimate above the limit', async () => {
    renderShop(productDetailsPath('BIG'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '3.20 ct Round diamond' });
    expect(screen.queryByTestId('monthly-estimate')).not.toBeInTheDocument();
  });

  it('price minus gives a cheaper stone and a new address; back returns to the first and forward again', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(screen.getByRole('button', { name: 'Lower price' }));
    await waitFor(() => expect(shownId()).toBe('B'));
    expect(decodeDiamondId(router.state.location.pathname.split('/').at(-1))).toBe('B');
    expect(screen.getByTestId('panel-price-value')).toHaveTextContent('$5,600.00');

    await user.click(screen.getByRole('button', { name: 'Previous diamond' }));
    await waitFor(() => expect(shownId()).toBe('A'));
    expect(screen.getByRole('button', { name: 'Previous diamond' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next diamond' }));
    await waitFor(() => expect(shownId()).toBe('B'));
  });

  describe('More Options', () => {
    const search = { query: { shapes: ['Round'], price_total_from: 5_000, price_total_to: 10_000 } };
    const openMoreOptions = async (user: ReturnType<typeof userEvent.setup>) => {
      await screen.findByRole('heading', { name: '1.01 ct Round diamond' });
      await user.click(await screen.findByRole('button', { name: 'More Options' }));
      return within(await screen.findByRole('region', { name: 'More Options' }));
    };
    const valueText = (panel: ReturnType<typeof within>, thumb: string) => panel.getByRole('slider', { name: thumb }).getAttribute('aria-valuetext');

    it('opens around the stone and the shopper\'s search, each thumb says its value in words, and Search untouched keeps the stone', async () => {
      const user = userEvent.setup();
      renderShop(productDetailsPath('B'), { diamonds: inventory, stored: search });
      const panel = await openMoreOptions(user);
      expect(
        ['Lowest price', 'Highest price', 'Smallest carat', 'Largest carat', 'Best cut', 'Lowest cut', 'Best color', 'Lowest color', 'Best clarity', 'Lowest clarity', 'Best polish', 'Lowest symmetry'].map(
          (thumb) => valueText(panel, thumb),
        ),
      ).toEqual(['$4,000', '$10,000', '0.25 ct', '100.00 ct', 'Excellent', 'Fair', 'D', 'J', 'IF', 'I1', 'Excellent', 'Fair']);
      expect(panel.getByRole('group', { name: 'Price: $4,000.00 – $10,000.00' })).toBeInTheDocument();
      await user.click(panel.getByRole('button', { name: 'Search' }));
      expect(await screen.findByText('This diamond already matches these options.')).toBeInTheDocument();
      expect(shownId()).toBe('B');
    });

    it('moves a thumb with the slider keys: an arrow a stop, PageUp and PageDown a tenth of the track, Home and End as far as it may go', async () => {
      const user = userEvent.setup();
      renderShop(productDetailsPath('B'), { diamonds: inventory, stored: search });
      const panel = await openMoreOptions(user);
      panel.getByRole('slider', { name: 'Lowest price' }).focus();
      await user.keyboard('{ArrowRight}');
      expect(valueText(panel, 'Lowest price')).toBe('$6,000');
      await user.keyboard('{ArrowLeft}{ArrowDown}');
      expect(valueText(panel, 'Lowest price')).toBe('$2,000');
      await user.keyboard('{Home}');
      expect(valueText(panel, 'Lowest price')).toBe('$0');
      await user.keyboard('{End}');
      // No further than a step short of the highest price.
      expect(valueText(panel, 'Lowest price')).toBe('$8,000');
      panel.getByRole('slider', { name: 'Highest price' }).focus();
      await user.keyboard('{PageUp}');
      expect(valueText(panel, 'Highest price')).toBe('$20,000');
      await user.keyboard('{End}');
      expect(valueText(panel, 'Highest price')).toBe('$1,000,000');
      await user.keyboard('{PageDown}');
      expect(valueText(panel, 'Highest price')).toBe('$502,000');
      expect(panel.getByRole('group', { name: 'Price: $8,000.00 – $502,000.00' })).toBeInTheDocument();

      panel.getByRole('slider', { name: 'Best color' }).focus();
      await user.keyboard('{End}');
      expect([valueText(panel, 'Best color'), valueText(panel, 'Lowest color')]).toEqual(['J', 'J']);
      await user.keyboard('{Home}{PageUp}');
      expect(valueText(panel, 'Best color')).toBe('F');
      panel.getByRole('slider', { name: 'Largest carat' }).focus();
      await user.keyboard('{Home}');
      expect(valueText(panel, 'Largest carat')).toBe('0.45 ct');
    });

    it('searches the ranges the shopper narrowed, and moves to the stone nearest inside them', async () => {
      const user = userEvent.setup();
      const { router } = renderShop(productDetailsPath('B'), { diamonds: inventory, stored: search });
      const panel = await openMoreOptions(user);
      panel.getByRole('slider', { name: 'Lowest price' }).focus();
      await user.keyboard('{ArrowRight}');
      await user.click(panel.getByRole('button', { name: 'Search' }));
      await waitFor(() => expect(shownId()).toBe('A'));
      expect(decodeDiamondId(router.state.location.pathname.split('/').at(-1))).toBe('A');
    });
  });

  it("walks the history with the browser's Back and Forward as with the page's arrows: Back twice, Forward, and Next still leads on", async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(screen.getByRole('button', { name: 'Lower price' }));
    await waitFor(() => expect(shownId()).toBe('B'));
    await user.click(await screen.findByRole('button', { name: 'Higher price' }));
    await waitFor(() => expect(shownId()).toBe('C'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownId()).toBe('B'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownId()).toBe('A'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next diamond' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Previous diamond' })).toBeDisabled();
    await act(() => router.navigate(1));
    await waitFor(() => expect(shownId()).toBe('B'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next diamond' })).toBeEnabled());
    // The page's Next is the browser's Forward: no entry is added.
    await user.click(screen.getByRole('button', { name: 'Next diamond' }));
    await waitFor(() => expect(shownId()).toBe('C'));
    expect(router.state.historyAction).toBe('POP');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous diamond' })).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Next diamond' })).toBeDisabled();
  });

  it('takes the pick label off a stone reached by tuning, and gives it back when the arrows return to the picked stone', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A', 'finest'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    expect(screen.getByText('finest')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lower price' }));
    await waitFor(() => expect(shownId()).toBe('B'));
    expect(screen.queryByText('finest')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('button', { name: 'Previous diamond' }));
    await waitFor(() => expect(shownId()).toBe('A'));
    expect(screen.getByText('finest')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?pick=finest');
  });

  it('shows no label an address makes up', async () => {
    renderShop(`${productDetailsPath('A')}?pick=cheapest`, { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    expect(screen.queryByText('cheapest')).not.toBeInTheDocument();
  });

  it('disables a minus or plus that would find no stone, names it for what it cannot do and says why', async () => {
    renderShop(productDetailsPath('B'), { diamonds: inventory.filter((d) => d.id !== 'P') });
    await screen.findByRole('heading', { name: '1.01 ct Round diamond' });
    const higher = await screen.findByRole('button', { name: 'No higher quality for this search' });
    expect(higher).toBeDisabled();
    expect(higher).toHaveAccessibleDescription("No diamond of this shape in your search has every grade (cut, color, clarity) at least this one's and one higher.");
    expect(within(screen.getByTestId('panel-quality')).getByTestId('panel-quality-inc-unavailable')).toHaveTextContent('No higher quality for this search.');
    expect(screen.getByRole('button', { name: 'No lower price for this search' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Higher price' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Higher quality' })).toBeNull();
    expect(shownId()).toBe('B');
  });

  it('requeries in another shape', async () => {
    const user = userEvent.setup();
    renderShop(productDetailsPath('A'), { diamonds: inventory, stored: { query: { shapes: ['Round'], price_total_from: 1000, price_total_to: 10000 } } });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shape' }), 'Pear');
    expect(await screen.findByRole('heading', { name: '1.10 ct Pear diamond' })).toBeInTheDocument();
  });

  it('compares: the second choice turns Select into Compare, a third drops the oldest', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await user.click(screen.getByRole('button', { name: 'Lower price' }));
    await waitFor(() => expect(shownId()).toBe('B'));
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const footer = screen.getByTestId('detail-footer');
    expect(within(footer).queryByRole('button', { name: 'Select diamond' })).not.toBeInTheDocument();
    await user.click(within(footer).getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare-diamonds'));
    expect((router.state.location.state as { diamondIds: string[] }).diamondIds).toEqual(['A', 'B']);
  });

  it('selects the diamond into the bag and opens it', async () => {
    const user = userEvent.setup();
    const { router, carts, cookies } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(screen.getByRole('button', { name: 'Select diamond' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect([...carts.carts.values()].flat().map((item) => item.sku)).toEqual(['A']);
    expect(cookies.get('loupe_diamond')).toBe('A');
    expect(await screen.findAllByTestId('bag-item')).toHaveLength(1);
  });

  it("says 'Item was not added to cart' when the bag fails", async () => {
    const user = userEvent.setup();
    const { carts, router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    carts.failWith = new Error('offline');
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    const footer = screen.getByTestId('detail-footer');
    await user.click(within(footer).getByRole('button', { name: 'Select diamond', hidden: true }));
    // Told beside the bar's button that was pressed, announced from beside the picture (the button screen readers
    // know), and in the shop's banner.
    expect(await within(footer).findByTestId('select-failure')).toHaveTextContent('Item was not added to cart');
    const announced = screen.getAllByRole('alert');
    expect(announced.map((alert) => alert.textContent)).toEqual([expect.stringContaining('Item was not added to cart'), expect.stringContaining('Item was not added to cart')]);
    expect(screen.getByRole('button', { name: 'Select diamond' })).toHaveAccessibleDescription('Item was not added to cart');
    expect(router.state.location.pathname).toMatch(/^\/product-details\//);
  });

  it('tells why Select diamond failed under the one beside the picture when that one was pressed', async () => {
    const user = userEvent.setup();
    const { carts } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    carts.failWith = new Error('offline');
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    const footer = screen.getByTestId('detail-footer');
    const beside = screen.getByRole('button', { name: 'Select diamond' });
    await user.click(beside);
    const failure = await screen.findByTestId('select-failure');
    expect(failure).toHaveTextContent('Item was not added to cart');
    expect(failure).toHaveAttribute('role', 'alert');
    expect(beside.closest('form')).toContainElement(failure);
    expect(beside).toHaveAccessibleDescription('Item was not added to cart');
    expect(within(footer).queryByTestId('select-failure')).toBeNull();
  });

  /** Whether closing the tab or reloading now would ask the browser's own question. */
  const unloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

  it('leaves the stone through a link without asking while no diamond is selected, and the tab closes without a question', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    expect(unloadAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Loupe home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText(/Are you sure you want to leave\?/)).not.toBeInTheDocument();
  });

  it('with a diamond selected, asks before leaving the stone through a link, and the tab asks before closing', async () => {
    const user = userEvent.setup();
    const { router } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    expect(unloadAsks()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Loupe home' }));
    expect(await screen.findByText(/Are you sure you want to leave\?/)).toHaveTextContent('Are you sure you want to leave? You might lose your selected diamond');
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(unloadAsks()).toBe(false);
  });

  it.each([
    ['no id and nothing stored', {}, 'Diamond was not found'],
    ['an unknown id', { path: productDetailsPath('nope') }, 'Diamond was not found'],
    ['an unknown id, with a stone stored', { path: productDetailsPath('nope'), cookies: { loupe_diamond: 'C' } }, 'Diamond was not found'],
    ['an id that cannot be decoded, with a stone stored', { path: '/product-details/!!bad', cookies: { loupe_diamond: 'C' } }, 'Diamond was not found'],
  ])('says the diamond was not found for %s', async (_case, { path, stored }: { path?: string; stored?: Record<string, unknown> }, message) => {
    renderShop(path ?? '/product-details', { diamonds: inventory, stored });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '1.50 ct Round diamond' })).not.toBeInTheDocument();
  });

  describe('a stone the shop cannot sell', () => {
    const shelf: Diamond[] = [
      ...inventory,
      aDiamond({ id: 'R1', size: 0.7, price: 2_400 }),
      aDiamond({ id: 'R2', size: 0.9, price: 3_900 }),
      aDiamond({ id: 'R3', size: 0.5, price: 1_500 }),
      aDiamond({ id: 'P2', shape: 'Pear', size: 1.12, price: 5_100 }),
      aDiamond({ id: 'P3', shape: 'Pear', size: 1.05, price: 4_800 }),
    ];
    const soldPear = aDiamond({ id: 'SOLD', shape: 'Pear', size: 1.1, color: 'F', clarity: 'VS1', price: 5_050 });

    it('says a sold stone is no longer available and offers the similar stones on sale, each a link to its page', async () => {
      const user = userEvent.setup();
      const { router } = renderShop(productDetailsPath('SOLD'), { diamonds: shelf, prepareRecommendations: (service) => service.sold.set('SOLD', soldPear) });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This diamond is no longer available');
      expect(alert).toHaveTextContent('This 1.10 ct Pear diamond (F color, VS1 clarity) has been sold. Here are the 3 diamonds on sale closest to it');
      const similar = screen.getByRole('list', { name: 'Similar diamonds' });
      const offered = within(similar).getAllByRole('listitem');
      expect(offered).toHaveLength(3);
      expect(within(similar).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([productDetailsPath('P'), productDetailsPath('P2'), productDetailsPath('P3')]);
      expect(within(offered[0]!).getByText('$5,000.00')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Select diamond' })).not.toBeInTheDocument();

      await user.click(within(similar).getAllByRole('link')[0]!);
      expect(await screen.findByRole('heading', { name: '1.10 ct Pear diamond' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(productDetailsPath('P'));
    });

    it('says an unknown id was not found and offers the top picks of the default search, with a link to the whole search', async () => {
      renderShop(productDetailsPath('nope'), { diamonds: shelf });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Diamond was not found');
      expect(await within(alert).findByText(/Here are the top 3 picks of our default search, Round diamonds, \$1,000\.00 to \$5,000\.00, instead\./)).toBeInTheDocument();
      const picks = screen.getByRole('list', { name: 'Our top picks' });
      expect(within(picks).getAllByRole('listitem')).toHaveLength(3);
      // Each top pick's label travels in its address, so its page shows it, in a new tab too.
      expect(within(picks).getAllByRole('link').map((link) => new URL(link.getAttribute('href') ?? '', 'http://shop').searchParams.get('pick'))).toEqual(['biggest', 'brightest', 'best-deal']);
      expect(screen.getByRole('link', { name: 'See the whole search' })).toHaveAttribute('href', '/shop-by-price/step2?price_total_from=1000&price_total_to=5000&shapes=Round');
    });
  });

  it('makes an offer between half the price and the price: a refused amount is said on its field and nothing is sent', async () => {
    const user = userEvent.setup();
    const { contact } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(await screen.findByRole('button', { name: 'Make an offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make an offer' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@loupe.test');
    const amount = within(dialog).getByRole('textbox', { name: /Your offer/ });
    expect(amount).toHaveAccessibleDescription('Between $3,000.00 and $6,000.00');

    await user.type(amount, '100');
    await user.tab();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('Please offer at least $3,000.00, half the price.'));
    await user.clear(amount);
    await user.type(amount, '60000');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('An offer cannot be more than the price, $6,000.00.')).toBeInTheDocument();
    expect(contact.sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '5500');
    expect(amount).not.toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Thank you! An expert will answer you by email.');
    expect(contact.sent.map((sent) => sent.comment)).toEqual(['Offer of $5,500.00 for diamond A']);
  });

  it('falls back to the stored diamond without an id', async () => {
    renderShop('/product-details', { diamonds: inventory, cookies: { loupe_diamond: 'C' } });
    expect(await screen.findByRole('heading', { name: '1.50 ct Round diamond' })).toBeInTheDocument();
  });

  it('requests the certificate: Send, Sending, Sent!, then the card flips to the thanks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { contact } = renderShop(productDetailsPath('A'), { diamonds: inventory });
      await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
      await user.click(await screen.findByRole('button', { name: 'Request the GIA certificate' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(within(dialog).getAllByText('Required')).toHaveLength(2);
      expect(contact.sent).toEqual([]);
      await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada Lovelace');
      await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@loupe.test');
      await user.click(within(dialog).getByRole('button', { name: 'Send' }));
      expect(await within(dialog).findByRole('button', { name: 'Sent!' })).toBeDisabled();
      expect(within(dialog).queryByText('Thank you!')).not.toBeInTheDocument();
      expect(contact.sent[0]?.comment).toMatch(/^Certificate request for diamond A \(page \/product-details\//);
      act(() => vi.advanceTimersByTime(CERTIFICATE_SENT_MS));
      expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Sent!' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the certificate error and lets the shopper retry', async () => {
    const user = userEvent.setup();
    const { contact } = renderShop(productDetailsPath('A'), { diamonds: inventory });
    contact.failWith = new Error('500');
    await screen.findByRole('heading', { name: '1.00 ct Round diamond' });
    await user.click(await screen.findByRole('button', { name: 'Request the IGI certificate' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ada');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ada@loupe.test');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    contact.failWith = null;
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Thank you!')).toBeInTheDocument();
  });

  it('shows the first-visit tour of five steps until dismissed', async () => {
    const user = userEvent.setup();
    const { preferences } = renderShop(productDetailsPath('A'), { diamonds: inventory, withTour: true });
    const tour = await screen.findByRole('dialog', { name: /\(1 of 5\)/ });
    for (let step = 2; step <= 5; step++) {
      await user.click(within(tour).getByRole('button', { name: 'Next' }));
      expect(await screen.findByRole('dialog', { name: new RegExp(`\\(${step} of 5\\)`) })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(preferences.hasDismissedTour()).toBe(true);
  });
});
