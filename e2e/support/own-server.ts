import { test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import type { ClockSpec } from './ports';
import {
  killOnExit,
  startServer,
  stopServers,
  waitUntilReady,
  type Server,
} from './server-process';
import { CLOCK_PORTS, SHORT_SESSION_PORT } from './servers';
import { CLOCK_START } from './server-env';

/** Starting one on a busy two-core machine (migrating, seeding, warming up its market). */
const START_TIMEOUT_MS = 600_000;

function serverFor(kind: ClockSpec | 'shortSession'): Server {
  if (kind === 'shortSession')
    return { port: SHORT_SESSION_PORT, env: { SESSION_TTL_SECONDS: '4' } };
  // The specs that move a clock (the trading journey past the selling rules, 15 minutes and T+1;
  // the IPO's draw; copy trading's lock-up; …), each on a server of its own.
  return { port: CLOCK_PORTS[kind], env: { CLOCK_START, CLOCK_CONTROL: '1' } };
}

/**
 * The calling spec file's own API server, on a fresh database, up from before its first test to
 * after its last (its tests run in order in one worker). Call at the top of the spec file.
 * Should the worker start over (after a failed test), the spec's next tests get a fresh server.
 */
export function ownServer(kind: ClockSpec | 'shortSession'): void {
  let child: ChildProcess | null = null;
  test.beforeAll(async () => {
    test.setTimeout(START_TIMEOUT_MS);
    const server = serverFor(kind);
    child = startServer(server);
    killOnExit([child]);
    await waitUntilReady(server.port, child);
  });
  test.afterAll(async () => {
    if (child !== null) await stopServers([child]);
    child = null;
  });
}
