/** The API servers playwright.config.ts starts (each serves the built app on a fresh database). */
export const MAIN_PORT = 3100;
/** Sessions on this one last 4 seconds (SESSION_TTL_SECONDS=4), for the expired-session test. */
export const SHORT_SESSION_PORT = 3101;

/**
 * Its clock may be moved forward (CLOCK_CONTROL, POST /api/test/clock/advance), for the trading
 * journey's rules that wait (no sale within 15 minutes, nor on the buy day or T+1).
 */
export const CLOCK_PORT = 3102;

export const MAIN_URL = `http://127.0.0.1:${MAIN_PORT}`;
export const SHORT_SESSION_URL = `http://127.0.0.1:${SHORT_SESSION_PORT}`;
export const CLOCK_URL = `http://127.0.0.1:${CLOCK_PORT}`;

/** Seeded by the server on every fresh embedded database. */
export const DEMO_CUSTOMER = { account: '0900000001', password: 'demo1234' } as const;
export const INVITATION_CODE = 'KABUTO';
