import { add, ZERO, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { getCustomerWallets } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { valueOpenPositions } from '../trading';
import type { PoolFigures } from './units';

/** A pool's money as its NAV needs it (docs/copy-trading.md, "Units and NAV"). */
export interface PoolMoney {
  /** Cash the pool can pay out now. */
  available: DecimalString;
  /** Cash plus positions at market: available, held (pending orders), margin and open profit. */
  equity: DecimalString;
}

/**
 * The pool's equity now: its ledger balances (available, held for pending orders, margin of its
 * positions) plus what its open positions gained or lost at market (a position's loss never
 * counts beyond its margin, as for a customer). No fee is accrued between redemptions: the
 * performance fee is charged on the redemption itself.
 */
export async function poolMoney(
  db: Queryable,
  market: MarketDataProvider,
  poolCustomerId: number,
): Promise<PoolMoney> {
  const wallets = await getCustomerWallets(db, poolCustomerId);
  const jpy = wallets.find((wallet) => wallet.currency === 'JPY');
  const cash = jpy ? add(jpy.available, jpy.held) : ZERO;
  const margin = jpy?.margin ?? ZERO;
  const valuation = await valueOpenPositions({ market, db }, poolCustomerId);
  return {
    available: jpy?.available ?? ZERO,
    equity: add(add(cash, margin), valuation.equityAdjustment),
  };
}

export function figuresOf(money: PoolMoney, units: DecimalString): PoolFigures {
  return { equity: money.equity, units };
}
