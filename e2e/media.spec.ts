import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/accessibility';
import { screenshot, writeScreenshotFile } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const MOCK = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? 3101}`;
const HEADER = { username: 'loupe', password: 'loupe-dev' };
const FIRST_ID = 100_000_000;

interface Stone {
  readonly diamond_id: string;
  readonly shape: string;
  readonly size: number;
  readonly meas_length: number;
  readonly meas_width: number;
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
  // The tour's dialog has gone: nothing covers the pictures.
  await expect(page.getByRole('button', { name: 'Skip the tour' })).toHaveCount(0);
}

/** What the slider calls a stone's 360° drawing: '360° video of a round diamond, color band D–F (illustration)'. */
function videoLabelOf(stone: Stone): string {
  const shape = stone.shape === 'Asscher' ? 'Asscher' : stone.shape.toLowerCase();
  const band = 'DEF'.includes(stone.color) ? 'D–F' : 'GHIJ'.includes(stone.color) ? 'G–J' : 'K–M';
  return `360° video of ${/^[aeiou]/i.test(shape) ? 'an' : 'a'} ${shape} diamond, color band ${band} (illustration)`;
}

/** The picture has arrived and drawn. */
const drawn = (image: Locator) => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** Width and height from a PNG's header (its IHDR chunk). */
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  const tag = viewport.width;

  test(`on ${name}: a stone without photo or video shows its own illustration, called one`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const stone = await aStone(request, false);
    await openProductPage(page, stone.diamond_id);
    const slider = page.getByRole('group', { name: 'Pictures of this diamond' });
    const shape = stone.shape === 'Asscher' ? 'Asscher' : stone.shape.toLowerCase();
    await expect(slider.getByTestId('media-caption')).toHaveText(`Illustration of ${/^[aeiou]/i.test(shape) ? 'an' : 'a'} ${shape} diamond (1 of 1)`);
    const picture = slider.getByRole('img', { name: new RegExp(`^Illustration of an? ${stone.size.toFixed(2)} ct ${shape} diamond, color ${stone.color}, drawn to its measurements beside a 1 ct round for scale$`) });
    await expect(picture).toHaveAttribute('src', `/media/diamonds/illustrations/${stone.diamond_id}.svg`);
    await expect.poll(() => drawn(picture)).toBe(true);
    // Its own: drawn for this stone's weight and measurements, and saying it is an illustration.
    const svg = await (await request.get(`/media/diamonds/illustrations/${stone.diamond_id}.svg`)).text();
    expect(svg).toContain(`>${stone.size.toFixed(2)} ct</text>`);
    expect(svg).toContain(`>${stone.meas_length.toFixed(2)} × ${stone.meas_width.toFixed(2)} mm</text>`);
    expect(svg).toContain('>ILLUSTRATION</text>');
    await expect(slider.getByText(/photo/i)).toHaveCount(0);
    // It fits the phone's column: nothing wider than the slider.
    const [box, frame] = await Promise.all([picture.boundingBox(), slider.boundingBox()]);
    expect(box!.width).toBeLessThanOrEqual(frame!.width);
    await expectNoSeriousViolations(page, `the illustration at ${tag} px`);
    await screenshot(slider, `product-page-illustration-${tag}`);
    await screenshot(page, `product-page-illustration-page-${tag}`);
  });

  test(`on ${name}: a filmed stone's slider labels its 360° illustration and plays it`, async ({ page, request }) => {
    await page.setViewportSize(viewport);
    const stone = await aStone(request, true);
    const label = videoLabelOf(stone);
    await openProductPage(page, stone.diamond_id);
    const slider = page.getByRole('group', { name: 'Pictures of this diamond' });
    await expect(slider.getByTestId('media-caption')).toHaveText(`${label} (1 of 2)`);
    await expect.poll(() => drawn(slider.getByRole('img'))).toBe(true);
    await screenshot(page, `product-page-slider-${tag}`);
    await slider.getByRole('button', { name: `Play the ${label}` }).click();
    const dialog = page.getByRole('dialog', { name: label });
    const video = dialog.getByTestId('video-360');
    await expect(video).toHaveAttribute('src', stone.video_url);
    await expect(video).toHaveAccessibleName(label);
    await expect.poll(() => playing(video)).toBe(true);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.videoWidth > 0])).toEqual([true, true, true]);
    await expectNoSeriousViolations(page, `the 360° video at ${tag} px`);
    await screenshot(page, `product-page-360-view-${tag}`);
    await dialog.getByRole('button', { name: 'Close the 360° video' }).click();
    await slider.getByRole('button', { name: 'Next picture' }).click();
    await expect(slider.getByTestId('media-caption')).toHaveText(/^Illustration of an? \w+ diamond \(2 of 2\)$/);
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
  await expect(page.getByRole('group', { name: 'Pictures of this diamond' }).getByText(/^Illustration of an? \w+ diamond \(1 of 1\)$/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Play the 360°/ })).toHaveCount(0);
  await expect.poll(() => notes.some((text) => text.includes('360 video not available'))).toBe(true);
});

