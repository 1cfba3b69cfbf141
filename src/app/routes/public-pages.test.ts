import type { MetaFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { metaArgs, ROOT_META } from '../loader-test-support';
import * as account from './account';
import * as bag from './bag';
import * as cardholder from './cardholder';
import * as contact from './contact';
import * as findTheDiamond from './find-the-diamond';
import * as howItWorks from './how-it-works';
import * as landing from './landing';
import * as passwordForgot from './password-forgot';
import * as priceStep from './price-step';
import * as shapeStep from './shape-step';
import * as shippingAddress from './shipping-address';
import * as shopBy from './shop-by';
import * as sizeStep from './size-step';

/** The landing page's meta is made by its loader, on the server, at the shop's published address. */
const landingData = () => landing.loader({ request: new Request('https://loupe.example/'), params: {}, context: {} } as unknown as Parameters<typeof landing.loader>[0]);
const metaOf = (meta: MetaFunction, pathname: string) =>
  meta(metaArgs(meta === (landing.meta as MetaFunction) ? landingData() : undefined, pathname) as Parameters<MetaFunction>[0]) as Record<string, unknown>[];
const content = (tags: Record<string, unknown>[], key: string) => tags.find((tag) => tag.name === key || tag.property === key)?.content;

describe('the meta of the public pages', () => {
  it.each([
    [landing.meta as MetaFunction, '/', 'Loupe — diamonds and engagement rings'],
    [shopBy.meta, '/shop-by', 'Find your diamond | Loupe'],
    [priceStep.meta, '/shop-by-price/step1', 'Shop by price | Loupe'],
    [sizeStep.meta, '/shop-by-size/step1', 'Shop by size | Loupe'],
    [shapeStep.meta, '/shop-by-shape/step1', 'Shop by shape | Loupe'],
    [howItWorks.meta, '/how-it-works', 'How it works | Loupe'],
    [findTheDiamond.meta, '/diamond_search', 'Find the Diamond | Loupe'],
  ] as const)('%#: %s gives a description, its canonical address and social tags, and is listed', (meta, path, title) => {
    const tags = metaOf(meta, path);
    expect(content(tags, 'description')).toEqual(expect.stringMatching(/\S{3,}/));
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: `https://loupe.example${path}` });
    expect(content(tags, 'og:title')).toBe(title);
    expect(content(tags, 'og:url')).toBe(`https://loupe.example${path}`);
    // Every page's preview is a raster picture of 1200 × 630: the shop's card where no stone or ring is shown.
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'og:image')).toBe('https://loupe.example/social/loupe.png');
    expect([content(tags, 'og:image:type'), content(tags, 'og:image:width'), content(tags, 'og:image:height')]).toEqual(['image/png', '1200', '630']);
    expect(content(tags, 'robots')).toBeUndefined();
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });

  it("keeps the root's description on the landing page after a navigation in the browser, which asks the server nothing", () => {
    expect(landing.clientLoader()).toBeNull();
    expect(landing.meta(metaArgs(null, '/') as Parameters<typeof landing.meta>[0])).toEqual(ROOT_META);
  });

  it('gives the contact page one canonical address under both of its addresses', () => {
    expect(metaOf(contact.meta, '/contact')).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://loupe.example/contact-us' });
  });
});

describe("the meta of one shopper's own pages", () => {
  it.each([
    [bag.meta, '/cart'],
    [account.meta, '/account'],
    [passwordForgot.meta, '/password-forgot'],
    [shippingAddress.meta, '/shipping'],
    [cardholder.meta, '/cardholder'],
  ] as const)('%#: %s asks search engines not to list it', (meta, path) => {
    const tags = metaOf(meta, path);
    expect(content(tags, 'robots')).toBe('noindex');
    expect(tags.some((tag) => 'title' in tag)).toBe(false);
  });
});
