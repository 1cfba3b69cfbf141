import { describe, expect, it } from 'vitest';
import { InMemoryContentPageRepository } from '../../infrastructure/in-memory/in-memory-content-page.repository';
import { RecordingLogger } from '../../infrastructure/in-memory/recording.logger';
import { ContentPageModel } from './content-page.model';
import { LoadContentPage } from './load-content-page.use-case';

const setUp = () => {
  const logger = new RecordingLogger();
  const pages = new InMemoryContentPageRepository([{ id: 7, heading: 'Terms & Conditions', html: '<p>Our terms</p>' }, { id: 5, heading: '', html: '<p>About</p>' }]);
  return { logger, model: new ContentPageModel(new LoadContentPage(pages, logger)) };
};

describe('the content page model', () => {
  it('shows the heading and the body the store gives', async () => {
    const { model } = setUp();
    const opening = model.open({ id: 7, title: 'Terms' });
    await opening;
    expect(model.state).toEqual({ loading: false, unavailable: false, heading: 'Terms & Conditions', html: '<p>Our terms</p>' });
  });

  it("keeps the page's own title when the store gives no heading", async () => {
    const { model } = setUp();
    await model.open({ id: 5, title: 'About Loupe' });
    expect(model.state.heading).toBe('About Loupe');
  });

  it('says the page is unavailable, under its own title, when the store has none; the failure is logged', async () => {
    const { logger, model } = setUp();
    await model.open({ id: 999, title: 'Privacy Policy' });
    expect(model.state).toEqual({ loading: false, unavailable: true, heading: 'Privacy Policy', html: '' });
    expect(logger.entries.map((entry) => entry.message)).toEqual([expect.stringContaining('Content page 999')]);
  });
});
