import type { Database } from '../../db/client';
import { createSimulatedMarket } from '../../market-data/simulator';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { jstDateOf, type ExchangeCalendar } from '../../platform/calendar';
import { ManualClock } from '../../platform/clock';
import { placeOrder } from './place-order';
import { findByClientKey } from './repo';
import { readTradingSettings } from './settings';

/** The simulated market the server runs (its seed and calendar): the demo's history is on it. */
export type DemoMarket = { seed: number; calendar: ExchangeCalendar };

/** The order key of the demo's seeded position: it is placed once, whatever the restarts. */
export const DEMO_POSITION_KEY = 'demo-seed:closable-position';

/** Toyota long, one lot at 2x: margin enough that days of moves do not reach the maintenance level. */
const DEMO_ORDER = {
  symbol: '7203',
  direction: 'long',
  orderType: 'market',
  session: 'regular',
  lots: 1,
  leverage: 2,
  dayTrade: false,
} as const;

/**
 * When the demo's position was opened: an hour into the first session of the trading day one
 * more than the day rule (`sellAfterTradingDays`) before today, so it is past every closing rule
 * now, and stays past them.
 */
export async function demoPositionOpenedAt(
  db: Database,
  calendar: ExchangeCalendar,
  now: Date,
): Promise<Date> {
  const settings = await readTradingSettings(db);
  const day = calendar.addTradingDays(jstDateOf(now), -(settings.sellAfterTradingDays + 1));
  const opens = calendar.sessionsOn(day)[0]!.opensAt;
  return new Date(opens.getTime() + 60 * 60_000);
}

/**
 * A position the demo customer has held for more than two business days, so a newcomer can try
 * a close at once. It is a real order on the real market of that moment: the simulated market
 * (the server's seed and calendar) at `openedAt` fills it from its book, through the same
 * placing code and ledger entries as any order (margin and fees, each a balanced journal entry
 * dated when it filled). Once placed, it is the customer's to keep or close.
 */
export async function seedDemoPosition(
  db: Database,
  options: { customer: { id: number; account: string }; market: DemoMarket; openedAt: Date },
): Promise<void> {
  if (await findByClientKey(db, options.customer.id, DEMO_POSITION_KEY)) return;
  const clock = new ManualClock(options.openedAt);
  const market = createSimulatedMarket({
    clock,
    seed: options.market.seed,
    calendar: options.market.calendar,
  });
  const { id, account } = options.customer;
  const customer: AuthenticatedCustomer = { id, account, sessionId: 0, restrictions: [] };
  await placeOrder({ db, clock, market }, customer, DEMO_ORDER, DEMO_POSITION_KEY);
}
