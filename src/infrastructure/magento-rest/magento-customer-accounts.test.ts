import { firstValueFrom } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { MagentoCustomerAccounts } from './magento-customer-accounts';
import { MagentoHttpClient } from './magento-http-client';

const store = (status: number, body: unknown) =>
  new MagentoCustomerAccounts(
    new MagentoHttpClient({ baseUrl: '', fetch: vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })) }),
  );
const refusal = (accounts: MagentoCustomerAccounts, email: string, password: string) =>
  firstValueFrom(accounts.signIn(email, password)).then(
    () => 'signed in',
    (error: unknown) => (error as Error).message,
  );
const required = (fieldName: string) => ({ message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName } });

describe('signing in at the store', () => {
  it("names a blank username as the form's Email field", async () => {
    await expect(refusal(store(400, required('username')), '', '')).resolves.toBe('Email is required.');
  });

  it('names a blank password as the Password field', async () => {
    await expect(refusal(store(400, required('password')), 'demo@loupe.test', '')).resolves.toBe('Password is required.');
  });

  it('names the Email field first when the store gathers both refusals', async () => {
    const both = { message: 'One or more input exceptions have occurred.', errors: [required('username'), required('password')] };
    await expect(refusal(store(400, both), '', '')).resolves.toBe('Email is required.');
  });

  it("keeps the store's words for any other refusal", async () => {
    const wrong = { message: 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.' };
    await expect(refusal(store(401, wrong), 'demo@loupe.test', 'nope')).resolves.toBe(wrong.message);
  });
});

describe('creating an account at the store', () => {
  const creation = (accounts: MagentoCustomerAccounts) =>
    firstValueFrom(accounts.register({ firstname: 'Ines', lastname: 'Diaz', email: 'ines@example.com' }, 'Engine1843')).then(
      () => 'created',
      (error: unknown) => error,
    );

  it.each([
    [{ message: '"%1" length must be equal or less than %2 characters.', parameters: ['First Name', '255'] }, 'firstname', 'Please shorten this to 255 characters or fewer.'],
    [{ message: '"%1" length must be equal or less than %2 characters.', parameters: ['Last Name', '255'] }, 'lastname', 'Please shorten this to 255 characters or fewer.'],
    [{ message: 'Invalid value of "%value" provided for the %fieldName field.', parameters: { fieldName: 'email', value: 'ines@' } }, 'email', 'Please check the email address.'],
    [required('lastname'), 'lastname', 'Required'],
  ])('reads the refusal %j as a refusal of the form field %s, in the words %j', async (answer, field, message) => {
    await expect(creation(store(400, answer))).resolves.toMatchObject({ code: 'FORM.FIELD_REFUSED', field, message });
  });

  it("keeps the store's words for a refusal that names no field", async () => {
    const taken = { message: 'A customer with the same email address already exists in an associated website.' };
    await expect(creation(store(400, taken))).resolves.toMatchObject({ message: taken.message });
    await expect(creation(store(400, taken))).resolves.not.toMatchObject({ code: 'FORM.FIELD_REFUSED' });
  });
});
