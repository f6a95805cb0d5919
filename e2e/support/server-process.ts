import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * One API server of an end-to-end run as a child process: started on its port with a fresh
 * database, waited for, stopped with its process group. Used by the global setup (the main
 * servers, e2e/support/start-servers.ts) and by the specs that need a server of their own
 * (e2e/support/own-server.ts).
 */
const runId = `${Date.now()}-${process.pid}-${randomBytes(4).toString('hex')}`;
// scripts/e2e.sh points this at a temporary directory it removes afterwards.
const dataRoot = process.env.KABUTO_E2E_DATA_ROOT ?? tmpdir();
/** Several servers starting together on two cores: each needs far longer than it would alone. */
const START_TIMEOUT_MS = 600_000;

export type Server = { port: number; env: Record<string, string> };

export function startServer({ port, env }: Server): ChildProcess {
  const child = spawn('npm', ['run', 'start', '-w', '@kabuto/server'], {
    // Its own process group: the teardown stops npm, tsx and the server together.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(
        dataRoot,
        `kabuto-e2e-${runId}-${port}-${randomBytes(3).toString('hex')}`,
      ),
      LOG_LEVEL: 'warn',
      // Every run registers several customers, and loads every screen many times, from one address.
      REGISTER_LIMIT_PER_HOUR: '500',
      RATE_LIMIT_PER_MINUTE: '20000',
      MONEY_MOVEMENT_LIMIT_PER_MINUTE: '1000',
      REPORT_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
  });
  child.stderr?.on('data', (chunk: Buffer) =>
    process.stderr.write(`[server ${port}] ${chunk.toString()}`),
  );
  return child;
}

async function answers(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/images/logo.svg`);
    return response.ok;
  } catch {
    return false;
  }
}

export async function waitUntilReady(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`e2e: the server on port ${port} exited before it answered (see its output)`);
    }
    if (await answers(port)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`e2e: the server on port ${port} did not answer within ${START_TIMEOUT_MS} ms`);
}

export function stopServers(children: ChildProcess[]): Promise<void> {
  return Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
            resolve();
            return;
          }
          const kill = (signal: NodeJS.Signals) => {
            try {
              process.kill(-child.pid!, signal);
            } catch {
              // Already gone.
            }
          };
          const force = setTimeout(() => kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(force);
            resolve();
          });
          kill('SIGTERM');
        }),
    ),
  ).then(() => undefined);
}

/** Should this process die, its servers go with it. */
export function killOnExit(children: ChildProcess[]): void {
  process.once('exit', () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
}
