import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Diamond } from '../../domain/diamond/diamond';
import { decodeDiamondId, productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDealBasis, aDiamond } from '../../../test/doubles/diamond-fixtures';
import { findTopFour, renderShop } from '../test/render-shop';

const inventory: Diamond[] = [
  aDiamond({ id: 'R1', size: 1.01, price: 6100, deal: aDealBasis(6_900, 6_400, 3) }),
  aDiamond({ id: 'R2', size: 1.52, price: 9800, color: 'J', clarity: 'SI1', deal: aDealBasis(9_600, 9_700) }),
  aDiamond({ id: 'R3', size: 0.91, price: 5200, color: 'D', clarity: 'IF', deal: aDealBasis(6_000, 5_100) }),
  aDiamond({ id: 'R4', size: 1.2, price: 5050 }),
  aDiamond({ id: 'R5', size: 1.1, price: 7000 }),
  aDiamond({ id: 'O1', shape: 'Oval', size: 1.3, price: 6500, imageUrl: '/media/diamonds/oval.svg' }),
  aDiamond({ id: 'S1', size: 0.76, price: 2400 }),
  aDiamond({ id: 'S2', size: 0.8, price: 3100 }),
];
const sweetSpot = { query: { shapes: ['Round'], price_total_from: 5000, price_total_to: 10000, attr: 'price' } };

describe('size step', () => {
  it('starts at 0.75 ct, steps by a quarter, never below 0.25, and estimates the price', async () => {
    const user = userEvent.setup();
    const { recommendations } = renderShop('/shop-by-size/step1', { diamonds: inventory });
    expect(await screen.findByRole('heading', { name: 'What size are you looking for?' })).toBeInTheDocument();
    expect(screen.getByText('Average diamond size is 1 carat.')).toBeInTheDocument();
    expect(screen.getByTestId('carat')).toHaveTextContent('0.75');
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent('$2,400.00 - $5,200.00'));

    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    expect(screen.getByTestId('carat')).toHaveTextContent('1');
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent('$5,050.00 - $7,000.00'));

    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Smaller diamond' }));
    expect(screen.getByTestId('carat')).toHaveTextContent('0.25');
    expect(screen.getByRole('button', { name: 'Smaller diamond' })).toBeDisabled();
    // No stone from 0.25 to 0.75 ct: the last estimate stays.
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent('$2,400.00 - $5,200.00'));
    expect(recommendations.queries).toEqual([]);
  });

  it('stops at the largest size the shape is offered in (plus disabled there, the estimate still a range), never continues with a size it skips, and Continue finds diamonds', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/shop-by-size/step1', { diamonds: inventory });
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent('$2,400.00 - $5,200.00'));
    // The heaviest Round stone is 1.52 ct: 1.50 is the last size offered. No stone weighs 1.25 to 1.49 ct: that size
    // says so and cannot be continued.
    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    expect(screen.getByTestId('carat')).toHaveTextContent('1.25');
    expect(await screen.findByTestId('size-note')).toHaveTextContent('We have no Round diamonds of 1.25 ct right now. Try a size up or down.');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Continue' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    expect(screen.getByTestId('carat')).toHaveTextContent('1.5');
    await waitFor(() => expect(screen.queryByTestId('size-note')).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/shop-by-price/step2?size_from=1.5&size_to=1.74&shapes=Round&attr=size');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Bigger diamond' })).toBeDisabled());
    expect(screen.getByTestId('price-range')).toHaveTextContent('$9,800.00 - $9,800.00');
    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    expect(screen.getByTestId('carat')).toHaveTextContent('1.5');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-by-price/step2'));
    expect(await screen.findAllByTestId('recommended-diamond')).not.toHaveLength(0);
  });

  it('keeps the default estimate and logs when the service is unreachable', async () => {
    const { logger } = renderShop('/shop-by-size/step1', { diamonds: inventory, failing: true });
    expect(await screen.findByTestId('price-range')).toHaveTextContent('$668.00 - $9,309.00');
    await waitFor(() => expect(logger.entries.map((entry) => entry.message)).toContain('Price range for 0.75 ct could not be loaded'));
  });

  it('continues to step 2 with a search for that size in the shape chosen on the shape step, which step 2 stores', async () => {
    const user = userEvent.setup();
    const { storage, router } = renderShop('/shop-by-size/step1?shape=Oval', { diamonds: inventory, stored: { shape: 'Round' } });
    // The one Oval weighs 1.30 ct.
    await user.click(await screen.findByRole('button', { name: 'Bigger diamond' }));
    await user.click(screen.getByRole('button', { name: 'Bigger diamond' }));
    await waitFor(() => expect(screen.getByTestId('price-range')).toHaveTextContent('$6,500.00 - $6,500.00'));
    expect(storage.getItem('shape')).toBe('"Oval"');
    expect(storage.getItem('sb_action')).toBe('"shape"');
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-by-price/step2'));
    expect(router.state.location.search).toBe('?size_from=1.25&size_to=1.49&shapes=Oval&attr=shape');
    expect(JSON.parse(storage.getItem('query') ?? 'null')).toEqual({ shapes: ['Oval'], size_from: 1.25, size_to: 1.49, attr: 'shape' });
  });
});

