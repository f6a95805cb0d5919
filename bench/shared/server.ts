import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real server (apps/server/src/main.ts), or another script, in a child process, as a benchmark runs it. */

export const repositoryRoot = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type ServerOptions = {
  port: number;
  /** The server's whole environment (the caller starts from process.env and removes what it must). */
  env: NodeJS.ProcessEnv;
  /** Node options before the entry point (e.g. --cpu-prof). */
  nodeArgs?: readonly string[];
  /** The script to run, from the repository's root (default the API server's main.ts). */
  entry?: string;
  /** Whether the server serves yet; throwing counts as not listening yet. */
  serves: (origin: string) => Promise<boolean>;
  timeoutSeconds: number;
  /** Holds the process from the start, so a run that gives up while the server starts can stop it. */
  holder: ServerHolder;
};

/** Where a run keeps the server it started, for stopServer and for its way out. */
export type ServerHolder = { server: ChildProcess | null };

/** Starts the server on 127.0.0.1 and waits until it serves; answers its origin and its output. */
export async function startServer(
  options: ServerOptions,
): Promise<{ origin: string; pid: number; log: () => string }> {
  let output = '';
  const server = spawn(
    process.execPath,
    [
      ...(options.nodeArgs ?? []),
      '--import',
      'tsx',
      options.entry ?? path.join('apps', 'server', 'src', 'main.ts'),
    ],
    { cwd: repositoryRoot, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  options.holder.server = server;
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const origin = `http://127.0.0.1:${options.port}`;
  const ends = Date.now() + options.timeoutSeconds * 1000;
  while (Date.now() < ends) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${output}`);
    try {
      if (await options.serves(origin)) return { origin, pid: server.pid!, log: () => output };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(
    `server not answering on ${origin} after ${options.timeoutSeconds} s:\n${output}`,
  );
}

/** Stops the held server with SIGTERM (its graceful shutdown), SIGKILL after `forceAfterMs`. */
export async function stopServer(holder: ServerHolder, forceAfterMs: number): Promise<void> {
  const server = holder.server;
  holder.server = null;
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const force = setTimeout(() => server.kill('SIGKILL'), forceAfterMs);
    server.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    server.kill('SIGTERM');
  });
}
