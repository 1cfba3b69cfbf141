import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const READY_LINE = /^Mock backend ready at (http:\/\/localhost:(\d+))$/m;

export interface CliProcess {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Runs the real CLI (`node --import tsx mock-server/main.ts`) the way `npm run mock` does. */
export function spawnCli(env: Record<string, string>): Omit<CliProcess, 'url'> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'mock-server/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, MOCK_PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  // Always drain the pipes: a full pipe would block the child's writes.
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
  });
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

/** Spawns the CLI and resolves once it has printed its ready line. */
export async function startCli(env: Record<string, string>, timeoutMs = 15_000): Promise<CliProcess> {
  const cli = spawnCli(env);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      cli.child.kill('SIGKILL');
      reject(new Error(`CLI not ready after ${timeoutMs} ms:\n${cli.stdout()}\n${cli.stderr()}`));
    }, timeoutMs);
    const check = () => {
      const match = READY_LINE.exec(cli.stdout());
      if (match?.[1]) {
        clearTimeout(timer);
        cli.child.stdout?.off('data', check);
        resolve(match[1]);
      }
    };
    cli.child.stdout?.on('data', check);
    void cli.exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`CLI exited (${code ?? signal}) before it was ready:\n${cli.stdout()}\n${cli.stderr()}`));
    });
  });
  return { ...cli, url };
}
