import { ContainerModule } from 'inversify';
import { SessionKeeper } from '../../application/account/session-keeper.port';
import { StorefrontSessionKeeper } from '../../infrastructure/storefront-session/storefront-session-keeper';
import { FetchToken } from '../tokens';

/** What the browser does otherwise than the storefront's server: it cannot keep the customer's sign-in (the token is
 * `HttpOnly`), so it asks the server to sign the shopper in, up and out. */
export const browserModule = new ContainerModule(({ rebind }) => {
  rebind(SessionKeeper)
    .toResolvedValue((doFetch: typeof fetch) => new StorefrontSessionKeeper(doFetch), [FetchToken])
    .inSingletonScope();
});
