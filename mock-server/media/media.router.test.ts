import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHAPES } from '../../src/domain/diamond/shapes';
import { startTestServer } from '../test/test-server';
import type { TestServer } from '../test/test-server';

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
});
