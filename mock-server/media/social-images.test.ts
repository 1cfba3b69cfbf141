import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { RING_DESIGNS } from '../catalog/ring-designs';
import { magentoErrorFormat } from '../http/error-format';
import { errorHandler, notFoundHandler } from '../http/error-handlers';
import { createDiamondCatalog } from '../recommendation/diamond-catalog';
import { createMediaRouter } from './media.router';
import { diamondSocialCardSvg, RendererBusy, ringSocialCardSvg, shopSocialCardSvg, SocialImageRenderer, wrapWords } from './social-images';

/** A rasteriser the test releases by hand, recording what it was asked to draw. */
function heldRasteriser() {
  const asked: string[] = [];
  const releases: (() => void)[] = [];
  const rasterise = (svg: string) =>
    new Promise<Buffer>((resolve) => {
      asked.push(svg);
      releases.push(() => resolve(Buffer.from(svg)));
    });
  const releaseAll = () => releases.splice(0).forEach((release) => release());
  return { asked, rasterise, releaseAll, releaseFirst: () => releases.shift()?.() };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the link preview renderer', () => {
  it('draws at most `concurrency` cards at once, keeps `queued` waiting and refuses one more', async () => {
    const held = heldRasteriser();
    const renderer = new SocialImageRenderer({ concurrency: 2, queued: 1, rasterise: held.rasterise });
    const drawings = ['a', 'b', 'c'].map((key) => renderer.png(key, () => key));
    await expect(renderer.png('d', () => 'd')).rejects.toBeInstanceOf(RendererBusy);
    await settle();
    expect(held.asked).toEqual(['a', 'b']);
    held.releaseFirst();
    await settle();
    // The finished card's slot went to the waiting one, and no more than two ran.
    expect(held.asked).toEqual(['a', 'b', 'c']);
    held.releaseAll();
    await settle();
    held.releaseAll();
    expect((await Promise.all(drawings)).map(String)).toEqual(['a', 'b', 'c']);
    expect(renderer.drawn).toBe(3);
  });

  it('draws a card asked for twice at once only once, and keeps it', async () => {
    const held = heldRasteriser();
    const renderer = new SocialImageRenderer({ rasterise: held.rasterise });
    const first = renderer.png('stone/1', () => 'one');
    const second = renderer.png('stone/1', () => 'one');
    await settle();
    held.releaseAll();
    expect(String(await first)).toBe('one');
    expect(String(await second)).toBe('one');
    expect(String(await renderer.png('stone/1', () => 'never drawn'))).toBe('one');
    expect(held.asked).toEqual(['one']);
  });

  it('keeps only the last `cached` cards', async () => {
    const renderer = new SocialImageRenderer({ cached: 2, rasterise: async (svg) => Buffer.from(svg) });
    for (const key of ['a', 'b', 'c']) await renderer.png(key, () => key);
    expect(renderer.drawn).toBe(3);
    await renderer.png('c', () => 'c');
    await renderer.png('a', () => 'a');
    expect(renderer.drawn).toBe(4);
  });

  it('answers 429 with Retry-After, in the media mount’s JSON, when more cards wait than it takes', async () => {
    const held = heldRasteriser();
    const app = express();
    app.use('/media', createMediaRouter(createDiamondCatalog(42, 10), { socialImages: { concurrency: 1, queued: 0, rasterise: held.rasterise } }), notFoundHandler(magentoErrorFormat), errorHandler(magentoErrorFormat, { info: () => undefined, warn: () => undefined, error: () => undefined }));
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const first = fetch(`${url}/media/social/diamonds/100000001.png`);
      await expect.poll(() => held.asked.length).toBe(1);
      const refused = await fetch(`${url}/media/social/diamonds/100000002.png`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      expect(await refused.json()).toEqual({ message: 'Too many pictures are being drawn. Try again shortly.', parameters: [] });
      held.releaseAll();
      expect((await first).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('the cards', () => {
  const stone = createDiamondCatalog(42, 10).diamond(3);

  it("sets a stone's card from its illustration and its record, without a price", () => {
    const svg = diamondSocialCardSvg(stone);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
    expect(svg).toContain('>ILLUSTRATION</text>');
    expect(svg).toContain(`>${stone.size.toFixed(2)} ct</text>`);
    expect(svg).toContain(`>Color ${stone.color} · ${stone.clarity} clarity</text>`);
    expect(svg).not.toContain('$');
  });

  it("sets a ring's card with its drawing in each of its colors, and says it is an illustration", () => {
    const halo = RING_DESIGNS.find((design) => design.urlKey === 'halo-royal')!;
    const svg = ringSocialCardSvg(halo);
    expect(svg.match(/viewBox="0 0 400 400"/g)).toHaveLength(3);
    for (const color of ['Rose Gold', 'White Gold', 'Yellow Gold']) expect(svg).toContain(`>${color}</text>`);
    expect(svg).toContain('>ILLUSTRATION</text>');
    expect(svg).toContain('>Royal Halo Ring</text>');
    const filigree = ringSocialCardSvg(RING_DESIGNS.find((design) => design.urlKey === 'art-deco-filigree')!);
    expect(filigree.match(/viewBox="0 0 400 400"/g)).toHaveLength(1);
  });

  it("sets the shop's card with its name and promise", () => {
    const svg = shopSocialCardSvg();
    expect(svg).toContain('>LOUPE</text>');
    expect(svg).toContain('>Where BIG commitment</text>');
  });

  it.each([
    ['Tapered Baguette Solitaire Ring', 16, ['Tapered Baguette', 'Solitaire Ring']],
    ['Ring', 16, ['Ring']],
    ['Supercalifragilistic Ring', 10, ['Supercalifragilistic', 'Ring']],
  ])('wraps %s at %i characters', (text, perLine, lines) => {
    expect(wrapWords(text, perLine)).toEqual(lines);
  });
});
