import { CURRENCY_CODES, type AnnualReportTotals, type CurrencyCode } from '@kabuto/contract';
import { ZERO, add, isZero, negate, subtract, type DecimalString } from '@kabuto/money';
import type { CustomerLeg } from '../../ledger';

/**
 * Which journal entry types make which figure of the annual report (docs/annual-report.md,
 * "Totals"). Every figure is a sum of the customer's own postings, so each equals the ledger's by
 * construction; a type not named here counts in `other`, so opening + net change = closing always.
 */
export const PNL_ENTRY_TYPES: ReadonlySet<string> = new Set([
  'trade_profit',
  'trade_loss',
  'forced_close_profit',
  'forced_close_loss',
  'day_trade_close_profit',
  'day_trade_close_loss',
]);
export const TRADING_FEE_ENTRY_TYPES: ReadonlySet<string> = new Set([
  'trade_buy_fee',
  'trade_service_fee',
  'trade_sell_fee',
  'grab_buy_fee',
]);
export const STAMP_DUTY_ENTRY_TYPES: ReadonlySet<string> = new Set(['trade_stamp_duty']);

type Figure = Exclude<keyof AnnualReportTotals, 'currency' | 'opening' | 'closing' | 'netChange'>;

/** The figure a leg adds to, and with which sign (costs are reported as positive amounts). */
function figureOf(leg: CustomerLeg): { figure: Figure; sign: 1 | -1 } | null {
  switch (leg.type) {
    case 'deposit':
      return { figure: 'deposits', sign: 1 };
    case 'withdrawal_payout':
      return { figure: 'withdrawals', sign: -1 };
    case 'withdrawal_fee':
      return { figure: 'withdrawalFees', sign: -1 };
    case 'loan_interest':
      return { figure: 'loanInterest', sign: -1 };
    case 'exchange':
      return { figure: 'exchanges', sign: 1 };
    case 'copy_follow':
    case 'copy_redeem':
      return { figure: 'copyTrading', sign: 1 };
    case 'referral_reward':
    case 'bonus':
      return { figure: 'rewards', sign: 1 };
  }
  if (PNL_ENTRY_TYPES.has(leg.type)) return { figure: 'realizedPnl', sign: 1 };
  if (TRADING_FEE_ENTRY_TYPES.has(leg.type)) return { figure: 'tradingFees', sign: -1 };
  if (STAMP_DUTY_ENTRY_TYPES.has(leg.type)) return { figure: 'stampDuty', sign: -1 };
  return null;
}

/** Legs that move money within the customer's accounts but are reported (the IPO payment). */
function isAllotmentPayment(leg: CustomerLeg): boolean {
  return leg.type === 'ipo_payment' && leg.purpose === 'margin';
}

function emptyTotals(currency: CurrencyCode, opening: DecimalString): AnnualReportTotals {
  const zero = ZERO;
  return {
    currency,
    opening,
    deposits: zero,
    withdrawals: zero,
    withdrawalFees: zero,
    realizedPnl: zero,
    tradingFees: zero,
    stampDuty: zero,
    loanInterest: zero,
    exchanges: zero,
    copyTrading: zero,
    rewards: zero,
    other: zero,
    netChange: zero,
    closing: opening,
    ipoAllotments: zero,
  };
}

/**
 * The year's totals per currency: JPY always, then every currency the customer held at either end
 * of the year or moved during it, in the wallet order.
 */
export function yearTotals(
  legs: readonly CustomerLeg[],
  opening: ReadonlyMap<CurrencyCode, DecimalString>,
): AnnualReportTotals[] {
  const byCurrency = new Map<CurrencyCode, AnnualReportTotals>();
  const totalsOf = (currency: CurrencyCode) => {
    let totals = byCurrency.get(currency);
    if (!totals) {
      totals = emptyTotals(currency, opening.get(currency) ?? ZERO);
      byCurrency.set(currency, totals);
    }
    return totals;
  };
  totalsOf('JPY');
  for (const [currency, amount] of opening) if (!isZero(amount)) totalsOf(currency);
  for (const leg of legs) {
    const totals = totalsOf(leg.currency);
    totals.netChange = add(totals.netChange, leg.amount);
    if (isAllotmentPayment(leg)) totals.ipoAllotments = add(totals.ipoAllotments, leg.amount);
    const counted = figureOf(leg);
    if (counted === null) {
      totals.other = add(totals.other, leg.amount);
    } else {
      const value = counted.sign === 1 ? leg.amount : negate(leg.amount);
      totals[counted.figure] = add(totals[counted.figure], value);
    }
  }
  for (const totals of byCurrency.values()) totals.closing = add(totals.opening, totals.netChange);
  return CURRENCY_CODES.flatMap((currency) => {
    const totals = byCurrency.get(currency);
    return totals ? [totals] : [];
  });
}

/** The sum of the figures that change the balance: equals `netChange` (a test holds it to that). */
export function sumOfFigures(totals: AnnualReportTotals): DecimalString {
  let sum = add(totals.deposits, totals.realizedPnl);
  for (const cost of [
    totals.withdrawals,
    totals.withdrawalFees,
    totals.tradingFees,
    totals.stampDuty,
    totals.loanInterest,
  ])
    sum = subtract(sum, cost);
  for (const signed of [totals.exchanges, totals.copyTrading, totals.rewards, totals.other])
    sum = add(sum, signed);
  return sum;
}
