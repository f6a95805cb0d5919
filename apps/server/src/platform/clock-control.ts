import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MarketDataProvider } from '../market-data/provider';
import type { ShiftedClock } from './clock';

const advanceBody = z.object({
  seconds: z
    .number()
    .int()
    .min(1)
    .max(30 * 86_400),
});

/**
 * Tests and demos only (CLOCK_CONTROL, refused in production by config.ts): moves the server's
 * shifted clock forward, and the market with it, so an end-to-end test can stand past a rule that
 * waits (a sale 15 minutes after buying, T+2) without waiting. Never registered otherwise.
 */
export function registerClockControl(
  app: FastifyInstance,
  clock: ShiftedClock,
  market: MarketDataProvider,
): void {
  app.post(
    '/api/test/clock/advance',
    { schema: { body: advanceBody, hide: true } },
    async (request) => {
      const { seconds } = request.body as z.output<typeof advanceBody>;
      clock.advanceSeconds(seconds);
      market.advanceTo(clock.now());
      await app.trading.runDueJobs(clock.now());
      await app.trading.whenIdle();
      return { status: 1, msg: '', data: { now: clock.now().toISOString() } };
    },
  );
}
