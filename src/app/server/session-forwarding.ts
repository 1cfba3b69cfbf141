import type { IncomingMessage } from 'node:http';
import { parse } from 'cookie';
import { SESSION_COOKIES } from '../../infrastructure/cookies/session-cookies';
import type { ForwardingOptions } from './backend-forwarder';
import { changesSomething, fromAnotherSite } from './same-site';

const isToken = (value: string | undefined): value is string => value !== undefined && /^[A-Za-z0-9._-]{16,}$/.test(value);

/**
 * What the shopper's session brings to the forwarding of the backend paths: the customer's token, kept in its
 * `HttpOnly` cookie, becomes the bearer header of the store's calls (`/rest`, `/graphql`), so no script in the page
 * ever holds it; and since cookies ride along with any request, a request that changes something is refused (403)
 * when it comes from another site.
 */
export const sessionForwarding = (shopOrigin: (req: IncomingMessage) => string): Pick<ForwardingOptions, 'check' | 'credentials'> => ({
  check: (req) =>
    changesSomething(req.method) && fromAnotherSite((name) => req.headers[name], shopOrigin(req)) ? { status: 403, message: 'Requests from another site are refused.' } : null,
  credentials: (req, backend): Readonly<Record<string, string>> => {
    const token = backend.signedWithSession ? parse(req.headers.cookie ?? '')[SESSION_COOKIES.customerToken] : undefined;
    return isToken(token) ? { Authorization: `Bearer ${token}` } : {};
  },
});
