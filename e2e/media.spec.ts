import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const HEADER = { username: 'loupe', password: 'loupe-dev' };
const FIRST_ID = 100_000_000;

interface Stone {
  readonly diamond_id: string;
  readonly shape: string;
  readonly cut: string;
  readonly color: string;
  readonly clarity: string;
  readonly has_video_file: boolean;
  readonly video_url: string;
}

/** The first stone (by id) the recommendation service has, or has not, filmed. */
async function aStone(request: APIRequestContext, filmed: boolean): Promise<Stone> {
  for (let index = 0; index < 100; index++) {
    const answer = await request.post(`${MOCK}/recommendation/diamonds/${FIRST_ID + index}`, { data: { header: HEADER } });
    const stone = ((await answer.json()) as { diamond?: Stone }).diamond;
    if (stone && stone.has_video_file === filmed) return stone;
  }
  throw new Error(`no ${filmed ? 'filmed' : 'unfilmed'} stone among the first 100`);
}

const addressOf = (id: string) => `/product-details/${Buffer.from(id).toString('base64url')}`;

/** The video has decoded a frame (readyState HAVE_CURRENT_DATA) or moved on. */
const playing = (video: Locator) => video.evaluate((element: HTMLVideoElement) => element.readyState >= 2 || element.currentTime > 0);

async function openProductPage(page: Page, id: string): Promise<void> {
  await page.goto(addressOf(id));
  await page.getByRole('button', { name: 'Skip the tour' }).click();
}

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  const tag = viewport.width;

  test(`on ${name}: a filmed stone's slider opens the 360° view, which plays`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const stone = await aStone(request, true);
    await openProductPage(page, stone.diamond_id);
    const slider = page.getByRole('group', { name: 'Pictures of this diamond' });
    await expect(slider.getByText(/^360° video \(1 of \d\)$/)).toBeVisible();
    await screenshot(page, `product-page-slider-${tag}`);
    await slider.getByRole('button', { name: 'Play the 360° view' }).click();
    const dialog = page.getByRole('dialog', { name: '360° view' });
    const video = dialog.getByTestId('video-360');
    await expect(video).toHaveAttribute('src', stone.video_url);
    await expect.poll(() => playing(video)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.videoWidth > 0])).toEqual([true, true, true]);
    await expectNoSeriousViolations(page, `the 360° view at ${tag} px`);
    await screenshot(page, `product-page-360-view-${tag}`);
  });

  test(`on ${name}: the quality panel shows the level icons with words, and the 4Cs pictures come as image sets`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const stone = await aStone(request, false);
    await openProductPage(page, stone.diamond_id);
    const icons = page.getByTestId('panel-quality').getByRole('img');
    await expect(icons).toHaveCount(3);
    await expect(icons.nth(0)).toHaveAttribute('alt', new RegExp(`^Cut ${stone.cut}: level [1-5] of 5$`));
    await expect(icons.nth(1)).toHaveAttribute('alt', new RegExp(`^Color ${stone.color}: level [1-5] of 5$`));
    await expect(icons.nth(2)).toHaveAttribute('alt', new RegExp(`^Clarity ${stone.clarity}: level [1-5] of 5$`));
    await expect(page.getByTestId('panel-size').getByRole('img')).toHaveAttribute('alt', /^Carat [\d.]+ ct: level [1-4] of 4$/);
    // Every icon arrived and drew.
    await icons.nth(2).scrollIntoViewIfNeeded();
    await expect.poll(() => icons.evaluateAll((images: HTMLImageElement[]) => images.every((image) => image.complete && image.naturalWidth > 0))).toBe(true);
    await screenshot(page.getByTestId('panel-quality'), `quality-icons-${tag}`);

    // Narrower than 1200 px each C opens in a modal; wider, the tabs show it.
    if (viewport.width < 1200) await page.getByRole('button', { name: 'Clarity', exact: true }).click();
    else await page.getByRole('tab', { name: 'Clarity' }).click();
    const picture = page.getByTestId('education-picture').filter({ visible: true }).first();
    await expect(picture).toHaveAttribute('srcset', '/media/education/clarity@1x.png 1x, /media/education/clarity@2x.png 2x, /media/education/clarity@3x.png 3x');
    await expect(picture).toHaveAttribute('width', '240');
    await expect(picture).toHaveAttribute('height', '120');
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc.endsWith('clarity@1x.png'))).toBe(true);
    await expectNoSeriousViolations(page, `the quality icons and 4Cs pictures at ${tag} px`);
    await screenshot(page, `education-picture-${tag}`);
  });

  test(`on ${name}: the ring builder loops the chosen colour's video, muted, and follows the colour`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/ring-builder/halo-royal');
    const video = page.getByLabel(/^360° view of the Royal Halo Ring in /);
    await expect(video).toHaveAttribute('src', '/media/videos/rings/halo-rose-gold.webm');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && element.muted && element.loop && (element.readyState >= 2 || element.currentTime > 0))).toBe(true);
    await screenshot(page, `ring-video-${tag}`);
    await page.getByRole('button', { name: 'White Gold' }).click();
    await expect(video).toHaveAttribute('src', '/media/videos/rings/halo-white-gold.webm');
    await expect(video).toHaveAccessibleName('360° view of the Royal Halo Ring in White Gold');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => !element.paused && (element.readyState >= 2 || element.currentTime > 0))).toBe(true);
    await expectNoSeriousViolations(page, `the ring builder's video at ${tag} px`);
    await screenshot(page, `ring-video-white-gold-${tag}`);
  });
}

test("a stone without a video offers none and notes that its 360 video is not available", async ({ page, request }) => {
  const stone = await aStone(request, false);
  const notes: string[] = [];
  page.on('console', (message) => notes.push(message.text()));
  await openProductPage(page, stone.diamond_id);
  await expect(page.getByRole('group', { name: 'Pictures of this diamond' }).getByText(/^\w+ diamond \(1 of \d\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Play the 360° view' })).toHaveCount(0);
  await expect.poll(() => notes.some((text) => text.includes('360 video not available'))).toBe(true);
});

test('the first HTML fetches no video: the stone shows its picture under a play button, the ring video has preload none', async ({ request }) => {
  const stone = await aStone(request, true);
  const productPage = await (await request.get(addressOf(stone.diamond_id))).text();
  expect(productPage).toContain('aria-label="Play the 360° view"');
  expect(productPage).toContain(`alt="${stone.shape} diamond"`);
  expect(productPage).not.toContain('<video');
  const ringPage = await (await request.get('/ring-builder/halo-royal')).text();
  const [ringVideo] = ringPage.match(/<video[^>]*>/g) ?? [];
  expect(ringVideo).toContain('src="/media/videos/rings/halo-rose-gold.webm"');
  expect(ringVideo).toContain('preload="none"');
  expect(ringVideo).not.toMatch(/autoplay/i);
});
