import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { MarketDataProvider } from '../../market-data/provider';
import type { Clock } from '../../platform/clock';
import type { EventBus } from '../../realtime/events';
import { startIntervalJob } from '../../platform/interval-job';
import { drawOffering } from './draw';
import { settleLapses } from './lapses';
import { firstTradingDayOf, listOnMarket, openListedPositions } from './listing';
import { dueForDraw, dueForLapses } from './repo';

export type IpoJobs = {
  /**
   * Draws every offering whose draw time has come, settles every passed purchase deadline, then
   * lists every offering whose listing date has come (on this process's market, and its positions
   * once).
   */
  runDue(now?: Date): Promise<{ drawn: number; settled: number; listed: number }>;
  /** Lists on this process's market what is due (at start, before serving); never throws. */
  listOnMarket(): Promise<void>;
  stop(): void;
  whenIdle(): Promise<void>;
};

/**
 * The IPO's scheduled work (docs/ipo.md, "Jobs"). Its state is the offerings' own rows: what is
 * due is read from them at every run, so a run missed while the server was down is caught up by
 * the next one; each step takes the offering's row lock and checks its state again, so every
 * process may run the jobs and each step still happens once.
 */
export function createIpoJobs(deps: {
  db: Database;
  clock: Clock;
  market: MarketDataProvider;
  logger: FastifyBaseLogger;
  intervalMs: number;
  /** Where the draw's notices to applicants go out after the commit. */
  events?: EventBus;
}): IpoJobs {
  const { db, clock, market, logger } = deps;
  /** Offerings this market could not list, warned about once each. */
  const refusedListings = new Set<number>();

  function warnRefused(offering: { id: number }, error: unknown) {
    if (refusedListings.has(offering.id)) return;
    refusedListings.add(offering.id);
    logger.warn(
      { offeringId: offering.id, err: error },
      'ipo: the market cannot list the offering; its allotments wait as paid',
    );
  }

  async function runDue(now: Date = clock.now()) {
    let drawn = 0;
    let settled = 0;
    for (const { id } of await dueForDraw(db, now)) {
      const outcome = await drawOffering(db, id, now, deps.events);
      if (outcome === 'drawn') {
        drawn += 1;
        logger.info({ offeringId: id }, 'ipo: offering drawn');
      }
      if (outcome === 'no_final_price') {
        logger.warn({ offeringId: id }, 'ipo: the draw is due but the final price is not set');
      }
    }
    for (const { id } of await dueForLapses(db, now)) {
      if (await settleLapses(db, id, now)) {
        settled += 1;
        logger.info({ offeringId: id }, 'ipo: purchase deadline settled');
      }
    }
    let listed = 0;
    const onMarket = await listOnMarket(db, market, now, warnRefused);
    for (const offering of onMarket.filter((item) => item.listedAt === null)) {
      const firstDay = firstTradingDayOf(market.calendar, offering.listingDate);
      const opened = await openListedPositions(db, offering.id, now, firstDay);
      if (opened !== null) {
        listed += 1;
        logger.info({ offeringId: offering.id, positions: opened }, 'ipo: offering listed');
      }
    }
    return { drawn, settled, listed };
  }

  const job = startIntervalJob({
    name: 'ipo',
    intervalMs: deps.intervalMs,
    logger,
    run: () => runDue(),
  });

  return {
    runDue,
    listOnMarket: async () => {
      try {
        await listOnMarket(db, market, clock.now(), warnRefused);
      } catch (error) {
        job.logFailure(error);
      }
    },
    stop: () => job.stop(),
    whenIdle: () => job.whenIdle(),
  };
}
