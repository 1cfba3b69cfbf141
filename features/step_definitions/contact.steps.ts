import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { ContactFormModel, type ContactFormFields } from '../../src/application/contact/contact-form.model';
import type { ShopWorld } from '../support/world';

const FIELDS: Record<string, keyof ContactFormFields> = { email: 'email', 'first name': 'firstName', 'last name': 'lastName', message: 'message', phone: 'phone' };
const COMPLETE: ContactFormFields = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '', message: 'Hello' };
/** The contact page the shopper has open: the model its view binds to. */
const contactPages = new WeakMap<ShopWorld, ContactFormModel>();

async function sendTheContactForm(world: ShopWorld, values: ContactFormFields): Promise<ContactFormModel> {
  const page = world.shop.get(ContactFormModel);
  page.attach();
  contactPages.set(world, page);
  for (const [field, value] of Object.entries(values)) page.change(field, value);
  await page.submit();
  return page;
}

When(
  'a shopper sends the contact form as {string} {string} {string} with the phone {string} and the message {string}',
  async function (this: ShopWorld, firstName: string, lastName: string, email: string, phone: string, message: string) {
    const page = await sendTheContactForm(this, { firstName, lastName, email, phone, message });
    assert.equal(page.state.error, null, `the contact page says: ${String(page.state.error)}`);
  },
);

When(/^a shopper sends the contact form without the (email|first name|last name|message)$/, async function (this: ShopWorld, field: string) {
  await sendTheContactForm(this, { ...COMPLETE, [FIELDS[field] as string]: '  ' });
});

When(/^a shopper sends the contact form with the (email|phone) "([^"]*)"$/, async function (this: ShopWorld, field: string, typed: string) {
  await sendTheContactForm(this, { ...COMPLETE, [FIELDS[field] as string]: typed });
});

Then(/^the contact form marks the (email|first name|last name|message|phone) as "([^"]+)"$/, function (this: ShopWorld, field: string, message: string) {
  const page = contactPages.get(this);
  assert.ok(page, 'the contact page is not open');
  assert.deepEqual(page.state.errors, { [FIELDS[field] as string]: message });
  assert.equal(page.state.sent, false, 'the page thanks the shopper');
});

Then("the shop's team received a message from {string} {string} saying {string}", async function (this: ShopWorld, name: string, email: string, comment: string) {
  const messages = await this.mailbox();
  assert.equal(messages.length, 1);
  assert.equal(messages[0]?.name, name);
  assert.equal(messages[0]?.email, email);
  assert.equal(messages[0]?.comment, comment);
});

Then('the message gives the phone {string}', async function (this: ShopWorld, phone: string) {
  const [message] = await this.mailbox();
  assert.equal(message?.telephone, phone);
});

Then('the message gives no phone', async function (this: ShopWorld) {
  const [message] = await this.mailbox();
  assert.equal(message?.telephone, null);
});
