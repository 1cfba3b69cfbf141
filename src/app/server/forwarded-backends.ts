import { readServerConfig, type Env } from '../../composition/config';
import type { ForwardedBackend } from './backend-forwarder';

/** The store's REST and GraphQL bodies: Magento's own limit on what it reads. */
const STORE_BODY_BYTES = 1024 * 1024;
/** A payment provider's call (a nonce request, a financing checkout) or a chat message. */
const PROVIDER_BODY_BYTES = 64 * 1024;
/** The chat's live stream sends a heartbeat every 15 s; a stream silent for a minute is dead. */
const CHAT_STREAM_IDLE_MS = 60_000;

/** The chat provider's calls a shopper's panel makes: its status, opening a conversation, reading and writing its
 * messages and following them live. The provider's agent console is the shop's experts', never forwarded. */
const SHOPPER_CHAT_CALLS = [/^GET \/status$/, /^POST \/conversations$/, /^(GET|POST) \/conversations\/[^/]+\/messages$/, /^GET \/conversations\/[^/]+\/events$/];

/** Whether the chat provider is forwarded: only when the server's configuration names it (`CHAT_URL`). The stand-in
 * of the mock backend is for development, a real deployment names its chat vendor's service. */
export const chatForwarded = (env: Env): boolean => typeof env.CHAT_URL === 'string' && env.CHAT_URL.trim() !== '';

/**
 * The backend paths the storefront's server forwards for the browser, each to the address of the server's
 * configuration (`readServerConfig`: the store, its GraphQL endpoint, the payment providers, the chat provider), with
 * the methods and headers each one needs. The recommendation service is not among them: the app's own route adds
 * the credentials of the server's configuration.
 */
export function forwardedBackends(env: Env): ForwardedBackend[] {
  const config = readServerConfig(env);
  const backends: ForwardedBackend[] = [
    // The customer's token comes from the session's cookie, never from the page (`session-forwarding.ts`).
    { mount: '/rest', target: `${config.storeUrl}/rest`, methods: ['GET', 'POST', 'PUT', 'DELETE'], maxBodyBytes: STORE_BODY_BYTES, errors: 'magento', signedWithSession: true },
    { mount: '/graphql', target: config.graphqlUrl, methods: ['GET', 'POST'], maxBodyBytes: STORE_BODY_BYTES, errors: 'graphql', signedWithSession: true },
    // Pictures and videos: a video is played in ranges.
    { mount: '/media', target: `${config.storeUrl}/media`, methods: ['GET', 'HEAD'], headers: ['range', 'if-range'], maxBodyBytes: 0, errors: 'magento' },
    { mount: '/card-provider', target: config.cardProviderUrl, methods: ['GET', 'POST'], maxBodyBytes: PROVIDER_BODY_BYTES, errors: 'magento' },
    { mount: '/financing', target: config.financingUrl, methods: ['GET', 'POST'], maxBodyBytes: PROVIDER_BODY_BYTES, errors: 'magento' },
  ];
  if (chatForwarded(env)) {
    backends.push({
      mount: '/chat',
      target: config.chatUrl,
      methods: ['GET', 'POST'],
      headers: ['authorization', 'last-event-id'],
      maxBodyBytes: PROVIDER_BODY_BYTES,
      errors: 'magento',
      calls: SHOPPER_CHAT_CALLS,
      idleMs: CHAT_STREAM_IDLE_MS,
      tellsClientAddress: true,
    });
  }
  return backends;
}
