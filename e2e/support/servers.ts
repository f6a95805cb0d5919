import { e2ePorts, type ClockSpec } from './ports';

/**
 * The API servers of a run (e2e/support/start-servers.ts starts them; each serves the built apps on a fresh database), on
 * ports chosen for this run (support/ports.ts).
 */
const ports = e2ePorts();

/**
 * The worker slot this process runs specs in (Playwright sets TEST_PARALLEL_INDEX in its workers;
 * the runner, which evaluates the config first, has none). Each slot has a main server of its own:
 * specs change what others would see there (a ban on the demo customer, fees, the operator queues),
 * so two specs at once must not share one. Within a slot they run one after another as before.
 */
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? '0');
const mainPort = ports.main[slot];
if (mainPort === undefined) {
  throw new Error(
    `e2e: worker slot ${slot} has no server; playwright.config.ts starts ${ports.main.length} (E2E_WORKERS)`,
  );
}

/** This worker's main server. */
export const MAIN_PORT = mainPort;
/** Sessions on this one last 4 seconds (SESSION_TTL_SECONDS=4), for the expired-session test. */
export const SHORT_SESSION_PORT = ports.shortSession;

/**
 * Servers whose clock may be moved forward (CLOCK_CONTROL, POST /api/test/clock/advance): the
 * trading journey's rules that wait (15 minutes, T+1), the IPO's draw and listing, copy trading's
 * lock-up. One per spec, since each jumps the clock by hours or days (the short-session server's
 * only spec is the expired session); every worker shares them.
 */
export const CLOCK_PORTS: Readonly<Record<ClockSpec, number>> = ports.clock;
export function clockUrl(spec: ClockSpec): string {
  return `http://127.0.0.1:${ports.clock[spec]}`;
}

export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_SESSION_URL = `http://127.0.0.1:${SHORT_SESSION_PORT}`;

/** Every main server's port (start-servers.ts starts them all). */
export const MAIN_PORTS: readonly number[] = ports.main;

/** Seeded by the server on every fresh embedded database. */
export const DEMO_CUSTOMER = { account: '0900000001', password: 'demo1234' } as const;
export const INVITATION_CODE = 'KABUTO';
