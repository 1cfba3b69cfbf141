import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { RECOMMENDATION_PATH } from '../../composition/config';
import { AppConfigToken, FetchToken } from '../../composition/tokens';
import { forwardRecommendationCall } from '../recommendation-forwarder.server';
import { containerOf } from '../request-context';

/** The call's path under `/recommendation/`, as the browser wrote it (still encoded: `diamonds/10%2001`). */
const callPath = (request: Request): string => new URL(request.url).pathname.slice(RECOMMENDATION_PATH.length + 1);

/** The browser's calls to the recommendation service (`/recommendation/*`, a resource route: no page) go on from the
 * storefront's server, which adds the credentials of its own configuration; the browser never holds them. */
const forward = ({ request, context }: ActionFunctionArgs | LoaderFunctionArgs): Promise<Response> => {
  const container = containerOf(context);
  const config = container.get(AppConfigToken);
  return forwardRecommendationCall(request, callPath(request), {
    baseUrl: config.recommendationUrl,
    credentials: config.recommendationCredentials,
    fetch: container.get(FetchToken),
  });
};

/** POST: the service's calls. */
export const action = forward;

/** GET and HEAD: refused (the service is called with POST only). */
export const loader = forward;
