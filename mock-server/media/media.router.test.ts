import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_SHAPES as SHAPES } from '../../contracts/catalog';
import type { DiamondWire as Diamond } from '../../contracts/recommendation';
import { createDiamondCatalog } from '../recommendation/diamond-catalog';
import { diamondIllustrationSvg } from './diamond-illustrations';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

const colorBandSlug = (color: string) => ('DEF'.includes(color) ? 'd-f' : 'GHIJ'.includes(color) ? 'g-j' : 'k-m');
const DIAMOND_SHAPES_AND_BANDS = SHAPES.flatMap((shape) => ['d-f', 'g-j', 'k-m'].map((band) => `${shape.toLowerCase()}-${band}`));

describe('/media', () => {
  let mock: TestServer;
  beforeAll(async () => {
    mock = await startTestServer({ diamondCount: 100 });
  });
  afterAll(() => mock.close());

  it.each(SHAPES.map((shape) => shape.toLowerCase()))('serves a drawing of the %s shape as image/svg+xml', async (shape) => {
    const response = await fetch(`${mock.url}/media/diamonds/${shape}.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 100 100"/);
    expect(svg).toMatch(/<\/svg>$/);
    expect(svg.toLowerCase()).toContain(`<title>${shape} diamond</title>`);
    // An outline and facet lines, and no background to paint over the page.
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(svg).not.toMatch(/<rect/);
    expect(svg.length).toBeLessThan(4_000);
  });

  it('draws each shape differently', async () => {
    const drawings = await Promise.all(SHAPES.map(async (shape) => (await fetch(`${mock.url}/media/diamonds/${shape.toLowerCase()}.svg`)).text()));
    expect(new Set(drawings.map((svg) => svg.replace(/<title>.*<\/title>/, ''))).size).toBe(SHAPES.length);
  });

  it.each(['Round.svg', 'trillion.svg', 'round.png', 'round', '', '../round.svg'])('answers the JSON 404 for /media/diamonds/%s', async (file) => {
    const response = await fetch(`${mock.url}/media/diamonds/${file}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
  });

  describe("stones' illustrations", () => {
    const COUNT = 100;
    // The stones of the test server (seed 42, 100 stones), built again here to know what each illustration must show.
    const catalog = createDiamondCatalog(42, COUNT);
    const stones: Diamond[] = Array.from({ length: COUNT }, (_, index) => catalog.diamond(index));
    const illustration = async (id: string) => {
      const response = await fetch(`${mock.url}/media/diamonds/illustrations/${id}.svg`);
      return { response, svg: await response.text() };
    };

    it('draws a stone from its record as a small, cacheable image/svg+xml that says it is an illustration', async () => {
      const stone = stones[7]!;
      const { response, svg } = await illustration(stone.diamond_id);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      expect(response.headers.get('etag')).toBeTruthy();
      expect(response.headers.get('pragma')).toBeNull();
      expect(response.headers.get('expires')).toBeNull();
      expect(svg).toBe(diamondIllustrationSvg(stone));
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 240"/);
      expect(svg).toContain(`<title>Illustration of a ${stone.size.toFixed(2)} ct ${stone.shape.toLowerCase()} diamond, color ${stone.color},`);
      expect(svg.length).toBeLessThan(6_000);
      // Asked again, the same drawing.
      expect((await illustration(stone.diamond_id)).svg).toBe(svg);
    });

    it('gives every stone its own illustration', async () => {
      const svgs = await Promise.all(stones.slice(0, 20).map(async (stone) => (await illustration(stone.diamond_id)).svg));
      expect(new Set(svgs).size).toBe(20);
    });

    it.each(['099999999', '100000100', '999999999', 'abc', '100000001.png'])('answers 404 Diamond was not found for illustrations/%s.svg', async (id) => {
      const { response, svg } = await illustration(id);
      expect(response.status).toBe(404);
      expect(JSON.parse(svg)).toEqual({ message: 'Diamond was not found', parameters: [] });
    });

    it.each(['illustrations/100000001.png', 'photos/100000001.svg', 'illustrations/'])('answers the JSON 404 for /media/diamonds/%s', async (path) => {
      const response = await fetch(`${mock.url}/media/diamonds/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
    });
  });

  describe('link preview cards', () => {
    const catalog = createDiamondCatalog(42, 100);
    /** Width and height from a PNG's IHDR chunk. */
    const pngSize = (bytes: Uint8Array) => {
      const view = new DataView(bytes.buffer, bytes.byteOffset);
      return { width: view.getUint32(16), height: view.getUint32(20) };
    };

    it.each([
      ['a stone', `/media/social/diamonds/${catalog.diamond(3).diamond_id}.png`],
      ['a ring design', '/media/social/rings/halo-royal.png'],
      ['the white gold only design', '/media/social/rings/art-deco-filigree.png'],
      ['the free ring', '/media/social/rings/freering-solitaire.png'],
    ])('draws %s as a 1200 × 630 PNG kept for a month', async (_name, path) => {
      const response = await fetch(`${mock.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
      expect(response.headers.get('pragma')).toBeNull();
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(200 * 1024);
    });

    it('draws each stone its own card', async () => {
      const [a, b] = await Promise.all([0, 1].map(async (index) => Buffer.from(await (await fetch(`${mock.url}/media/social/diamonds/${catalog.diamond(index).diamond_id}.png`)).arrayBuffer())));
      expect(a!.equals(b!)).toBe(false);
    });

    it.each([
      ['/media/social/diamonds/100000100.png', { message: 'Diamond was not found', parameters: [] }],
      ['/media/social/diamonds/abc.png', { message: 'Diamond was not found', parameters: [] }],
      ['/media/social/diamonds/100000001.svg', { message: 'Request does not match any route.', parameters: [] }],
      ['/media/social/rings/no-such-ring.png', { message: 'Request does not match any route.', parameters: [] }],
      ['/media/social/rings/halo-royal.svg', { message: 'Request does not match any route.', parameters: [] }],
      ['/media/social/loupe.png', { message: 'Request does not match any route.', parameters: [] }],
    ])('answers %s with a JSON 404', async (path, body) => {
      const response = await fetch(`${mock.url}${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual(body);
    });
  });

  describe('360° videos, 4Cs pictures and quality icons', () => {
    const catalog = createDiamondCatalog(42, 100);
    const filmed = Array.from({ length: 100 }, (_, index) => catalog.diamond(index)).filter((stone) => stone.has_video_file);

    it("serves every filmed stone's video_url as a cacheable video/webm that accepts ranges: the illustration of its shape in its color band", async () => {
      expect(filmed.length).toBeGreaterThan(20);
      for (const stone of filmed) expect(stone.video_url).toBe(`/media/videos/diamonds/illustrations/${stone.shape.toLowerCase()}-${colorBandSlug(stone.color)}.webm`);
      expect(new Set(filmed.map((stone) => stone.video_url)).size).toBeGreaterThan(10);
      for (const url of new Set(filmed.map((stone) => stone.video_url))) {
        const response = await fetch(`${mock.url}${url}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('video/webm');
        expect(response.headers.get('accept-ranges')).toBe('bytes');
        expect(response.headers.get('cache-control')).toBe('public, max-age=2592000');
        expect(response.headers.get('pragma')).toBeNull();
        const bytes = new Uint8Array(await response.arrayBuffer());
        // An EBML (WebM) file within the ~300 KB budget.
        expect([...bytes.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
        expect(bytes.length).toBeLessThan(300 * 1024);
        // Its header says how long it runs (the Duration element, a 4- or 8-byte float: about 2.4 s in milliseconds),
        // so players show a length instead of a live stream.
        const file = Buffer.from(bytes);
        const at = file.indexOf(Buffer.from([0x44, 0x89]));
        expect(at).toBeGreaterThan(0);
        const duration = file[at + 2] === 0x84 ? file.readFloatBE(at + 3) : file.readDoubleBE(at + 3);
        expect(duration).toBeGreaterThan(2000);
        expect(duration).toBeLessThan(3000);
      }
    });

    it('answers a range request with 206 and just those bytes, as players ask', async () => {
      const whole = new Uint8Array(await (await fetch(`${mock.url}/media/videos/diamonds/illustrations/round-g-j.webm`)).arrayBuffer());
      const response = await fetch(`${mock.url}/media/videos/diamonds/illustrations/round-g-j.webm`, { headers: { Range: 'bytes=100-199' } });
      expect(response.status).toBe(206);
      expect(response.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
      expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([...whole.subarray(100, 200)]);
      const open = await fetch(`${mock.url}/media/videos/diamonds/illustrations/round-g-j.webm`, { headers: { Range: 'bytes=0-' } });
      expect(open.status).toBe(206);
    });

    it.each(['solitaire', 'halo', 'pave', 'three-stone', 'vintage'].flatMap((style) => ['rose-gold', 'white-gold', 'yellow-gold'].map((color) => `${style}-${color}`)))(
      'serves the ring video %s.webm',
      async (name) => {
        const response = await fetch(`${mock.url}/media/videos/rings/${name}.webm`, { method: 'HEAD' });
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('video/webm');
      },
    );

    it.each(['cut', 'color', 'clarity', 'carat'].flatMap((c) => ['1x', '2x', '3x'].map((density) => `${c}@${density}`)))('serves the 4Cs picture %s.png', async (name) => {
      const response = await fetch(`${mock.url}/media/education/${name}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      // The PNG's width (IHDR) is 240 px times the density.
      expect(new DataView(bytes.buffer).getUint32(16)).toBe(240 * Number(name.slice(-2, -1)));
    });

    it('serves the quality icons: five levels of cut, color and clarity, four of carat, each saying its level', async () => {
      for (const [c, levels] of [['cut', 5], ['color', 5], ['clarity', 5], ['carat', 4]] as const) {
        for (let level = 1; level <= 6; level++) {
          const response = await fetch(`${mock.url}/media/icons/${c}-${level}.svg`);
          if (level > levels) {
            expect(response.status).toBe(404);
            continue;
          }
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
          expect(await response.text()).toContain(`: level ${level} of ${levels}</title>`);
        }
      }
    });

    it.each(DIAMOND_SHAPES_AND_BANDS)('serves the 360° illustration %s.webm', async (name) => {
      const response = await fetch(`${mock.url}/media/videos/diamonds/illustrations/${name}.webm`, { method: 'HEAD' });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('video/webm');
    });

    it.each(['videos/diamonds/trillion-d-f.webm', 'videos/diamonds/round.webm', 'videos/diamonds/illustrations/round-n-r.webm', 'videos/', 'videos/../media.router.ts', 'icons/..%2Fmedia.router.ts', 'education/cut.png'])('answers the JSON 404 for /media/%s', async (path) => {
      const response = await fetch(`${mock.url}/media/${path}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Request does not match any route.', parameters: [] });
    });
  });
});
