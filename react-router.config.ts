import type { Config } from '@react-router/dev/config';

/** React Router's framework mode: every page is rendered on the server first (streaming HTML), then the browser
 * hydrates it and the shop runs as a single-page app. `BUILD_DIR` lets two builds live side by side. */
export default {
  appDirectory: 'src/app',
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? 'dist',
  // Middleware gives each request its container before any loader runs (`src/app/request-context.ts`).
  future: { v8_middleware: true },
} satisfies Config;
