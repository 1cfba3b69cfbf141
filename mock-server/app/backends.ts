import type { Router } from 'express';
import { createCardProviderRouter } from '../card-provider/card-provider.router';
import { createChatRouter } from '../chat/chat.router';
import { createRingMediaRouter } from '../catalog/ring-media.router';
import { createControlRouter } from '../control/control.router';
import { createFinancingRouter } from '../financing/financing.router';
import { graphqlErrorFormat } from '../graphql/graphql-error-format';
import { createGraphqlRouter } from '../graphql/graphql.router';
import type { ErrorFormat } from '../http/error-format';
import { magentoErrorFormat } from '../http/error-format';
import { createReadOnlyDbRouter } from '../json-server-db/read-only-db.router';
import { createMediaRouter } from '../media/media.router';
import { createRecommendationRouter } from '../recommendation/recommendation.router';
import { createStoreRestRouter } from '../store-rest/store-rest.router';
import type { ServerContext } from './server-context';

/** One backend the mock stands in for: where it is mounted, its routes, and the error dialect it speaks. */
export interface Backend {
  path: string;
  router: Router;
  errors: ErrorFormat;
  description: string;
}

/** Every mount of the mock backend, on one port. A new backend is one entry here and one folder. */
export function createBackends(context: ServerContext): Backend[] {
  return [
    { path: '/rest', router: createStoreRestRouter(context), errors: magentoErrorFormat, description: 'store REST (Magento 2.4)' },
    { path: '/graphql', router: createGraphqlRouter(context), errors: graphqlErrorFormat, description: 'store GraphQL' },
    { path: '/recommendation', router: createRecommendationRouter(context), errors: magentoErrorFormat, description: 'recommendation service' },
    // Before /media, whose own 404 would otherwise answer the ring pictures.
    { path: '/media/rings', router: createRingMediaRouter(), errors: magentoErrorFormat, description: 'media (ring pictures)' },
    { path: '/media', router: createMediaRouter(context.diamonds), errors: magentoErrorFormat, description: 'media (diamond drawings and illustrations, link preview cards, videos)' },
    { path: '/card-provider', router: createCardProviderRouter(context), errors: magentoErrorFormat, description: 'card payment provider' },
    { path: '/financing', router: createFinancingRouter(context), errors: magentoErrorFormat, description: 'financing provider' },
    { path: '/chat', router: createChatRouter(context), errors: magentoErrorFormat, description: 'chat provider (agent console at /chat/console)' },
    { path: '/__control', router: createControlRouter(context), errors: magentoErrorFormat, description: 'test controls' },
    { path: '/db', router: createReadOnlyDbRouter(context), errors: magentoErrorFormat, description: 'json-server, read-only public data' },
  ];
}
