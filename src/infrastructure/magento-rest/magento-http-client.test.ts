import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { loadedSchema } from '../http/lazy-schema';
import { doneSchema } from './store-rest.schemas';
import { MagentoContentPageRepository, toContentPage } from './magento-content-page.repository';
import { MagentoHttpClient } from './magento-http-client';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { MalformedAnswerError } from '../http/wire-answer';
import { MagentoCartRepository } from './magento-cart.repository';
import { MagentoRequestError, renderMagentoMessage } from './magento-request.error';

const respond = (status: number, body: unknown) =>
  vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('renderMagentoMessage', () => {
  it.each([
    ['The CMS page with the "%1" ID doesn\'t exist.', ['999'], 'The CMS page with the "999" ID doesn\'t exist.'],
    ['"%fieldName" is required. Enter and try again.', { fieldName: 'email' }, '"email" is required. Enter and try again.'],
    ['%1 of %2', ['a'], 'a of %2'],
    ['No placeholders', [], 'No placeholders'],
    ['Odd parameters %1', 'x', 'Odd parameters %1'],
  ])('%s with %j', (template, parameters, text) => {
    expect(renderMagentoMessage(template, parameters)).toBe(text);
  });
});

describe('MagentoHttpClient', () => {
  it('calls {baseUrl}/rest with JSON and the bearer token', async () => {
    const fetchMock = respond(200, true);
    const client = new MagentoHttpClient({ baseUrl: 'https://shop.example.com', fetch: fetchMock, token: () => 'abc' });
    await expect(firstValueFrom(client.post('/V1/contactus', { contactForm: {} }, doneSchema))).resolves.toBe(true);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://shop.example.com/rest/V1/contactus');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"contactForm":{}}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
  });

  it('turns a Magento error body into a MagentoRequestError with the rendered message', async () => {
    const client = new MagentoHttpClient({ baseUrl: '', fetch: respond(404, { message: 'The CMS page with the "%1" ID doesn\'t exist.', parameters: ['9'] }) });
    const error = await firstValueFrom(client.get('/V1/cmsPage/9', loadedSchema(z.unknown()))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MagentoRequestError);
    expect(error).toMatchObject({ status: 404, message: 'The CMS page with the "9" ID doesn\'t exist.', notFound: true });
  });

  it('reports a failure without a JSON body by its status', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    const error = await firstValueFrom(new MagentoHttpClient({ baseUrl: '', fetch: fetchMock }).get('/V1/x', loadedSchema(z.unknown()))).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, message: 'The store answered 502.' });
  });

  it("fails an answer that breaks its call's contract as the store's usual failure, and logs where it drifted", async () => {
    const logger = new RecordingLogger();
    const line = { item_id: 8, sku: '100000001', qty: '1', name: 'Diamond', price: 5200, quote_id: '4' };
    const carts = new MagentoCartRepository(new MagentoHttpClient({ baseUrl: '', fetch: respond(200, [line]), logger }), () => false);
    const error = await firstValueFrom(carts.items({ type: 'guest', id: 'k2Xb9' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(error).toMatchObject({ message: 'The store could not answer.', call: 'GET /V1/guest-carts/k2Xb9/items' });
    expect(JSON.stringify(logger.entries)).toContain('0.qty');
  });

  it('reports an error body that is not Magento\'s by its status', async () => {
    const error = await firstValueFrom(new MagentoHttpClient({ baseUrl: '', fetch: respond(400, { error: 'bad' }) }).get('/V1/x', loadedSchema(z.unknown()))).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'The store answered 400.' });
  });

  it('aborts the request when the subscriber leaves', () => {
    let signal: AbortSignal | undefined;
    const fetchMock = vi.fn<typeof fetch>((_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise(() => undefined);
    });
    const subscription = new MagentoHttpClient({ baseUrl: '', fetch: fetchMock }).get('/V1/slow', loadedSchema(z.unknown())).subscribe();
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });
});

describe('MagentoContentPageRepository', () => {
  it('maps the CMS page to heading and body', async () => {
    const fetchMock = respond(200, { id: 7, title: 'Terms', content_heading: 'Terms & Conditions', content: '<p>x</p>', active: true });
    const repository = new MagentoContentPageRepository(new MagentoHttpClient({ baseUrl: '', fetch: fetchMock }));
    await expect(firstValueFrom(repository.getById(7))).resolves.toEqual({ id: 7, heading: 'Terms & Conditions', html: '<p>x</p>' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/rest/V1/cmsPage/7');
  });

  it("gives the store's meta description of the page", async () => {
    const fetchMock = respond(200, { id: 5, title: 'About Loupe', content_heading: 'About Loupe', content: '<p>x</p>', meta_description: 'Who we are.', active: true });
    const repository = new MagentoContentPageRepository(new MagentoHttpClient({ baseUrl: '', fetch: fetchMock }));
    await expect(firstValueFrom(repository.getById(5))).resolves.toEqual({ id: 5, heading: 'About Loupe', html: '<p>x</p>', description: 'Who we are.' });
  });

  it('treats a page disabled in the store as one it does not have', async () => {
    const fetchMock = respond(200, { id: 5, title: 'About Loupe', content: '<p>x</p>', active: false });
    const repository = new MagentoContentPageRepository(new MagentoHttpClient({ baseUrl: '', fetch: fetchMock }));
    const error = await firstValueFrom(repository.getById(5)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404, notFound: true, message: 'The CMS page with the "5" ID doesn\'t exist.' });
  });

  it.each([
    [{ id: 1, title: 'Title only', content_heading: '', content: null }, { id: 1, heading: 'Title only', html: '' }],
    [{ id: 2 }, { id: 2, heading: '', html: '' }],
  ])('falls back sensibly for %j', (dto, page) => {
    expect(toContentPage(dto)).toEqual(page);
  });
});
