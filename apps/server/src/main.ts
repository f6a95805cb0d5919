import { Redis } from 'ioredis';
import { buildApp } from './app';
import { memoryRateLimitStore, redisRateLimitStore } from './platform/rate-limit';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { ShiftedClock, systemClock, type Clock } from './platform/clock';
import { alwaysOpenDemoCalendar, jpxCalendar } from './platform/calendar';
import { createSimulatedMarket } from './market-data/simulator';
import { redisLeadership, soleLeadership } from './realtime/feed-leader';
import { publishMarketFeed } from './realtime/market-feed';
import { InProcessQuoteBus, RedisQuoteBus, type QuoteBus } from './realtime/quote-bus';
import { InProcessEventBus, RedisEventBus, type EventBus } from './realtime/events';
import { DEMO_CUSTOMER, DEMO_INVITATION_CODE, DEMO_OPERATORS, seedBase, seedDemo } from './seed';

const config = loadConfig();
const shiftedClock = config.clockStart ? new ShiftedClock(config.clockStart) : null;
const clock: Clock = shiftedClock ?? systemClock;
const database = await openDatabase(config.database);
await seedBase(database.db);
const marketOptions = {
  seed: config.market.seed,
  calendar: config.market.calendar === 'demo' ? alwaysOpenDemoCalendar : jpxCalendar,
  // The demo always has a stock stuck at its upper limit to grab (docs/market-data.md).
  headlines: config.market.calendar === 'demo',
};
if (config.seedDemo) {
  await seedDemo(database.db, clock, { uploadDir: config.uploadDir, market: marketOptions });
}

const market = createSimulatedMarket({ clock, ...marketOptions });
const warmUp = market.warmUp();
const quoteBus: QuoteBus = config.redisUrl
  ? await RedisQuoteBus.connect(config.redisUrl, config.redisNamespace)
  : new InProcessQuoteBus();
// Customer and operator events reach the process holding the socket, whichever made the change.
const eventBus: EventBus = config.redisUrl
  ? await RedisEventBus.connect(config.redisUrl, config.redisNamespace)
  : new InProcessEventBus();
// Rate limits hold across processes and restarts when scaled (platform/rate-limit.ts).
const rateLimitStore = config.redisUrl
  ? redisRateLimitStore(
      new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000 }),
      config.redisNamespace,
    )
  : memoryRateLimitStore();
const leadership = config.redisUrl
  ? await redisLeadership(config.redisUrl, config.redisNamespace)
  : soleLeadership;

const app = await buildApp({
  config,
  db: database.db,
  listen: database.listen,
  clock,
  market,
  quoteBus,
  eventBus,
  leadership,
  rateLimitStore,
  ...(config.clockControl && shiftedClock ? { movableClock: shiftedClock } : {}),
});
const stopFeed = publishMarketFeed(market, quoteBus, leadership, (error) =>
  app.log.error({ err: error }, 'quote publish failed'),
);
market.start();
// The day's proof of liabilities at once, not at the first interval: after downtime the day is
// caught up before anyone asks, and the demo customer's proof is there right after `npm start`.
await app.liabilities.runDue().catch((error: unknown) =>
  app.log.error({ err: error }, 'liabilities: publishing at start-up failed'),
);
app.log.info({ warmUpMs: Math.round(warmUp.totalMs) }, `Market: ${market.source.label}`);

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  market.stop();
  stopFeed();
  await app.close();
  await leadership.close();
  await quoteBus.close();
  await eventBus.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where =
  config.database.kind === 'pglite' ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
if (config.clockStart)
  app.log.warn(
    { clockStart: config.clockStart.toISOString() },
    'The clock is shifted (CLOCK_START): not for production',
  );
app.log.info(`Kabuto is serving http://localhost:${config.port}/ on ${where}`);
if (config.seedDemo) {
  app.log.info(
    `Demo: log in as ${DEMO_CUSTOMER.account} / ${DEMO_CUSTOMER.password}; invitation code for new accounts: ${DEMO_INVITATION_CODE}`,
  );
  const operatorLogins = DEMO_OPERATORS.map((o) => `${o.username} / ${o.password}`).join(', ');
  app.log.info(
    `Demo operators (console at http://localhost:${config.port}/console/): ${operatorLogins}`,
  );
}
