/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import type { Connect, Plugin } from 'vite';
import type * as DevelopmentForwardingModule from './src/app/server/development-forwarding';

type DevelopmentForwarding = typeof DevelopmentForwardingModule;
import { quietAbandonedRequests } from './scripts/abandoned-requests.mjs';
import { quietEnvFileDeprecation } from './scripts/react-router-warnings.mjs';

/** Every backend the storefront talks to is reached through relative URLs; in development they are forwarded to the
 * mock backend (or to whatever MOCK_URL names, the chat to its stand-in unless CHAT_URL names another) by the same
 * forwarding the production server uses (`src/app/server/backend-forwarder.ts`): one set of rules for both. The
 * recommendation service is not among them: the app's own route (`src/app/routes/recommendation-proxy.ts`) forwards
 * those calls with the server's credentials. The production build is served by `scripts/serve.mjs`. */
const forwardBackends = (env: Record<string, string | undefined>): Plugin => ({
  name: 'loupe:forward-backends',
  apply: 'serve',
  configureServer(server) {
    // Loaded through the development server, as the app is, on the first request.
    let forwarding: Promise<Connect.NextHandleFunction> | undefined;
    server.middlewares.use((req, res, next) => {
      forwarding ??= server.ssrLoadModule('/src/app/server/development-forwarding.ts').then((module) => (module as DevelopmentForwarding).developmentForwarder(env));
      forwarding.then((forward) => forward(req, res, next), next);
    });
  },
});

/** The chunks `entry.client.tsx` imports after the first paint: the services container and its parts, the models. */
const COMPOSITION_CHUNK = /(^|\/)(config|services-container|browser-validation|browser\.module|models\.module)-[\w-]+\.js$/;

export default defineConfig(({ mode }) => {
  // Before React Router's plugin starts its own Vite servers, which Vite warns about (`scripts/react-router-warnings.mjs`).
  quietEnvFileDeprecation();
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  // The server render reads its configuration from the environment: `.env` fills what the environment leaves unset.
  for (const [name, value] of Object.entries(env)) process.env[name] ??= value;
  const port = Number(env.PORT ?? 5173);
  return {
    // The shop is rendered on the server by React Router's framework mode; the tests render views with React alone.
    // A request the browser gives up is no error of the development server (`scripts/abandoned-requests.mjs`).
    plugins: process.env.VITEST ? [react()] : [forwardBackends(env), reactRouter(), quietAbandonedRequests()],
    server: { port, strictPort: true },
    // Bundled for the development server before the first page is asked for. The shop's services and models are
    // imported lazily, so Vite would otherwise find rxjs, inversify and zod only while that page loads, bundle them
    // again and reload it; a new developer's first page showed React's "Invalid hook call" until it did.
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        'react-router',
        'react-router/dom',
        '@mantine/core',
        '@mantine/hooks',
        '@mantine/carousel',
        '@tabler/icons-react',
        'inversify',
        'rxjs',
        'zod',
        'zod/mini',
        'graphql-request',
        'd3-array',
        'd3-scale',
        'dompurify',
      ],
    },
    build: {
      sourcemap: false,
      minify: process.env.LOUPE_NO_MINIFY ? false : undefined,
      modulePreload: {
        // The shop's services and presentation models are imported right after the first paint
        // (`src/app/entry.client.tsx`). Vite would add a <link rel=modulepreload> to the page for each of their some
        // hundred files, one by one on the main thread: on a phone that is a long task while the page wakes. The
        // browser finds their files itself, as each one names its imports.
        resolveDependencies: (filename, deps, { hostType }) => (hostType === 'js' && COMPOSITION_CHUNK.test(filename) ? [] : deps),
      },
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        // Popovers and comboboxes (floating-ui) serve lazy pages only; left to the default splitting they would be
        // merged into a chunk the landing page loads. React has a group of its own first: a group takes the modules
        // its own modules import, and floating-ui's chunk would otherwise carry React into every first load.
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
              { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
    test: {
      // A timeout only catches a test that hangs; on a loaded 2-core machine the form-filling view tests take several seconds.
      testTimeout: 30_000,
      // Vitest's own default is one worker fewer than the cores: on CI's two cores that is one test file at a time,
      // and most of them wait on a server or a file as much as they compute (unit 217 s → 136 s, API 286 s → 183 s).
      maxWorkers: Math.max(2, availableParallelism() - 1),
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['src/{domain,application,infrastructure,composition}/**/*.test.ts', 'src/app/**/*.test.{ts,tsx}', 'test/**/*.test.ts', 'contracts/**/*.test.ts', 'scripts/**/*.test.ts'],
            environment: 'node',
            // Pure code and the server's rules: one module graph per worker, not one per file (72 s → 30 s). The view
            // tests (a DOM each) and the mock backend's (servers and module-level doubles) keep a graph per file.
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'ui',
            include: ['src/ui/**/*.test.{ts,tsx}'],
            environment: 'jsdom',
            setupFiles: ['./src/ui/test/setup.ts'],
          },
        },
        {
          test: {
            name: 'api',
            include: ['mock-server/**/*.test.ts', 'contract-tests/**/*.test.ts'],
            environment: 'node',
            testTimeout: 30_000,
            hookTimeout: 60_000,
          },
        },
      ],
    },
  };
});
