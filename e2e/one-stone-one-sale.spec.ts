import { expect, expectHttpError, test } from './support/shop-test';
import { putADiamondInTheBag } from './support/checkout-journey';
import { anotherShopperBuys } from './support/stock';

test('the bag says a diamond another shopper bought is no longer available, with a way to its similar diamonds and to start again', async ({ page, request }) => {
  // The recommendation service no longer offers the sold stone: the bag's look-up answers 404, its page 410.
  expectHttpError(404);
  expectHttpError(410);
  const diamondId = await putADiamondInTheBag(page);
  await anotherShopperBuys(request, diamondId);

  await page.reload();
  const line = page.locator(`[data-testid="bag-item"][data-sku="${diamondId}"]`);
  await expect(line.getByText('This diamond is no longer available')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await expect(page.getByText('Remove the items that are no longer available to check out.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ring color' })).toHaveCount(0);
  await line.getByRole('link', { name: 'See similar diamonds' }).click();
  await expect(page.getByRole('alert')).toContainText('This diamond is no longer available');
  await expect(page.getByRole('list', { name: 'Similar diamonds' }).getByRole('listitem')).toHaveCount(3);
  await page.goBack();
  await line.getByRole('link', { name: 'Start new search' }).click();
  await expect(page).toHaveURL(/\/$/);
});
