import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { firstValueFrom } from 'rxjs';
import { SendContactMessage } from '../../src/application/contact/send-contact-message.use-case';
import { contactFormErrors, type ContactFormValues } from '../../src/domain/contact/contact-form.rules';
import type { ShopWorld } from '../support/world';

const FIELDS: Record<string, keyof ContactFormValues> = { email: 'email', 'first name': 'firstName', 'last name': 'lastName', message: 'message' };
const COMPLETE: ContactFormValues = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', phone: '', message: 'Hello' };
const sent = new WeakMap<ShopWorld, Partial<ContactFormValues>>();

When(
  'a shopper sends the contact form as {string} {string} {string} with the phone {string} and the message {string}',
  async function (this: ShopWorld, firstName: string, lastName: string, email: string, phone: string, message: string) {
    await firstValueFrom(this.shop.get(SendContactMessage).execute({ firstName, lastName, email, phone, message }), { defaultValue: undefined });
  },
);

When(/^a shopper sends the contact form without the (email|first name|last name|message)$/, async function (this: ShopWorld, field: string) {
  const values = { ...COMPLETE, [FIELDS[field] as string]: '  ' };
  sent.set(this, values);
  await this.attempt(() => firstValueFrom(this.shop.get(SendContactMessage).execute(values), { defaultValue: undefined }));
  assert.ok(this.failure, 'the form was sent');
});

Then(/^the contact form marks the (email|first name|last name|message) as "([^"]+)"$/, function (this: ShopWorld, field: string, message: string) {
  const errors = contactFormErrors(sent.get(this) ?? {}) ?? {};
  assert.deepEqual(errors, { [FIELDS[field] as string]: message });
});

Then("the shop's team received a message from {string} {string} saying {string}", async function (this: ShopWorld, name: string, email: string, comment: string) {
  const messages = await this.mailbox();
  assert.equal(messages.length, 1);
  assert.equal(messages[0]?.name, name);
  assert.equal(messages[0]?.email, email);
  assert.ok(messages[0]?.comment.startsWith(comment), messages[0]?.comment);
});

Then('the message mentions the phone {string}', async function (this: ShopWorld, phone: string) {
  const [message] = await this.mailbox();
  assert.ok(message?.comment.includes(`Phone: ${phone}`), message?.comment);
});
