import { timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import type { ServerContext } from '../../app/server-context';
import { toMagentoDateTime } from '../../db/magento-datetime';
import { nextId } from '../../db/sequences';
import { asyncRoute } from '../../http/async-route';
import { validateBody } from '../../http/validate-body';
import type { Customer } from './customer';
import { addAddress } from './customer-addresses';
import { customerErrors } from './customer-errors';
import { toCustomerResponse } from './customer-responses';
import { bearerToken } from '../../http/bearer-token';
import { randomToken } from '../../http/random-token';
import { findCustomer, issueCustomerToken, requireCustomer, revokeCustomerTokens, tokenHash } from './customer-tokens';
import { recordResetRequest } from './password-reset-requests';
import {
  changePasswordRequestSchema,
  createCustomerRequestSchema,
  customerTokenRequestSchema,
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
} from './customer.request';
import { hashPassword, verifyPassword } from './password-hash';
import { checkPasswordRules } from './password-rules';
import { SignInThrottle } from './sign-in-throttle';

/** Magento's reset link lifetime (Customer Configuration > Password Options): one hour here, as the shop decided. */
const RESET_TOKEN_LIFETIME_MS = 3_600_000;

/**
 * Accounts, sign-in and passwords (Magento_Customer and Magento_Integration `webapi.xml`): registration, the
 * customer token, its revocation, `me`, the password change, the forgotten-password mail and the reset.
 */
export function customersRoutes(context: ServerContext): Router {
  const { store, now, config, log } = context;
  const router = Router();
  const throttle = new SignInThrottle(now);
  const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

  router.post(
    '/V1/customers',
    asyncRoute(async (req, res) => {
      const { customer: input, password } = validateBody(createCustomerRequestSchema, req.body);
      // Cheap refusals before the costly hash; the duplicate is checked again inside the change, where it counts.
      if (store.data.customers.some((customer) => sameEmail(customer.email, input.email))) throw customerErrors.emailTaken();
      checkPasswordRules(password, input.email);
      const passwordHash = await hashPassword(password, config.passwordHashCost);
      let created: Customer | undefined;
      await store.update((data) => {
        // One synchronous check-and-insert: of concurrent registrations with one email, exactly one lands.
        if (data.customers.some((customer) => sameEmail(customer.email, input.email))) throw customerErrors.emailTaken();
        const timestamp = toMagentoDateTime(now());
        const customer: Customer = {
          id: nextId(data.sequences, 'customer'),
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          created_at: timestamp,
          updated_at: timestamp,
          addresses: [],
          password_hash: passwordHash,
        };
        for (const address of input.addresses ?? []) addAddress(customer, data.sequences, address);
        data.customers.push(customer);
        created = customer;
      });
      res.json(toCustomerResponse(created as Customer));
    }),
  );

  router.post(
    '/V1/integration/customer/token',
    asyncRoute(async (req, res) => {
      const { username, password } = validateBody(customerTokenRequestSchema, req.body);
      const customer = store.data.customers.find((candidate) => sameEmail(candidate.email, username));
      // An unknown username costs a hash as well, so that the timing does not tell which emails have accounts. A
      // locked username, and a right password refused because a wrong one was checked beside it, answer like a
      // wrong password.
      const verify = async () => (await verifyPassword(password, customer?.password_hash ?? UNKNOWN_USER_HASH)) && customer !== undefined;
      const outcome = await throttle.check(username, verify);
      if (outcome !== 'accepted' || !customer) throw customerErrors.signInIncorrect();
      let token = '';
      await store.update((data) => {
        token = issueCustomerToken(data, findCustomer(data.customers, customer.id).id, now());
      });
      res.json(token);
    }),
  );

  // Magento's own route for a customer to sign out (`self`, `customerId` forced from the token): every token of the
  // token's customer is revoked, whatever the body says.
  router.post(
    '/V1/integration/customer/revoke-customer-token',
    asyncRoute(async (req, res) => {
      const customer = requireCustomer(context, req);
      await store.update((data) => revokeCustomerTokens(data, customer.id));
      res.json(true);
    }),
  );

  router.get('/V1/customers/me', (req, res) => {
    res.json(toCustomerResponse(requireCustomer(context, req)));
  });

  router.put(
    '/V1/customers/me/password',
    asyncRoute(async (req, res) => {
      const customer = requireCustomer(context, req);
      const { currentPassword, newPassword } = validateBody(changePasswordRequestSchema, req.body);
      // The current password goes through the sign-in throttle (Magento's changePassword authenticates the same way):
      // wrong ones count toward the lock, a locked account checks none, so a held token cannot guess the password,
      // and a right one checked beside a wrong one is refused like a wrong one.
      const outcome = await throttle.check(customer.email, () => verifyPassword(currentPassword, customer.password_hash));
      if (outcome === 'locked') throw customerErrors.accountLocked();
      if (outcome === 'refused') throw customerErrors.passwordMismatch();
      checkPasswordRules(newPassword, customer.email);
      const passwordHash = await hashPassword(newPassword, config.passwordHashCost);
      const currentToken = tokenHash(bearerToken(req) ?? '');
      await store.update((data) => {
        const stored = findCustomer(data.customers, customer.id);
        stored.password_hash = passwordHash;
        stored.updated_at = toMagentoDateTime(now());
        // Every other session of the customer ends (Magento's session cleaner); the one that changed it goes on.
        revokeCustomerTokens(data, customer.id, currentToken);
      });
      res.json(true);
    }),
  );

  router.put(
    '/V1/customers/password',
    asyncRoute(async (req, res) => {
      const { email } = validateBody(forgotPasswordRequestSchema, req.body);
      const customer = store.data.customers.find((candidate) => sameEmail(candidate.email, email));
      // `true` whether or not the email has an account, after the same work: a token drawn and one write that records
      // the request (Magento_Security's reset request events), so neither the answer nor its timing tells which
      // emails are registered.
      const token = randomToken();
      const issued = now();
      await store.update((data) => {
        recordResetRequest(data, email, issued);
        if (!customer) return;
        for (const reset of data.passwordResets) if (reset.customer_id === customer.id) reset.used = true;
        data.passwordResets.push({
          customer_id: customer.id,
          email: customer.email,
          token,
          created_at: toMagentoDateTime(issued),
          expires_at: new Date(issued.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
          used: false,
        });
      });
      if (customer) log.info(`Password reset for ${customer.email}: ${token}`);
      res.json(true);
    }),
  );

  router.post(
    '/V1/customers/resetPassword',
    asyncRoute(async (req, res) => {
      const { email, resetToken, newPassword } = validateBody(resetPasswordRequestSchema, req.body);
      const at = now().getTime();
      const valid = (reset: { email: string; token: string; used: boolean; expires_at: string }) =>
        !reset.used && Date.parse(reset.expires_at) > at && sameEmail(reset.email, email) && sameSecret(reset.token, resetToken);
      const reset = store.data.passwordResets.find(valid);
      const customer = reset && store.data.customers.find((candidate) => candidate.id === reset.customer_id);
      // Magento checks the token before the new password.
      if (!reset || !customer) throw customerErrors.resetTokenMismatch();
      checkPasswordRules(newPassword, customer.email);
      const passwordHash = await hashPassword(newPassword, config.passwordHashCost);
      await store.update((data) => {
        // Checked again inside the change: of two concurrent resets with one token, only one lands.
        const current = data.passwordResets.find(valid);
        if (!current) throw customerErrors.resetTokenMismatch();
        current.used = true;
        const stored = findCustomer(data.customers, current.customer_id);
        stored.password_hash = passwordHash;
        stored.updated_at = toMagentoDateTime(now());
        // Whoever asked for the reset may not be whoever holds a session: every existing token stops working.
        revokeCustomerTokens(data, stored.id);
      });
      // Magento's resetPassword unlocks the account: its owner proved the mailbox.
      throttle.unlock(customer.email);
      res.json(true);
    }),
  );

  return router;
}

/** A well-formed hash no password matches in practice, checked for unknown usernames (see the token route). */
const UNKNOWN_USER_HASH = `scrypt$16384$8$1$${'00'.repeat(16)}$${'00'.repeat(32)}`;

function sameSecret(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
