import { throwError } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ContentPageRepository } from './content-page.repository.port';
import { InMemoryContentPageRepository } from '../../../test/doubles/in-memory-content-page.repository';
import { RecordingLogger } from '../../../test/doubles/recording.logger';
import { ContentPageModel } from './content-page.model';
import { LoadContentPage } from './load-content-page.use-case';

const setUp = (pages: ContentPageRepository = new InMemoryContentPageRepository([{ id: 7, heading: 'Terms & Conditions', html: '<p>Our terms</p>' }, { id: 5, heading: '', html: '<p>About</p>' }])) => {
  const logger = new RecordingLogger();
  return { logger, model: new ContentPageModel(new LoadContentPage(pages, logger)) };
};

/** A store that cannot be reached: every page fails, none is 'not found'. */
const unreachableStore: ContentPageRepository = { getById: () => throwError(() => new TypeError('fetch failed')) };

describe('the content page model', () => {
  it('shows the heading and the body the store gives', async () => {
    const { model } = setUp();
    const opening = model.open({ id: 7, title: 'Terms' });
    await opening;
    expect(model.state).toEqual({ loading: false, unavailable: false, notFound: null, heading: 'Terms & Conditions', html: '<p>Our terms</p>' });
  });

  it("keeps the page's own title when the store gives no heading", async () => {
    const { model } = setUp();
    await model.open({ id: 5, title: 'About Loupe' });
    expect(model.state.heading).toBe('About Loupe');
  });

  it('says the page could not be found when the store has none; the failure is logged', async () => {
    const { logger, model } = setUp();
    await model.open({ id: 999, title: 'Privacy Policy' });
    expect(model.state).toEqual({ loading: false, unavailable: false, notFound: 'We could not find that page', heading: 'Privacy Policy', html: '' });
    expect(logger.entries.map((entry) => entry.message)).toEqual([expect.stringContaining('Content page 999')]);
  });

  it('says the page is unavailable, under its own title, when the store cannot be reached; the failure is logged', async () => {
    const { logger, model } = setUp(unreachableStore);
    await model.open({ id: 4, title: 'Privacy Policy' });
    expect(model.state).toEqual({ loading: false, unavailable: true, notFound: null, heading: 'Privacy Policy', html: '' });
    expect(logger.entries.map((entry) => entry.message)).toEqual([expect.stringContaining('Content page 4')]);
  });

  describe('started from what the server loaded', () => {
    it('shows the page at once and does not ask the store again when the browser opens it', async () => {
      const { model } = setUp(unreachableStore);
      model.seed({ ref: { id: 7, title: 'Terms' }, page: { id: 7, heading: 'Terms & Conditions', html: '<p>Our terms</p>' }, notFound: false });
      expect(model.state).toEqual({ loading: false, unavailable: false, notFound: null, heading: 'Terms & Conditions', html: '<p>Our terms</p>' });
      model.attach();
      await model.open({ id: 7, title: 'Terms' });
      expect(model.state.html).toBe('<p>Our terms</p>');
    });

    it('says a page the store does not have could not be found, without asking again', async () => {
      const { logger, model } = setUp();
      model.seed({ ref: { id: 999, title: 'About Loupe' }, page: null, notFound: true });
      expect(model.state).toMatchObject({ loading: false, notFound: 'We could not find that page', heading: 'About Loupe' });
      await model.open({ id: 999, title: 'About Loupe' });
      expect(model.state.notFound).toBe('We could not find that page');
      expect(logger.entries).toEqual([]);
    });

    it('asks the store again in the browser for a page the server could not read', async () => {
      const { model } = setUp();
      model.seed({ ref: { id: 7, title: 'Terms' }, page: null, notFound: false });
      await model.open({ id: 7, title: 'Terms' });
      expect(model.state).toMatchObject({ unavailable: false, heading: 'Terms & Conditions', html: '<p>Our terms</p>' });
    });
  });
});
