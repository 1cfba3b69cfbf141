import { expectErrorsAnnounced, expectNoSeriousViolations } from './support/accessibility';
import { screenshot } from './support/screenshots';
import { expect, test } from './support/shop-test';
import { PHONE_AND_DESKTOP } from './support/viewports';

const EMAIL_MESSAGE = 'Please enter a valid email address';

for (const [name, viewport] of PHONE_AND_DESKTOP) {
  test.describe(`on ${name}`, () => {
    test.use({ viewport });

    test("the contact form says on the field what the shopper can fix, and sends the phone once it is right", async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('textbox', { name: 'Email' }).fill('ines@');
      await page.getByRole('textbox', { name: 'First name' }).fill('Ines');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
      const phone = page.getByRole('textbox', { name: /Phone/ });
      await phone.fill('+44 20 7946 0958');
      await page.getByRole('textbox', { name: "What's on your mind?" }).fill('Do you resize rings?');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(EMAIL_MESSAGE);
      await expect(phone).toHaveAccessibleDescription('Please enter a US phone number (country code +1).');
      await expect(page.getByText('Something went wrong. Please try again.')).toHaveCount(0);
      await expectErrorsAnnounced(page, [EMAIL_MESSAGE], `/contact at ${viewport.width} px`);
      await screenshot(page, `contact-refusals-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `/contact with refused fields at ${viewport.width} px`);

      const sent = page.waitForRequest((request) => request.url().endsWith('/rest/V1/contactus'));
      await page.getByRole('textbox', { name: 'Email' }).fill('ines@example.com');
      await phone.fill('1-617-555-1234');
      await phone.blur();
      await expect(phone).toHaveValue('(617) 555-1234');
      await page.getByRole('button', { name: 'Send' }).click();
      expect((await sent).postDataJSON()).toEqual({ contactForm: { name: 'Ines Diaz', email: 'ines@example.com', comment: 'Do you resize rings?', telephone: '(617) 555-1234' } });
      await expect(page.getByRole('status')).toContainText('Thank you!');
    });

    test('sign-up says on the field what the store would refuse, and sends nothing', async ({ page }) => {
      let sent = 0;
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/rest/V1/customers') sent += 1;
      });
      await page.goto('/new-client');
      const signUp = page.getByRole('region', { name: 'Create an account' });
      await signUp.getByRole('textbox', { name: 'First name' }).fill('N'.repeat(275));
      await signUp.getByRole('textbox', { name: 'Last name' }).fill('Diaz');
      await signUp.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
      await signUp.getByRole('textbox', { name: 'Password' }).fill('Engine1843');
      await signUp.getByRole('button', { name: 'Create account' }).click();
      await expect(signUp.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('Please shorten this to 255 characters or fewer.');
      await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(EMAIL_MESSAGE);
      await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveValue('not-an-email');
      expect(sent).toBe(0);
      await screenshot(page, `sign-up-refusals-${viewport.width}`, { fullPage: true });
      await expectNoSeriousViolations(page, `/new-client with refused fields at ${viewport.width} px`);
    });
  });
}
