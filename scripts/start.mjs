#!/usr/bin/env node
// `npm start`: the mock backend and the storefront, rendered on the server (the dev server with hot reload, or
// `--preview`, `npm run preview`: a fresh production build on the storefront's own server), both stopped together.
// Ports: MOCK_PORT (3001) and PORT (5173).
import { spawn, spawnSync } from 'node:child_process';

// The server's configuration (the recommendation service's credentials among it) from `.env` where the environment
// does not set it already: the mock backend and the storefront's server start with the same values.
try {
  process.loadEnvFile('.env');
} catch {
  // No .env file: the environment alone configures both.
}

const preview = process.argv.includes('--preview');
const mockPort = process.env.MOCK_PORT ?? '3001';
const webPort = process.env.PORT ?? '5173';
const mockUrl = process.env.MOCK_URL ?? `http://localhost:${mockPort}`;
// The preview's production server requires the shop's published address and forwards the chat only when told where
// it is: on this machine, the address it listens on and the mock's stand-in chat provider.
const previewEnv = preview ? { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${webPort}`, CHAT_URL: process.env.CHAT_URL ?? `${mockUrl}/chat` } : {};
const env = { ...process.env, MOCK_PORT: mockPort, PORT: webPort, MOCK_URL: mockUrl, ...previewEnv };
const children = [];
let stopping = false;

function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function run(name, args, onLine) {
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 1);
        out.write(`[${name}] ${line}\n`);
        onLine?.(line.replace(/\x1b\[[0-9;]*m/g, ""));
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] stopped (exit code ${code ?? 'signal'}); stopping the shop.`);
      stop(code || 1);
    }
  });
  return child;
}

// The preview is always of the code as it is now: it builds first (as `npm run build`), then serves that build.
if (preview) {
  console.log(`Building the storefront into ${process.env.BUILD_DIR ?? 'dist'}/ (npm run build)…`);
  const build = spawnSync(process.execPath, ['node_modules/@react-router/dev/bin.js', 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

console.log(`Starting the mock backend on port ${mockPort}…`);
run('mock', ['--import', 'tsx', 'mock-server/main.ts'], (line) => {
  if (!line.startsWith('Mock backend ready at') || children.length > 1) return;
  const webArgs = preview
    ? ['scripts/serve.mjs']
    : ['node_modules/@react-router/dev/bin.js', 'dev', '--port', webPort, '--strictPort'];
  run(preview ? 'serve' : 'dev', webArgs, (webLine) => {
    if (/Local:|storefront \(server-rendered\) at/.test(webLine)) {
      console.log('');
      console.log(`  Loupe storefront:  http://localhost:${webPort}${preview ? '  (production build)' : ''}`);
      console.log(`  Mock backend:      http://localhost:${mockPort}`);
      console.log('  Press Ctrl+C to stop both.');
      console.log('');
    }
  });
});
