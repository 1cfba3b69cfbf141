/**
 * `npm run mock`: the mock backend on one port. Environment: MOCK_PORT (3001; 0 = a free port), SEED (42),
 * DIAMOND_COUNT (100000), MOCK_DB (.mock-data/db.json), MOCK_CONTROL=1 (enables POST /__control/reset),
 * STOREFRONT_ORIGIN (http://localhost:5173, the only origin CORS allows), RECOMMENDATION_USERNAME /
 * RECOMMENDATION_PASSWORD (loupe / loupe-dev, the header the recommendation service accepts), MOCK_INTEGRATION_TOKEN
 * (the bearer token of the admin REST routes; random and printed when unset), MOCK_CHAT_CONSOLE_TOKEN (the token the
 * chat console at /chat/console asks for; random and printed when unset).
 * Exit codes: 0 stopped by SIGINT/SIGTERM, 1 failed to start (or a second signal), 2 invalid environment.
 */
import { performance } from 'node:perf_hooks';
import { readCliConfig } from './cli/read-cli-config';
import { createMockServer } from './server';
import type { MockServer } from './server';

const startedAt = performance.now();
const result = readCliConfig(process.env, process.cwd());
if (!result.ok) {
  for (const error of result.errors) console.error(`mock-server: ${error}`);
  process.exit(2);
}
const { port, ...options } = result.config;

let server: MockServer | undefined;
let stopRequested = false;

// Installed before the server starts: a signal that arrives right after the ready line must stop it cleanly too.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopRequested) process.exit(1); // a second signal while writes drain: the user insists
    stopRequested = true;
    if (server) void stop(server);
  });
}

try {
  server = await createMockServer({ ...options, log: true });
  const { url } = await server.listen(port, 'localhost');
  console.log(`Mock backend ready at ${url}`);
  console.log(`Mounts: ${server.mounts.map(({ path, description }) => `${path} (${description})`).join(' · ')}`);
  console.log(
    `[mock] data file ${options.dbFile}, seed ${options.seed}, ${options.diamondCount} diamonds, ` +
      `control routes ${options.control ? 'on' : 'off'}, ` +
      `started in ${Math.round(performance.now() - startedAt)} ms`,
  );
  // A configured token is the caller's secret and stays out of the log; a random one must be shown to be usable.
  console.log(
    options.integrationToken === undefined
      ? `[mock] integration token (admin REST routes): ${server.integrationToken} (random; set MOCK_INTEGRATION_TOKEN to fix it)`
      : '[mock] integration token (admin REST routes): from MOCK_INTEGRATION_TOKEN',
  );
  console.log(
    options.chatConsoleToken === undefined
      ? `[mock] chat console token (${url}/chat/console): ${server.chatConsoleToken} (random; set MOCK_CHAT_CONSOLE_TOKEN to fix it)`
      : `[mock] chat console token (${url}/chat/console): from MOCK_CHAT_CONSOLE_TOKEN`,
  );
} catch (error) {
  console.error(`mock-server: could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
if (stopRequested) await stop(server);

async function stop(running: MockServer): Promise<void> {
  try {
    await running.close();
    process.exit(0);
  } catch (error) {
    console.error('mock-server: error while stopping', error);
    process.exit(1);
  }
}
