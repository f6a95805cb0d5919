import type { FastifyBaseLogger } from 'fastify';
import { canonicalDecimal } from '@kabuto/money';
import type { Database } from '../../db/client';
import { copyProducts } from '../../db/schema-copy';
import { bundledInstruments } from '../../market-data/instruments';
import { createSimulatedMarket } from '../../market-data/simulator';
import { jstDateOf, type ExchangeCalendar } from '../../platform/calendar';
import { ManualClock } from '../../platform/clock';
import { tradingService } from '../trading';
import { follow } from './flows';
import { recordNavCloses, sessionEndOf } from './nav-history';
import { createHouseStrategy, createProduct, openProduct } from './products';
import { runDueRebalances } from './rebalance-job';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** How far back the demo's pools start: "a few weeks" of trading days. */
export const DEMO_COPY_HISTORY_TRADING_DAYS = 20;

/*
 * The embedded demo's copy trading (docs/copy-trading.md, "Demo"): the two house strategies, a
 * product open to follow for each, and the demo customer following both since the first of the
 * last DEMO_COPY_HISTORY_TRADING_DAYS trading days. Their history is not drawn: the seed replays
 * those days on the server's simulated market (its seed and calendar: the prices the server
 * shows), running the real daily rebalance through the real order engine each morning and
 * recording each day's NAV close, exactly as the live job would have. From today the job goes on.
 * Their baskets are names whose lot the demo's pools can afford.
 */

/** Listed names priced for a pool of a few million yen in lots of 1,000 shares. */
const AFFORDABLE_BASKET = ['9432', '7201', '9434', '4689', '9501'];

const SILENT: FastifyBaseLogger = {
  level: 'silent',
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => SILENT,
};

/** The instant the demo's copy history starts (the demo funding must come before it). */
export function demoCopyHistoryStart(calendar: ExchangeCalendar, now: Date): Date {
  const day = calendar.addTradingDays(jstDateOf(now), -DEMO_COPY_HISTORY_TRADING_DAYS);
  return new Date(calendar.sessionsOn(day)[0]!.opensAt.getTime() + HOUR_MS);
}

export async function seedDemoCopy(
  db: Database,
  options: {
    now: Date;
    customer: { id: number; account: string };
    /** The server's simulated market (its seed and calendar), as the demo position uses it. */
    market: { seed: number; calendar: ExchangeCalendar };
  },
): Promise<void> {
  const [existing] = await db.select({ id: copyProducts.id }).from(copyProducts).limit(1);
  if (existing) return;
  const listed = new Set(bundledInstruments().map((instrument) => instrument.symbol));
  const basket = AFFORDABLE_BASKET.filter((symbol) => listed.has(symbol));
  if (basket.length === 0) return;
  const { calendar } = options.market;
  const start = demoCopyHistoryStart(calendar, options.now);
  const deadline = new Date(options.now.getTime() + 90 * DAY_MS);
  const clock = new ManualClock(new Date(start.getTime() - HOUR_MS));
  const market = createSimulatedMarket({ clock, ...options.market });
  const follower = { ...options.customer, sessionId: 0, restrictions: [] };
  const amounts = { trend: '2000000', rebound: '1000000' } as const;
  for (const rule of ['trend', 'rebound'] as const) {
    const strategy = await createHouseStrategy(db, {
      names:
        rule === 'trend'
          ? { ja: 'Kabuto トレンド', 'zh-TW': 'Kabuto 趨勢', en: 'Kabuto Trend' }
          : { ja: 'Kabuto リバウンド', 'zh-TW': 'Kabuto 反彈', en: 'Kabuto Rebound' },
      rule,
      basket,
    });
    const productId = await createProduct(db, {
      strategyId: strategy.id,
      names:
        rule === 'trend'
          ? { ja: 'トレンド・ファンド', 'zh-TW': '趨勢基金', en: 'Trend Pool' }
          : { ja: 'リバウンド・ファンド', 'zh-TW': '反彈基金', en: 'Rebound Pool' },
      minInvestment: canonicalDecimal('100000'),
      lockupDays: 1,
      subscriptionDeadlineAt: deadline,
      performanceFeeRate: canonicalDecimal('0.2'),
      capacity: canonicalDecimal('100000000'),
    });
    await openProduct(db, productId, clock.now());
    await follow(
      { db, clock, market },
      follower,
      { productId, amount: canonicalDecimal(amounts[rule]) },
      `demo-copy-follow-${rule}`,
    );
  }
  // The days since, as the live job would have run them: each morning's rebalance, each close.
  const deps = {
    db,
    clock,
    market,
    trading: tradingService({ db, clock, market }),
    logger: SILENT,
  };
  const today = jstDateOf(options.now);
  for (
    let day = jstDateOf(start);
    day < today && !(calendar.sessionsOn(day).length === 0);
    day = calendar.nextTradingDay(day)
  ) {
    const morning = new Date(calendar.sessionsOn(day)[0]!.opensAt.getTime() + HOUR_MS);
    clock.set(morning);
    market.advanceTo(morning);
    await runDueRebalances(deps, morning);
    const close = new Date(sessionEndOf(calendar, day).getTime() + 60_000);
    if (close.getTime() > options.now.getTime()) break;
    clock.set(close);
    market.advanceTo(close);
    await recordNavCloses(deps, close);
  }
}
