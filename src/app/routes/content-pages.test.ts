import { throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ContentPageSeed } from '../../application/content/content-page.model';
import { ContentPageRepository } from '../../application/content/content-page.repository.port';
import { serveWith } from '../../composition/container';
import { InMemoryContentPageRepository } from '../../../test/doubles/in-memory-content-page.repository';
import { loaderArgs, metaArgs, type LoaderAnswer } from '../loader-test-support';
import * as about from './about';
import * as privacy from './privacy';
import * as terms from './terms';

const STORE = new InMemoryContentPageRepository([
  { id: 7, heading: 'Terms & Conditions', html: '<p>Our terms</p>', description: 'The terms of sale of the Loupe online shop.' },
  { id: 4, heading: 'Privacy Policy', html: '<p>Your data</p>' },
]);
const UNREACHABLE: ContentPageRepository = { getById: () => throwError(() => new TypeError('fetch failed')) };

type Route = typeof terms;
const load = async (route: Route, path: string, pages: ContentPageRepository = STORE) =>
  (await route.loader(loaderArgs(`http://shop.test${path}`, {}, serveWith(ContentPageRepository, pages)))) as unknown as LoaderAnswer<ContentPageSeed>;
const metaFor = (route: Route, seed: ContentPageSeed | null, path: string) => route.meta(metaArgs(seed, path) as Parameters<Route['meta']>[0]) as Record<string, unknown>[];

describe('the content pages on the server', () => {
  it("load the store's page through the use case their model uses", async () => {
    const answer = await load(terms, '/terms-conditions');
    expect(answer.init?.status).toBe(200);
    expect(answer.data).toEqual({ ref: { id: 7, title: 'Terms & Conditions' }, page: { id: 7, heading: 'Terms & Conditions', html: '<p>Our terms</p>', description: 'The terms of sale of the Loupe online shop.' }, notFound: false });
  });

  it('answer 404 for a page the store does not have', async () => {
    const answer = await load(about, '/about');
    expect(answer.init?.status).toBe(404);
    expect(answer.data).toEqual({ ref: { id: 5, title: 'About Loupe' }, page: null, notFound: true });
  });

  it('answer 503 when the store cannot be reached', async () => {
    const answer = await load(privacy, '/privacy-policy', UNREACHABLE);
    expect(answer.init?.status).toBe(503);
    expect(answer.data).toMatchObject({ page: null, notFound: false });
  });

  it("give the store's description of the page, its canonical address and social tags", async () => {
    const tags = metaFor(terms, (await load(terms, '/terms-conditions')).data, '/terms-conditions');
    expect(tags).toContainEqual({ name: 'description', content: 'The terms of sale of the Loupe online shop.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/terms-conditions' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'Terms & Conditions | Loupe' });
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it("give the shop's own description where the store has none", async () => {
    const tags = metaFor(privacy, (await load(privacy, '/privacy-policy')).data, '/privacy-policy');
    expect(tags).toContainEqual({ name: 'description', content: 'How Loupe collects, uses and protects your personal information when you shop for diamonds and rings.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/privacy-policy' });
  });

  it('ask search engines not to list a page the store does not have', async () => {
    const tags = metaFor(about, (await load(about, '/about')).data, '/about');
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex' });
    expect(tags).toContainEqual({ property: 'og:title', content: 'We could not find that page | Loupe' });
  });
});
