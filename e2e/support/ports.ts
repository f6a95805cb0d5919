import { execFileSync } from 'node:child_process';

/**
 * The ports of one end-to-end run: chosen once, free at the time, so that two runs on one machine
 * (two checkouts, CI and a developer) do not collide on fixed ports.
 *
 * playwright.config.ts is evaluated in the runner and again in every worker process, and each would
 * pick other ports: the first evaluation (the runner's) writes its choice to KABUTO_E2E_PORTS,
 * which the workers inherit, and every later evaluation reads it from there. scripts/e2e.sh may
 * set it too.
 */
export type E2EPorts = {
  /** One main server per worker slot (TEST_PARALLEL_INDEX): specs change its shared state. */
  main: number[];
  /** Sessions last 4 seconds here (one spec uses it). */
  shortSession: number;
  /**
   * Servers whose clock can be moved, one per spec that moves it: a spec that jumps days ahead
   * must not close another's subscription window or lock-up midway.
   */
  clock: Record<ClockSpec, number>;
};

/** The specs that move a server's clock, each on a server of its own. */
export const CLOCK_SPECS = ['trading', 'ipo', 'copy', 'block', 'bidding', 'grab'] as const;
export type ClockSpec = (typeof CLOCK_SPECS)[number];

/**
 * How many workers run specs at once, and so how many main servers there are: 2 for two cores, or
 * KABUTO_E2E_WORKERS (1 on a machine busy with other work, where a cold server answers slowly).
 */
export const E2E_WORKERS = Number(process.env.KABUTO_E2E_WORKERS ?? '2');
if (!Number.isInteger(E2E_WORKERS) || E2E_WORKERS < 1) {
  throw new Error(`KABUTO_E2E_WORKERS must be a whole number from 1 up, not ${E2E_WORKERS}`);
}

/**
 * Free ports outside Linux's ephemeral range (32768-60999): a port the OS handed out for an
 * outgoing connection in the meantime cannot then be the one a server wants. Found synchronously
 * (the config is evaluated synchronously) by a child process that binds each candidate.
 */
function pickFreePorts(count: number): number[] {
  const script = `
    const net = require('node:net');
    const count = ${count};
    const chosen = new Set();
    (async () => {
      for (let attempt = 0; chosen.size < count && attempt < 500; attempt++) {
        const port = 20000 + Math.floor(Math.random() * 12000);
        if (chosen.has(port)) continue;
        const free = await new Promise((resolve) => {
          const server = net.createServer();
          server.once('error', () => resolve(false));
          server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
        });
        if (free) chosen.add(port);
      }
      if (chosen.size < count) throw new Error('no free ports found');
      process.stdout.write(JSON.stringify([...chosen]));
    })();
  `;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }),
  ) as number[];
}

export function e2ePorts(): E2EPorts {
  const given = process.env.KABUTO_E2E_PORTS;
  if (given) return JSON.parse(given) as E2EPorts;
  const [shortSession, ...rest] = pickFreePorts(1 + CLOCK_SPECS.length + E2E_WORKERS);
  const clock = Object.fromEntries(CLOCK_SPECS.map((spec) => [spec, rest.shift()!])) as Record<
    ClockSpec,
    number
  >;
  const ports: E2EPorts = { main: rest, shortSession: shortSession!, clock };
  process.env.KABUTO_E2E_PORTS = JSON.stringify(ports);
  return ports;
}
