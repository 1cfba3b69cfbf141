import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Env } from '../../composition/config';
import { backendForwarder } from './backend-forwarder';
import { forwardedBackends } from './forwarded-backends';
import { sessionForwarding } from './session-forwarding';

/** The development server's forwarding of the backend paths: the production server's own rules and table, with the
 * mock backend's stand-in chat provider unless `CHAT_URL` names another (`MOCK_URL`, or `MOCK_PORT` on this host). */
export function developmentForwarder(env: Env): (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void {
  const backend = typeof env.MOCK_URL === 'string' && env.MOCK_URL ? env.MOCK_URL : `http://localhost:${String(env.MOCK_PORT || '3001')}`;
  // The development server is reached at whatever address the developer typed: the shop's origin is the request's.
  const shopOrigin = (req: IncomingMessage) => `http://${req.headers.host ?? 'localhost'}`;
  return backendForwarder({ backends: forwardedBackends({ ...env, CHAT_URL: env.CHAT_URL || `${backend}/chat` }), ...sessionForwarding(shopOrigin) });
}
