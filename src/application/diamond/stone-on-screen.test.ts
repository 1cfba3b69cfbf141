import { describe, expect, it } from 'vitest';
import { productDetailsPath } from '../../domain/diamond/diamond-id-codec';
import { aDiamond } from '../../../test/doubles/diamond-fixtures';
import { aPage, open, positionOf, stones } from './product-details.test-support';

describe('the product details page: the stone on screen', () => {
  it.each([
    ['an unknown id', open('nope'), null],
    ['an id that cannot be decoded, with a stone stored', '!!bad', 'C'],
    ['no id and nothing stored', undefined, null],
  ])('says the diamond was not found for %s', (_case, encodedId, stored) => {
    const { page, settle } = aPage({ stored });
    page.open(encodedId);
    settle();
    expect(page.state).toMatchObject({ notFound: true, diamond: null });
  });

  it('without an id shows the second compared stone, else the stone last put in the bag', () => {
    const stored = aPage({ stored: 'C' });
    stored.page.open(undefined);
    stored.settle();
    expect(stored.page.state.diamond?.id).toBe('C');

    const comparing = aPage({ stored: 'C' });
    comparing.selection.toggle('A');
    comparing.selection.toggle('B');
    comparing.page.open(undefined);
    comparing.settle();
    expect(comparing.page.state.diamond?.id).toBe('B');
  });

  it('does not fetch again a stone it already has: the tuned stone, nor the first one when the address returns to it', () => {
    const { page, gateway, settle } = aPage();
    page.open(open('A'));
    settle();
    page.adjust('price', 'dec');
    settle();
    page.open(open('B'));
    page.open(open('A'));
    expect(page.state.diamond?.id).toBe('A');
    page.open(open('B'));
    expect(page.state.diamond?.id).toBe('B');
    expect(gateway.loaded).toEqual(['A']);
  });

  it("wears the pick's label on the picked stone only", () => {
    const { page, settle } = aPage();
    page.open(open('A'), 'finest');
    settle();
    expect(page.state.featureLabel).toBe('finest');
    page.adjust('price', 'dec');
    settle();
    expect(page.state.featureLabel).toBeNull();
    page.back();
    settle();
    expect(page.state.featureLabel).toBe('finest');
    // Back to the picked stone: its address carries the label again; the tuned stone's carried none.
    expect(page.state.destination).toEqual({ to: `${productDetailsPath('A')}?pick=finest` });
  });

  it('a tuned stone reached from the picked one leads to an address without the label', () => {
    const { page, settle } = aPage();
    page.open(open('A'), 'finest');
    settle();
    page.adjust('price', 'dec');
    settle();
    expect(page.state.destination?.to).toMatch(/^\/product-details\/[\w-]+$/);
  });

  it('notes in the log each stone shown without its 360° video', () => {
    const withVideo = aDiamond({ id: 'V', size: 1.2, price: 5800, hasVideo: true, videoUrl: '/media/v.mp4' });
    const { page, logger, settle } = aPage({ diamonds: [...stones, withVideo] });
    page.open(open('A'));
    settle();
    page.open(open('A'));
    page.open(open('V'));
    settle();
    page.open(open('A'));
    const notes = logger.entries.filter((entry) => entry.message === '360 video not available');
    expect(notes.map((entry) => entry.detail)).toEqual(['A', 'A']);
  });

  describe('started from what the server loaded', () => {
    it('shows the deal insight the server loaded at once, and does not ask for it again', () => {
      const { build, gateway, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false, pricePosition: positionOf('A', 6_800) });
      expect(page.state.dealInsight?.verdict?.kind).toBe('good-deal');
      expect(page.state.verdict?.kind).toBe('good-deal');
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.positioned).toEqual([]);
      expect(page.state.dealInsight?.verdict?.kind).toBe('good-deal');
    });

    it('asks for the deal insight in the browser when the server did not', () => {
      const { build, gateway, settle } = aPage();
      gateway.pricePositions.set('A', positionOf('A', 5_000));
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false });
      expect(page.state.dealInsight).toBeNull();
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.positioned).toEqual(['A']);
      expect(page.state.dealInsight?.diamondId).toBe('A');
    });

    it("wears the label of the address's pick in the server's page already, on that stone only", () => {
      const { build, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false }, 'finest');
      expect(page.state.featureLabel).toBe('finest');
      page.attach();
      page.open(open('A'), 'finest');
      settle();
      expect(page.state.featureLabel).toBe('finest');
      page.adjust('price', 'dec');
      settle();
      expect(page.state.featureLabel).toBeNull();
    });

    it('shows the stone at once and does not fetch it again when the browser opens its address', () => {
      const { build, gateway, logger, settle } = aPage();
      const page = build();
      page.seed({ id: 'A', diamond: stones[0]!, notFound: false });
      expect(page.state).toMatchObject({ diamondId: 'A', price: '$6,000.00', notFound: false });
      expect(page.state.diamond?.id).toBe('A');
      page.attach();
      page.open(open('A'));
      settle();
      expect(gateway.loaded).toEqual([]);
      expect(page.state.diamond?.id).toBe('A');
      // The missing video is noted once, in the browser, not when the server rendered the page.
      expect(logger.entries.filter((entry) => entry.message === '360 video not available').map((entry) => entry.detail)).toEqual(['A']);
    });

    it('says the diamond was not found, without asking again, when no stone answers to the address', () => {
      const { build, gateway, settle } = aPage();
      const page = build();
      page.seed({ id: 'nope', diamond: null, notFound: true });
      expect(page.state).toMatchObject({ notFound: true, diamond: null });
      page.open(open('nope'));
      settle();
      expect(gateway.loaded).toEqual([]);
      expect(page.state.notFound).toBe(true);
    });

    it('leaves an address without an id to the browser, which knows the shopper\'s last stone', () => {
      const { build, bagStore, gateway, settle } = aPage();
      bagStore.diamondId = 'C';
      const page = build();
      page.seed({ id: null, diamond: null, notFound: false });
      expect(page.state).toMatchObject({ notFound: false, diamond: null });
      page.attach();
      page.open(undefined);
      settle();
      expect(gateway.loaded).toEqual(['C']);
      expect(page.state.diamond?.id).toBe('C');
    });
  });

  it('keeps loading the stone when a view shows it again before it arrived', () => {
    const { page, settle } = aPage();
    const detach = page.attach();
    page.open(open('A'));
    detach();
    page.dispose();
    page.attach();
    page.open(open('A'));
    settle();
    expect(page.state.diamond?.id).toBe('A');
  });
});
