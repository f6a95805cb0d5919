import { and, eq, gt } from 'drizzle-orm';
import { canonicalDecimal, multiply, type DecimalString } from '@kabuto/money';
import type { Database } from '../../db/client';
import { blockOfferings } from '../../db/schema-block';
import { biddingOfferings } from '../../db/schema-bidding';
import { operators } from '../../db/schema-operators';
import { decimalToTenths, tenthsToDecimal } from '../../market-data/price-units';
import type { MarketDataProvider } from '../../market-data/provider';
import { createSimulatedMarket } from '../../market-data/simulator';
import { roundTenthsToTick } from '../../market-data/ticks';
import { jstDateOf } from '../../platform/calendar';
import { ManualClock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { DemoMarket } from '../trading';
import { biddingOperatorService } from './bidding-operator';
import { blockOperatorService } from './operator-service';

const HOUR_MS = 3_600_000;
/** The demo's offerings close this many business days ahead: open at any hour a newcomer tries. */
const BUSINESS_DAYS_OPEN = 3;
/** Honda for the block trade, NTT (about ¥150 a share, ¥150,000 a lot) for the bidding. */
const BLOCK_SYMBOL = '7267';
const BIDDING_SYMBOL = '9432';

/** `factor` × the previous close, rounded down onto the tick grid. */
function priceBelowClose(
  market: MarketDataProvider,
  symbol: string,
  factor: string,
): DecimalString {
  const quote = market.quote(symbol);
  const target = multiply(quote.prevClose ?? quote.last, canonicalDecimal(factor));
  const tenths = decimalToTenths(canonicalDecimal(target.split('.')[0]!));
  return tenthsToDecimal(roundTenthsToTick(tenths, market.instrument(symbol)!.tickTable, 'down'));
}

/**
 * The embedded demo's off-auction offerings (docs/off-auction.md, "Demo"): one open block trade and
 * one open bidding, opened an hour ago and closing at the end of the last session
 * `BUSINESS_DAYS_OPEN` business days ahead, so a newcomer can apply or bid at any hour. Each goes
 * through the console's own service (audited as the demo's admin) on the server's simulated market
 * at this moment (the price band and the price limits are checked as for any offering). Seeded
 * again on a start when the earlier one has closed; on the test databases (no market) nothing.
 */
export async function seedDemoOffAuction(
  db: Database,
  options: { now: Date; market: DemoMarket },
): Promise<void> {
  const [admin] = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(eq(operators.username, 'admin'));
  if (!admin) return;
  const desk: AuthenticatedOperator = { ...admin, roles: ['admin'], sessionId: 0 };
  const clock = new ManualClock(options.now);
  const market = createSimulatedMarket({
    clock,
    seed: options.market.seed,
    calendar: options.market.calendar,
  });
  const { calendar } = options.market;
  const lastDay = calendar.addTradingDays(jstDateOf(options.now), BUSINESS_DAYS_OPEN);
  const window = {
    opensAt: new Date(options.now.getTime() - HOUR_MS).toISOString(),
    closesAt: calendar.sessionsOn(lastDay).at(-1)!.closesAt.toISOString(),
    reason: 'Demo offering',
  };
  const deps = { db, clock, market };

  const [openBlock] = await db
    .select({ id: blockOfferings.id })
    .from(blockOfferings)
    .where(and(eq(blockOfferings.status, 'open'), gt(blockOfferings.closesAt, options.now)))
    .limit(1);
  if (!openBlock) {
    await blockOperatorService(deps).saveOffering(
      desk,
      {
        ...window,
        symbol: BLOCK_SYMBOL,
        // 3% below the previous close, as off-floor distributions typically are.
        price: priceBelowClose(market, BLOCK_SYMBOL, '0.97'),
        lotsOffered: 20,
        minLots: 1,
        maxLots: 2,
        minBuyAmount: canonicalDecimal('100000'),
      },
      null,
    );
  }

  const [openBidding] = await db
    .select({ id: biddingOfferings.id })
    .from(biddingOfferings)
    .where(and(eq(biddingOfferings.status, 'open'), gt(biddingOfferings.closesAt, options.now)))
    .limit(1);
  if (!openBidding) {
    await biddingOperatorService(deps).saveOffering(
      desk,
      {
        ...window,
        symbol: BIDDING_SYMBOL,
        floorPrice: priceBelowClose(market, BIDDING_SYMBOL, '0.95'),
        lotsOffered: 30,
        minLots: 1,
        maxLots: 5,
      },
      null,
    );
  }
}
