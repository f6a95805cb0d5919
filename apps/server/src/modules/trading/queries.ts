import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SELL_AFTER_MINUTES,
  type DayTradingStatus,
  type positionsRequest,
  type TicketResponse,
} from '@kabuto/contract';
import type { DecimalString } from '@kabuto/money';
import type { Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { getAccountBalance, customerAccount } from '../../ledger';
import { queryRows, toId } from '../../ledger/rows';
import { tickSize } from '../../market-data/ticks';
import { AppError } from '../../platform/app-error';
import type { AuthenticatedCustomer } from '../../platform/auth';
import { marketStatusOf, toQuoteDto } from '../../market-data/dto';
import { activeRestrictions } from '../customers';
import { applicationsOf } from './day-trading-repo';
import { lendingAvailable } from './lending';
import type { TradingDeps } from './place-order';
import { customerPositions, fillsOf, findPosition, type PositionRow } from './repo';
import { sessionClock } from './sessions';
import { readTradingSettings } from './settings';
import { tradeSummary } from './valuation';
import { toFillView, toPositionView } from './views';

/** The customer's day-trading standing: the newest application decides it. */
export async function dayTradingStatusOf(db: Queryable, customerId: number) {
  const applications = await applicationsOf(db, customerId);
  const approved = applications.find((application) => application.status === 'approved');
  const status: DayTradingStatus = approved ? 'approved' : (applications[0]?.status ?? 'none');
  return { status, applications };
}

/** Everything the order ticket shows before the customer confirms (integrity rule 8). */
export async function ticket(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  symbol: string,
): Promise<TicketResponse> {
  const { db, clock, market } = deps;
  const instrument = market.instrument(symbol);
  if (!instrument) throw new AppError('product_unavailable');
  const [settings, available, dayTrading, restrictions] = await Promise.all([
    readTradingSettings(db),
    getAccountBalance(db, customerAccount(customer.id, 'JPY', 'available')),
    dayTradingStatusOf(db, customer.id),
    activeRestrictions(db, customer.id),
  ]);
  const lendingAvailableShares = await lendingAvailable(
    db,
    symbol,
    settings.defaultLendingQuotaShares,
  );
  const quote = market.quote(symbol);
  const book = market.orderBook(symbol);
  // What stops the customer opening positions, with the reason an operator recorded.
  const blocking = restrictions.find((r) => r.kind === 'frozen' || r.kind === 'trade_barred');
  const restriction = blocking
    ? { kind: blocking.kind, reason: { text: blocking.reason, locale: blocking.reasonLocale } }
    : null;
  const sessions = sessionClock(market.calendar, settings, clock.now());
  return {
    quote: toQuoteDto(market, quote),
    book: {
      bids: book.bids.map((level) => ({ price: level.price, size: level.sizeShares })),
      asks: book.asks.map((level) => ({ price: level.price, size: level.sizeShares })),
    },
    market: marketStatusOf(market),
    lotShares: settings.lotShares,
    leverageChoices: settings.leverageChoices,
    maxLotsPerOrder: settings.maxLotsPerOrder,
    rates: {
      buyFeeRate: settings.buyFeeRate,
      sellFeeRate: settings.sellFeeRate,
      serviceFeeRate: settings.serviceFeeRate,
      stampDutyRate: settings.stampDutyRate,
    },
    maintenanceLevelPercent: settings.maintenanceLevelPercent,
    sellAfterTradingDays: settings.sellAfterTradingDays,
    sellAfterMinutes: SELL_AFTER_MINUTES,
    tickSize: tickSize(quote.last, instrument.tickTable),
    sessions: [
      {
        session: 'regular',
        openNow: sessions.regularOpen,
        opensAt: null,
        closesAt: null,
        orderTypes: ['market', 'limit'],
      },
      {
        session: 'pre_market',
        openNow: sessions.preMarketOpen,
        opensAt: settings.preMarketOpensAt,
        closesAt: null,
        orderTypes: ['market'],
      },
      {
        session: 'after_market',
        openNow: sessions.afterMarketOpen,
        opensAt: settings.afterMarketOpensAt,
        closesAt: settings.afterMarketClosesAt,
        orderTypes: ['market'],
      },
    ],
    availableFunds: available,
    dayTrading: dayTrading.status,
    lendingAvailableShares,
    restriction,
  };
}

export async function listPositions(
  deps: TradingDeps,
  customer: AuthenticatedCustomer,
  request: z.output<typeof positionsRequest>,
) {
  const settings = await readTradingSettings(deps.db);
  const [rows, summary] = await Promise.all([
    customerPositions(deps.db, customer.id, request),
    tradeSummary(deps, customer.id),
  ]);
  const context = { market: deps.market, settings, calendar: deps.market.calendar };
  const last = rows.at(-1);
  return {
    items: rows.map((row) => toPositionView(row, context)),
    nextCursor: rows.length === request.limit && last ? last.id : null,
    summary,
  };
}

/** The journal entries a position moved on its customer's own accounts, oldest first. */
async function positionEntries(db: Queryable, row: PositionRow) {
  const rows = await queryRows<{
    entry_id: string;
    type: string;
    created_at: string | Date;
    purpose: string;
    amount: string;
  }>(
    db,
    sql`SELECT e.id::text AS entry_id, e.type, e.created_at, a.purpose, p.amount::text AS amount
          FROM journal_entries e
          JOIN postings p ON p.entry_id = e.id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE e.reference_type = 'position' AND e.reference_id = ${String(row.id)}
           AND a.owner_kind = 'customer' AND a.customer_id = ${row.customerId}
         ORDER BY e.id, p.id`,
  );
  const entries = new Map<
    number,
    {
      entryId: number;
      type: string;
      createdAt: string;
      legs: { purpose: string; amount: DecimalString }[];
    }
  >();
  for (const item of rows) {
    const id = toId(item.entry_id);
    const entry = entries.get(id) ?? {
      entryId: id,
      type: item.type,
      createdAt: new Date(item.created_at).toISOString(),
      legs: [],
    };
    entry.legs.push({ purpose: item.purpose, amount: decimalFromSql(item.amount) });
    entries.set(id, entry);
  }
  return [...entries.values()];
}

/** One position with its fills and its money, for its owner (or the console when `customerId` is null). */
export async function positionDetail(
  deps: TradingDeps,
  customerId: number | null,
  positionId: number,
) {
  const row = await findPosition(deps.db, positionId);
  if (!row || (customerId !== null && row.customerId !== customerId))
    throw new AppError('order_not_found');
  const settings = await readTradingSettings(deps.db);
  const [fills, entries] = await Promise.all([
    fillsOf(deps.db, row.id),
    positionEntries(deps.db, row),
  ]);
  return {
    row,
    detail: {
      ...toPositionView(row, { market: deps.market, settings, calendar: deps.market.calendar }),
      fills: fills.map(toFillView),
      entries,
    },
  };
}
