import { expect, test } from './support/shop-test';

const SEARCH = '/shop-by-price/step2?price_total_from=5000&price_total_to=10000&shapes=Round&attr=price';

test('on a desktop, a press on a Top 4 card during which the slider arrives still opens the stone, and the cards then move into the slider', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  // The slider's chunk arrives while the shopper's finger (or mouse button) is down on a card of the list.
  let releaseSlider: () => void = () => undefined;
  const sliderHeld = new Promise<void>((resolve) => (releaseSlider = resolve));
  let sliderAsked = false;
  await page.route(/\/assets\/recommendations-slider-[^/]+\.js$/, async (route) => {
    sliderAsked = true;
    await sliderHeld;
    await route.continue();
  });
  await page.goto(SEARCH);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const list = page.getByRole('list', { name: 'Recommended diamonds' });
  await expect(list).toBeVisible();
  const card = list.getByRole('link', { name: /^biggest:/ });
  const stone = await card.getAttribute('href');
  const box = (await card.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  releaseSlider();
  await expect.poll(() => sliderAsked).toBe(true);
  // Long enough for the chunk to arrive and the page to take it up: the list stays while the press lasts.
  await page.waitForTimeout(1_000);
  await expect(list).toBeVisible();
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`${stone!.replace(/[?]/g, '\\?')}$`));

  // Back on the Top 4, with nothing pressed, the cards are in the slider.
  await page.goBack();
  await expect(page.getByRole('group', { name: 'Carousel slide' }).first()).toBeVisible();
  await expect(list).toHaveCount(0);
});