describe('shape step', () => {
  it('offers ten shapes with trends, Round chosen by default, and continues to the size step', async () => {
    const user = userEvent.setup();
    const { storage, router } = renderShop('/shop-by-shape/step1');
    expect(await screen.findByRole('heading', { name: 'What shape are you looking for?' })).toBeInTheDocument();
    expect(screen.getByText('All diamonds are GIA certified.')).toBeInTheDocument();
    const picker = screen.getByRole('radiogroup', { name: 'Diamond shape' });
    expect(within(picker).getAllByRole('radio')).toHaveLength(10);
    expect(within(picker).getByRole('radio', { name: /^Round/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(picker).getByText('Trending 92.3%')).toBeInTheDocument();
    expect(within(picker).getAllByText('Hot')).toHaveLength(1);

    expect(storage.getItem('sb_action')).toBe('"shape"');
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/shop-by-size/step1?shape=Round');
    await user.click(within(picker).getByRole('radio', { name: /^Pear/ }));
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/shop-by-size/step1?shape=Pear');
    expect(storage.getItem('shape')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/shop-by-size/step1'));
    // The size step remembers the shape its address names, and shows it.
    await waitFor(() => expect(storage.getItem('shape')).toBe('"Pear"'));
    expect(screen.getByRole('img', { name: /^Pear diamond at/ })).toBeInTheDocument();
  });
});

describe('recommendations page', () => {
  it('lists four different stones of the search and opens one with its feature label', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/shop-by-price/step2', { diamonds: inventory, stored: sweetSpot });
    expect(await screen.findByRole('heading', { name: 'Top 4' })).toBeInTheDocument();
    const cards = await findTopFour();
    expect(cards).toHaveLength(4);
    expect(new Set(cards.map((card) => card.dataset.diamondId)).size).toBe(4);
    expect(screen.getByTestId('search-budget')).toHaveTextContent(/^\$5,000\.00 to \$10,000\.00$/);
    expect(screen.getByText('Chosen from 5 matching diamonds')).toBeInTheDocument();

    // Each card is one link to its stone's page, the pick's label in that address; nothing else in the card is a link.
    const links = cards.map((card) => within(card).getAllByRole('link'));
    expect(links.map((inCard) => inCard.length)).toEqual([1, 1, 1, 1]);
    const first = within(cards[0] as HTMLElement).getByRole('link', { name: /^finest:/ });
    expect(first).toHaveAttribute('href', `${productDetailsPath(cards[0]?.dataset.diamondId ?? '')}?pick=finest`);
    expect(within(cards[3] as HTMLElement).getByRole('link', { name: /^best deal:/ }).getAttribute('href')).toMatch(/\?pick=best-deal$/);

    await user.click(first);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/product-details\//));
    const encoded = router.state.location.pathname.split('/').at(-1);
    expect(decodeDiamondId(encoded)).toBe(cards[0]?.dataset.diamondId);
    expect(router.state.location.search).toBe('?pick=finest');
    expect(await screen.findByText('finest')).toBeInTheDocument();
  });

  it('shows on each card the verdict of its stone, in words, and none on a card whose stone came without a deal block', async () => {
    renderShop('/shop-by-price/step2', { diamonds: inventory, stored: sweetSpot });
    const cards = await findTopFour();
    const expected: Record<string, readonly [string, string] | null> = {
      R1: ['Good deal', '12% below the market price for its grades, and below the median of its 3 similar stones'],
      R2: ['Priced in line', '2% above the market price for its grades'],
      R3: ['Priced above', '13% below the market price for its grades, but not below the median of its 10 similar stones'],
    };
    const shown = cards.map((card) => {
      const deal = within(card).queryByTestId('card-deal');
      return [card.dataset.diamondId, deal && [within(deal).getByTestId('deal-verdict').textContent, within(deal).getByTestId('deal-sentence').textContent]];
    });
    expect(shown).toEqual(cards.map((card) => [card.dataset.diamondId, expected[card.dataset.diamondId ?? ''] ?? null]));
    expect(shown.filter(([, deal]) => deal !== null).length).toBeGreaterThanOrEqual(2);
    expect(shown.some(([, deal]) => deal === null)).toBe(true);
  });

  it('compares exactly two, refuses a third, and cancels', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/shop-by-price/step2', { diamonds: inventory, stored: sweetSpot });
    await findTopFour();
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const boxes = screen.getAllByRole('checkbox');
    expect(boxes).toHaveLength(4);
    // A card's link never holds its compare box: ticking it stays on the page.
    for (const box of boxes) expect(box.closest('a')).toBeNull();

    await user.click(boxes[0] as HTMLElement);
    expect(screen.queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument();
    await user.click(boxes[1] as HTMLElement);
    await user.click(boxes[2] as HTMLElement);
    expect(screen.getByRole('alert')).toHaveTextContent('You can only compare two items at a time.');
    expect(boxes[2]).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Compare' }));
    const again = screen.getAllByRole('checkbox');
    expect(again.filter((box) => (box as HTMLInputElement).checked)).toHaveLength(0);
    await user.click(again[1] as HTMLElement);
    await user.click(again[3] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Compare' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/compare-diamonds'));
    const state = router.state.location.state as { diamondIds: string[]; featureLabels: Record<string, string> };
    expect(state.diamondIds).toHaveLength(2);
    expect(Object.keys(state.featureLabels).sort()).toEqual([...state.diamondIds].sort());
  });

  it('starts from the search in the address and refetches for another shape, written into the address', async () => {
    const user = userEvent.setup();
    const { storage, router, recommendations } = renderShop('/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Oval&attr=price', { diamonds: inventory });
    expect(await screen.findAllByTestId('recommended-diamond')).toHaveLength(1);
    expect(recommendations.queries.at(-1)?.shapes).toEqual(['Oval']);

    await user.click(screen.getByRole('button', { name: 'Change shape' }));
    await user.click(within(screen.getByRole('group', { name: 'Choose a shape' })).getByRole('button', { name: 'Round' }));
    await waitFor(() => expect(router.state.location.search).toBe('?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price'));
    expect(await screen.findAllByTestId('recommended-diamond')).toHaveLength(4);
    expect(storage.getItem('shape')).toBe('"Round"');
    expect(JSON.parse(storage.getItem('query') ?? '{}').shapes).toEqual(['Round']);
  });

  it('says there was an error when the service fails, and only then', async () => {
    renderShop('/shop-by-price/step2', { diamonds: inventory, stored: sweetSpot, failing: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error loading the results');
    expect(screen.queryByTestId('no-match')).not.toBeInTheDocument();
  });

  it('says a search no stone matches finds none and offers the wider budget that finds some, a link to its results', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/shop-by-price/step2?price_total_from=7100&price_total_to=7400&shapes=Round', { diamonds: inventory });
    expect(await screen.findByRole('heading', { level: 1, name: 'No diamond matches this search.' })).toBeInTheDocument();
    expect(screen.queryByText('There was an error loading the results')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const offer = screen.getByTestId('no-match');
    expect(offer).toHaveTextContent('A wider budget finds some:');
    const wider = within(within(offer).getByRole('list', { name: 'Wider searches' })).getByRole('link');
    expect(wider).toHaveTextContent('Widen the budget to $5,300.00 to $11,100.00: 3 diamonds');
    expect(screen.queryByTestId('chosen-from')).not.toBeInTheDocument();

    await user.click(wider);
    await waitFor(() => expect(router.state.location.search).toBe('?price_total_from=5300&price_total_to=11100&shapes=Round'));
    expect(await screen.findAllByTestId('recommended-diamond')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 1, name: 'Top 3' })).toBeInTheDocument();
  });

  it.each([
    ['one stone', '?price_total_from=7500&price_total_to=10000&shapes=Round', 'Top pick', 'Chosen from 1 matching diamond'],
    ['two stones', '?price_total_from=2000&price_total_to=3500&shapes=Round', 'Top 2', 'Chosen from 2 matching diamonds'],
  ])('titles the picks of a search matching %s by their number', async (_case, search, title, chosenFrom) => {
    renderShop(`/shop-by-price/step2${search}`, { diamonds: inventory });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByTestId('chosen-from')).toHaveTextContent(new RegExp(`^${chosenFrom}$`));
  });
});

