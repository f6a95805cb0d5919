import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CLOCK_SPECS } from './ports';
import { CLOCK_PORTS, MAIN_PORTS, SHORT_SESSION_PORT } from './servers';

/**
 * Playwright's global setup: starts every API server of the run at once and waits for all of them
 * (Playwright's own `webServer` list starts them one after another: nine servers, each migrating,
 * seeding and warming up its market, took five to eight minutes in a row on two cores; side by
 * side they share both cores). Returns the teardown, which stops them. A server that exits before
 * it answers fails the run with its own error output.
 */
const runId = `${Date.now()}-${randomBytes(4).toString('hex')}`;
// scripts/e2e.sh points this at a temporary directory it removes afterwards.
const dataRoot = process.env.KABUTO_E2E_DATA_ROOT ?? tmpdir();
/** Nine servers starting together on two cores: each needs far longer than it would alone. */
const START_TIMEOUT_MS = 600_000;
// The main server's clock starts on a weekday morning in Japan, inside the deposit window
// (weekdays 09:30-19:30 JST), and runs on from there: the funding journey works at any hour.
// The market runs the always-open demo session either way.
const CLOCK_START = '2026-11-20T10:00:00+09:00';

type Server = { port: number; env: Record<string, string> };

function servers(): Server[] {
  return [
    ...MAIN_PORTS.map((port) => ({ port, env: { CLOCK_START } })),
    { port: SHORT_SESSION_PORT, env: { SESSION_TTL_SECONDS: '4' } },
    // The specs that move a clock (the trading journey past the selling rules, 15 minutes and T+1;
    // the IPO's draw; copy trading's lock-up; …), each on a server of its own.
    ...CLOCK_SPECS.map((spec) => ({
      port: CLOCK_PORTS[spec],
      env: { CLOCK_START, CLOCK_CONTROL: '1' },
    })),
  ];
}

function start({ port, env }: Server): ChildProcess {
  const child = spawn('npm', ['run', 'start', '-w', '@kabuto/server'], {
    // Its own process group: the teardown stops npm, tsx and the server together.
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dataRoot, `kabuto-e2e-${runId}-${port}`),
      LOG_LEVEL: 'warn',
      // Every run registers several customers, and loads every screen many times, from one address.
      REGISTER_LIMIT_PER_HOUR: '500',
      RATE_LIMIT_PER_MINUTE: '20000',
      MONEY_MOVEMENT_LIMIT_PER_MINUTE: '1000',
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

async function ready(port: number, child: ChildProcess): Promise<void> {
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

function stop(children: ChildProcess[]): Promise<void> {
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

export default async function startServers(): Promise<() => Promise<void>> {
  const list = servers();
  const children = list.map(start);
  // Should the runner itself die, the servers go with it.
  process.once('exit', () => {
    for (const child of children) {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  });
  try {
    await Promise.all(list.map((server, index) => ready(server.port, children[index]!)));
  } catch (error) {
    await stop(children);
    throw error;
  }
  return () => stop(children);
}
