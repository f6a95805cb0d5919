import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { AnnualReport, AnnualReportTrade } from '@kabuto/contract';
import { ZERO, add, isNegative, negate, sum, type DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { ipoApplications, ipoOfferings } from '../../db/schema-ipo';
import { positions } from '../../db/schema-trading';
import { customerLegsOfReferences, type CustomerLeg } from '../../ledger';
import type { MarketDataProvider } from '../../market-data/provider';
import { fundRecordOrderNo } from '../fund-records';
import { positionOrderNo } from '../trading';
import { PNL_ENTRY_TYPES, STAMP_DUTY_ENTRY_TYPES, TRADING_FEE_ENTRY_TYPES } from './totals';

/**
 * The annual report's lists (docs/annual-report.md, "Sections"): each read from the year's legs
 * of the customer's own postings, so every list adds up to its figure in the totals; the closed
 * trades from the positions closed in the year and the ledger's entries naming them.
 */

type Sections = Pick<
  AnnualReport,
  'deposits' | 'withdrawals' | 'exchanges' | 'loanInterest' | 'ipoAllotments'
>;

const orderNo = (leg: CustomerLeg) =>
  fundRecordOrderNo(leg.entryId, leg.referenceType, leg.referenceId);

function groupBy<K>(legs: readonly CustomerLeg[], key: (leg: CustomerLeg) => K) {
  const groups = new Map<K, CustomerLeg[]>();
  for (const leg of legs) groups.set(key(leg), [...(groups.get(key(leg)) ?? []), leg]);
  return groups;
}

export async function movementSections(
  db: Queryable,
  legs: readonly CustomerLeg[],
): Promise<Sections> {
  const ofType = (type: string) => legs.filter((leg) => leg.type === type);
  const deposits = ofType('deposit').map((leg) => ({
    orderNo: orderNo(leg),
    at: leg.at.toISOString(),
    currency: leg.currency,
    amount: leg.amount,
    fee: ZERO,
  }));
  const fees = groupBy(ofType('withdrawal_fee'), (leg) => leg.referenceId);
  const withdrawals = ofType('withdrawal_payout').map((leg) => ({
    orderNo: orderNo(leg),
    at: leg.at.toISOString(),
    currency: leg.currency,
    amount: negate(leg.amount),
    fee: negate(sum((fees.get(leg.referenceId) ?? []).map((fee) => fee.amount))),
  }));
  const exchanges = [...groupBy(ofType('exchange'), (leg) => leg.entryId).values()].flatMap(
    (pair) => {
      const from = pair.find((leg) => isNegative(leg.amount));
      const to = pair.find((leg) => !isNegative(leg.amount));
      if (!from || !to) return [];
      return [
        {
          orderNo: orderNo(from),
          at: from.at.toISOString(),
          fromCurrency: from.currency,
          fromAmount: negate(from.amount),
          toCurrency: to.currency,
          toAmount: to.amount,
        },
      ];
    },
  );
  const loanInterest = [...groupBy(ofType('loan_interest'), (leg) => leg.referenceId).values()].map(
    (charges) => ({
      orderNo: orderNo(charges[0]!),
      currency: charges[0]!.currency,
      amount: negate(sum(charges.map((leg) => leg.amount))),
    }),
  );
  return {
    deposits,
    withdrawals,
    exchanges,
    loanInterest,
    ipoAllotments: await allotments(
      db,
      legs.filter((leg) => leg.type === 'ipo_payment' && leg.purpose === 'margin'),
    ),
  };
}

/** IPO shares paid for in the year: the payment's leg into margin, with the offering's facts. */
async function allotments(db: Queryable, payments: readonly CustomerLeg[]) {
  const ids = payments.flatMap((leg) => (leg.referenceId ? [Number(leg.referenceId)] : []));
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: ipoApplications.id,
      lotsWon: ipoApplications.lotsWon,
      symbol: ipoOfferings.symbol,
      names: ipoOfferings.names,
      lotShares: ipoOfferings.lotShares,
      finalPrice: ipoOfferings.finalPrice,
    })
    .from(ipoApplications)
    .innerJoin(ipoOfferings, eq(ipoOfferings.id, ipoApplications.offeringId))
    .where(inArray(ipoApplications.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return payments.flatMap((leg) => {
    const row = byId.get(Number(leg.referenceId));
    if (!row || row.finalPrice === null) return [];
    return [
      {
        orderNo: orderNo(leg),
        at: leg.at.toISOString(),
        symbol: row.symbol,
        names: row.names,
        shares: row.lotsWon * row.lotShares,
        price: row.finalPrice,
        amount: leg.amount,
      },
    ];
  });
}

/** The customer's positions closed in [from, to), oldest close first, with the ledger's charges. */
export async function closedTrades(
  db: Queryable,
  market: MarketDataProvider,
  customerId: number,
  from: Date,
  to: Date,
): Promise<{ trades: AnnualReportTrade[]; totals: AnnualReport['closedTradeTotals'] }> {
  const rows = await db
    .select()
    .from(positions)
    .where(
      and(
        eq(positions.customerId, customerId),
        eq(positions.status, 'closed'),
        gte(positions.closedAt, from),
        lt(positions.closedAt, to),
      ),
    )
    .orderBy(positions.closedAt, positions.id);
  const legs = await customerLegsOfReferences(
    db,
    customerId,
    'position',
    rows.map((row) => row.id),
  );
  const byPosition = groupBy(legs, (leg) => leg.referenceId);
  const trades = rows.flatMap((row): AnnualReportTrade[] => {
    if (!row.openedAt || !row.closedAt || !row.openPrice || !row.closePrice) return [];
    const mine = byPosition.get(String(row.id)) ?? [];
    const of = (types: ReadonlySet<string>) =>
      sum(mine.filter((leg) => types.has(leg.type)).map((leg) => leg.amount));
    const instrument = market.instrument(row.symbol);
    return [
      {
        orderNo: positionOrderNo(row.id),
        symbol: row.symbol,
        names: instrument?.names ?? { ja: row.symbol, en: row.symbol, 'zh-TW': row.symbol },
        direction: row.direction,
        shares: row.shares,
        openedAt: row.openedAt.toISOString(),
        closedAt: row.closedAt.toISOString(),
        openPrice: row.openPrice,
        closePrice: row.closePrice,
        fees: negate(of(TRADING_FEE_ENTRY_TYPES)),
        stampDuty: negate(of(STAMP_DUTY_ENTRY_TYPES)),
        realizedPnl: of(PNL_ENTRY_TYPES),
      },
    ];
  });
  const total = (pick: (trade: AnnualReportTrade) => DecimalString) =>
    trades.reduce((running, trade) => add(running, pick(trade)), ZERO);
  return {
    trades,
    totals: {
      fees: total((trade) => trade.fees),
      stampDuty: total((trade) => trade.stampDuty),
      realizedPnl: total((trade) => trade.realizedPnl),
    },
  };
}