describe('comparison page', () => {
  it('shows cut, color, clarity, carat, price per carat and the deal of both stones, the one ahead marked in words, and leaves with confirmation', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/compare-diamonds', { diamonds: inventory, state: { diamondIds: ['R3', 'R2'], featureLabels: { R3: 'brightest', R2: 'biggest' } } });
    const table = await screen.findByRole('table', { name: 'Diamond comparison' });
    expect(within(table).getAllByTestId('compared-diamond').map((cell) => cell.textContent)).toEqual([
      'brightest0.91 ct Round$5,200.00',
      'biggest1.52 ct Round$9,800.00',
    ]);
    for (const [row, first, second] of [
      ['Cut', 'Excellent', 'Excellent'],
      ['Color', 'DAhead', 'J'],
      ['Clarity', 'IFAhead', 'SI1'],
      ['Carat', '0.91', '1.52Ahead'],
      ['Price per carat', '$5,714.29Ahead', '$6,447.37'],
    ]) {
      const cells = within(within(table).getByRole('row', { name: new RegExp(`^${row}`) })).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual([first, second]);
    }
    // The verdicts are the stones' own, as their cards and pages say them: R3 is below its model price but not below
    // its similar stones, R2 within 5% of its model price; in line is the better of the two.
    expect(within(table).getAllByTestId('compare-deal').map((line) => line.textContent)).toEqual([
      'Priced above: 13% below the market price for its grades, but not below the median of its 10 similar stones',
      'Priced in line: 2% above the market price for its grades',
    ]);
    expect(within(within(table).getByRole('row', { name: /^Deal/ })).getAllByTestId('ahead-marker')).toHaveLength(1);
    expect(within(table).getAllByRole('cell').find((cell) => cell.dataset.ahead)).toBeDefined();
    // Each C with both stones' level icons, in words too.
    const colorRow = within(within(table).getByRole('row', { name: /^Color/ }));
    expect(colorRow.getAllByRole('img').map((icon) => icon.getAttribute('alt'))).toEqual(['Color D: level 5 of 5', 'Color J: level 4 of 5']);
    expect(within(within(table).getByRole('row', { name: /^Carat/ })).getAllByRole('img')[0]).toHaveAttribute('src', expect.stringMatching(/^\/media\/icons\/carat-[1-4]\.svg$/));

    await user.click(screen.getByRole('link', { name: 'Loupe home' }));
    expect(await screen.findByText('Are you sure you want to leave your comparison? Your choices will be lost.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/compare-diamonds');

    const select = screen.getByRole('link', { name: 'Select Diamond: 0.91 ct Round' });
    expect(select).toHaveAttribute('href', `${productDetailsPath('R3')}?pick=brightest`);
    expect(screen.getByRole('link', { name: 'Select Diamond: 1.52 ct Round' })).toHaveAttribute('href', `${productDetailsPath('R2')}?pick=biggest`);
    await user.click(select);
    await waitFor(() => expect(router.state.location.pathname).toBe(productDetailsPath('R3')));
    expect(router.state.location.search).toBe('?pick=brightest');
    expect(screen.queryByText('Are you sure you want to leave your comparison? Your choices will be lost.')).not.toBeInTheDocument();
  });

  it('keeps asking before leaving when Select Diamond opens the stone elsewhere (a Ctrl-click)', async () => {
    const user = userEvent.setup();
    const { router } = renderShop('/compare-diamonds', { diamonds: inventory, state: { diamondIds: ['R3', 'R2'], featureLabels: {} } });
    const select = await screen.findByRole('link', { name: 'Select Diamond: 0.91 ct Round' });
    await user.keyboard('{Control>}');
    await user.click(select);
    await user.keyboard('{/Control}');
    expect(router.state.location.pathname).toBe('/compare-diamonds');
    await user.click(screen.getByRole('link', { name: 'Loupe home' }));
    expect(await screen.findByText('Are you sure you want to leave your comparison? Your choices will be lost.')).toBeInTheDocument();
  });

  it('says no diamonds were passed without two of them', async () => {
    renderShop('/compare-diamonds', { diamonds: inventory, state: { diamondIds: ['R3'] } });
    expect(await screen.findByText('There were no diamonds passed')).toBeInTheDocument();
  });

  it('shows the title Comparison in the header', async () => {
    renderShop('/compare-diamonds', { diamonds: inventory });
    expect(await screen.findByText('Comparison')).toBeInTheDocument();
  });
});

