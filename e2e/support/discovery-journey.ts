import type { Locator, Page } from '@playwright/test';
import { expect } from './shop-test';

/** On the recommendations: Compare, tick two stones and try a third, which the shop refuses. Answers the boxes. */
export async function tryComparingThree(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Compare', exact: true }).click();
  const boxes = page.getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await boxes.nth(2).click();
  await expect(page.getByRole('alert')).toHaveText('You can only compare two items at a time.');
  return boxes;
}
