import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aDiamond } from '../../infrastructure/in-memory/diamond-fixtures';
import { loader, meta } from './product-details';

type MetaArgs = Parameters<typeof meta>[0];
const ROOT_META = [{ title: 'Loupe — diamonds and engagement rings' }];
const metaFor = (data: unknown) =>
  meta({ data, matches: [{ id: 'root', meta: ROOT_META }], params: {}, location: {}, error: undefined } as unknown as MetaArgs);

describe('the product page on the server', () => {
  it('tells search engines and link previews the stone: title, description, Open Graph and Twitter tags', () => {
    const diamond = aDiamond({ size: 1.01, shape: 'Oval', color: 'F', clarity: 'VS2', cut: 'Ideal', total_sales_price: 7250, has_image_file: true, image_file_url: 'https://media.example/oval.jpg' });
    const tags = metaFor({ diamond });
    expect(tags).toContainEqual({ title: '1.01 ct Oval diamond | Loupe' });
    expect(tags).toContainEqual({ property: 'og:title', content: '1.01 ct Oval diamond | Loupe' });
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' });
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://media.example/oval.jpg' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(tags).toContainEqual({ name: 'description', content: '1.01 ct Oval diamond, F colour, VS2 clarity, Ideal cut: $7,250.00. Free shipping and free 14-day returns.' });
  });

  it('keeps the shop\'s own title where there is no stone', () => {
    expect(metaFor({ diamond: null })).toEqual(ROOT_META);
  });

  it('answers 404 to an address whose id names no stone', async () => {
    const answer = (await loader({ params: { encodedId: '***' }, request: new Request('http://shop.test/product-details/***') } as unknown as LoaderFunctionArgs)) as unknown as { init: ResponseInit | null; data: unknown };
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ diamond: null });
  });
});