test('the first HTML fetches no video: the stone shows its illustration under a play button, the ring video has preload none', async ({ request }) => {
  const stone = await aStone(request, true);
  const productPage = await (await request.get(addressOf(stone.diamond_id))).text();
  expect(productPage).toContain(`aria-label="Play the ${videoLabelOf(stone)}"`);
  expect(productPage).toContain(`src="/media/diamonds/illustrations/${stone.diamond_id}.svg"`);
  expect(productPage).toMatch(/alt="Illustration of an? [\d.]+ ct \w+ diamond, color [D-M], drawn to its measurements beside a 1 ct round for scale"/);
  expect(productPage).not.toContain('<video');
  const ringPage = await (await request.get('/ring-builder/halo-royal')).text();
  const [ringVideo] = ringPage.match(/<video[^>]*>/g) ?? [];
  expect(ringVideo).toContain('src="/media/videos/rings/halo-rose-gold.webm"');
  expect(ringVideo).toContain('preload="none"');
  expect(ringVideo).not.toMatch(/autoplay/i);
});

/** The og:image a page's first HTML names, fetched as a link preview would: through the shop's own address. */
async function previewPictureOf(request: APIRequestContext, path: string): Promise<{ url: string; type: string | null; bytes: Buffer; meta: Record<string, string> }> {
  const html = await (await request.get(path)).text();
  const meta = Object.fromEntries([...html.matchAll(/<meta property="(og:image[^"]*)" content="([^"]*)"\/>/g)].map((match) => [match[1]!, match[2]!]));
  const url = meta['og:image'] ?? '';
  const answer = await request.get(url);
  expect(answer.status()).toBe(200);
  return { url, type: answer.headers()['content-type'] ?? null, bytes: await answer.body(), meta };
}

test("every public page's link preview picture answers a PNG of 1200 × 630: a stone's own, a ring design's own, the shop's", async ({ request }) => {
  const stone = await aStone(request, false);
  const pages = [
    [addressOf(stone.diamond_id), `/media/social/diamonds/${stone.diamond_id}.png`],
    ['/ring-builder/halo-royal', '/media/social/rings/halo-royal.png'],
    ['/', '/social/loupe.png'],
    ['/shop-by', '/social/loupe.png'],
    ['/terms-conditions', '/social/loupe.png'],
  ] as const;
  for (const [path, picture] of pages) {
    const preview = await previewPictureOf(request, path);
    expect(new URL(preview.url).pathname, path).toBe(picture);
    expect(preview.type, path).toBe('image/png');
    expect([...preview.bytes.subarray(0, 4)], path).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(pngSize(preview.bytes), path).toEqual({ width: 1200, height: 630 });
    expect(preview.meta, path).toMatchObject({ 'og:image:type': 'image/png', 'og:image:width': '1200', 'og:image:height': '630' });
    expect(preview.meta['og:image:alt'], path).toMatch(/\w{3,}/);
  }
  const stoneCard = await previewPictureOf(request, addressOf(stone.diamond_id));
  await writeScreenshotFile('og-image-stone', stoneCard.bytes);
  await writeScreenshotFile('og-image-ring', (await previewPictureOf(request, '/ring-builder/halo-royal')).bytes);
});
