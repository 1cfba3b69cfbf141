import type { Config } from '@react-router/dev/config';

/** React Router's framework mode: every page is rendered on the server first (streaming HTML), then the browser
 * hydrates it and the shop runs as a single-page app. `BUILD_DIR` lets two builds live side by side. */
export default {
  appDirectory: 'src/app',
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'dist',
  // React Router 8's behaviour, taken now so the upgrade changes nothing:
  future: {
    // Middleware gives each request its container before any loader runs (`src/app/request-context.ts`).
    v8_middleware: true,
    // A page's client loader ships in a chunk of its own, beside the page's module.
    v8_splitRouteModules: true,
    // The development server and the build go through Vite's environments (client, ssr).
    v8_viteEnvironmentApi: true,
    // Loaders get the request as it came (a data request keeps its `.data`); ours read only what a document request
    // also carries (the search, the origin), and the pages with a client loader never ask the server for data.
    v8_passThroughRequests: true,
    // The data request of an address with a trailing slash is `/cart/_.data`, of `/` is `/_.data`; the cache policy
    // takes either for the page it belongs to (`src/app/server/page-policy.ts`).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
