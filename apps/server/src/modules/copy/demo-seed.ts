import type { Database } from '../../db/client';
import { copyProducts } from '../../db/schema-copy';
import { bundledInstruments } from '../../market-data/instruments';
import { createSimulatedMarket } from '../../market-data/simulator';
import type { ExchangeCalendar } from '../../platform/calendar';
import { ManualClock } from '../../platform/clock';
import { follow } from './flows';
import { createHouseStrategy, createProduct, openProduct } from './products';
import { canonicalDecimal } from '@kabuto/money';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/*
 * The embedded demo's copy trading (docs/copy-trading.md, "Demo"): the two house strategies, a
 * product open to follow for each, and the demo customer following the first one since the day
 * its demo position was opened (its lock-up of one day over, so a redemption can be tried). The
 * strategies trade live from the first job run: a pool's history is what the job did since,
 * never drawn by hand. Their baskets are names whose lot the demo's pools can afford.
 */

/** Listed names priced for a pool of a few million yen in lots of 1,000 shares. */
const AFFORDABLE_BASKET = ['9432', '7201', '9434', '4689', '9501'];

export async function seedDemoCopy(
  db: Database,
  options: {
    now: Date;
    customer: { id: number; account: string };
    /** The server's simulated market (its seed and calendar), as the demo position uses it. */
    market: { seed: number; calendar: ExchangeCalendar };
    followedAt: Date;
  },
): Promise<void> {
  const [existing] = await db.select({ id: copyProducts.id }).from(copyProducts).limit(1);
  if (existing) return;
  const listed = new Set(bundledInstruments().map((instrument) => instrument.symbol));
  const basket = AFFORDABLE_BASKET.filter((symbol) => listed.has(symbol));
  if (basket.length === 0) return;
  const deadline = new Date(options.now.getTime() + 90 * DAY_MS);
  const opened = new Date(options.followedAt.getTime() - HOUR_MS);
  const products: number[] = [];
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
    await openProduct(db, productId, opened);
    products.push(productId);
  }
  // The market of that moment (the same seed and calendar: the same prices the server showed).
  const clock = new ManualClock(options.followedAt);
  const market = createSimulatedMarket({ clock, ...options.market });
  await follow(
    { db, clock, market },
    { ...options.customer, sessionId: 0, restrictions: [] },
    { productId: products[0]!, amount: canonicalDecimal('3000000') },
    'demo-copy-follow',
  );
}