describe('diamond education', () => {
  it('walks five steps from the footer, jumps by dots and closes with Got it', async () => {
    const user = userEvent.setup();
    renderShop('/shop-by');
    await user.click(await screen.findByRole('button', { name: 'Diamond education' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Learn about the 4 Cs')).toBeInTheDocument();
    for (const action of ['Get Started', 'Continue to color', 'Continue to clarity']) await user.click(within(dialog).getByRole('button', { name: action }));
    expect(within(dialog).getByRole('heading', { name: 'Clarity' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'GIA Key of Symbols' }));
    expect(await screen.findByText(/clarity plot maps each inclusion/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Step 2: Cut' }));
    expect(within(dialog).getByRole('heading', { name: 'Cut' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Step 5: Carat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes only the GIA Key of Symbols on Escape, and the education on the next one', async () => {
    const user = userEvent.setup();
    renderShop('/shop-by');
    await user.click(await screen.findByRole('button', { name: 'Diamond education' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Step 4: Clarity' }));
    await user.click(within(dialog).getByRole('button', { name: 'GIA Key of Symbols' }));
    expect(await screen.findByText(/clarity plot maps each inclusion/)).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText(/clarity plot maps each inclusion/)).not.toBeInTheDocument());
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(screen.getByRole('dialog')).getByRole('heading', { name: 'Clarity' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
