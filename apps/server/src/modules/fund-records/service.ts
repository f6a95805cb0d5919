import { inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CurrencyCode, DepositRecord, FundRecord, fundRecordsRequest } from '@kabuto/contract';
import { negate, type DecimalString } from '@kabuto/money';
import type { Database, Queryable } from '../../db/client';
import { decimalFromSql } from '../../db/decimal-column';
import { deposits, withdrawals } from '../../db/schema-funding';
import { getCustomerWallets } from '../../ledger';
import { queryRows, toId } from '../../ledger/rows';
import { AppError } from '../../platform/app-error';
import type { Clock } from '../../platform/clock';
import type { MarketDataProvider } from '../../market-data/provider';
import * as funding from '../funding';
import { fxOrderNo } from '../fx';
import { positionOrderNo } from '../trading';
import { loanOrderNo } from '../credit';
import { bidNo, grabOrderNo } from '../block';

export type FundRecordServiceDeps = { db: Database; clock: Clock; market: MarketDataProvider };
type Page = z.output<typeof fundRecordsRequest>;

type EntryRow = {
  entry_id: string;
  type: string;
  reason: string;
  reference_type: string | null;
  reference_id: string | null;
  created_at: string | Date;
  currency: string;
  purpose: string;
  amount: string;
};

/** The number a fund record shows for an entry: its business record's (DP…, TR…, LN…) or its own (JE…). */
export function orderNoOf(entryId: number, referenceType: string | null, referenceId: string | null) {
  if (referenceType === 'deposit' && referenceId) return funding.depositOrderNo(toId(referenceId));
  if (referenceType === 'withdrawal' && referenceId)
    return funding.withdrawalOrderNo(toId(referenceId));
  if (referenceType === 'fx_quote' && referenceId) return fxOrderNo(referenceId);
  if (referenceType === 'position' && referenceId) return positionOrderNo(toId(referenceId));
  if (referenceType === 'loan' && referenceId) return loanOrderNo(toId(referenceId));
  if (referenceType === 'block_application' && referenceId)
    return `BT${String(toId(referenceId)).padStart(8, '0')}`;
  if (referenceType === 'bidding_bid' && referenceId) return bidNo(toId(referenceId));
  if (referenceType === 'grab_order' && referenceId) return grabOrderNo(toId(referenceId));
  return `JE${String(entryId).padStart(8, '0')}`;
}

/**
 * Every journal entry that touches the customer's accounts, newest first, keyset paged by entry
 * id. Only the customer's own legs are returned: another party's side of an entry (the house, or
 * a counterparty) never shows.
 */
async function entryPage(
  db: Queryable,
  customerId: number,
  cursor: number | null,
  limit: number,
  referenceType: string | null = null,
) {
  const rows = await queryRows<EntryRow>(
    db,
    sql`WITH mine AS (
          SELECT id FROM ledger_accounts WHERE owner_kind = 'customer' AND customer_id = ${customerId}
        ),
        page AS (
          SELECT DISTINCT p.entry_id FROM postings p
           WHERE p.account_id IN (SELECT id FROM mine)
             AND (${cursor}::bigint IS NULL OR p.entry_id < ${cursor}::bigint)
             AND (${referenceType}::text IS NULL OR EXISTS (
                   SELECT 1 FROM journal_entries r WHERE r.id = p.entry_id AND r.reference_type = ${referenceType}::text))
           ORDER BY p.entry_id DESC
           LIMIT ${limit}
        )
        SELECT e.id::text AS entry_id, e.type, e.reason, e.reference_type, e.reference_id,
               e.created_at, a.currency, a.purpose, p.amount::text AS amount
          FROM page
          JOIN journal_entries e ON e.id = page.entry_id
          JOIN postings p ON p.entry_id = e.id
          JOIN ledger_accounts a ON a.id = p.account_id
         WHERE p.account_id IN (SELECT id FROM mine)
         ORDER BY e.id DESC, p.id ASC`,
  );
  const entries = new Map<
    number,
    { row: EntryRow; legs: { currency: CurrencyCode; purpose: string; amount: DecimalString }[] }
  >();
  for (const row of rows) {
    const id = toId(row.entry_id);
    const entry = entries.get(id) ?? { row, legs: [] };
    entry.legs.push({
      currency: row.currency as CurrencyCode,
      purpose: row.purpose,
      amount: decimalFromSql(row.amount),
    });
    entries.set(id, entry);
  }
  return [...entries.entries()].map(([id, entry]) => ({ id, ...entry }));
}

async function requestStatuses(db: Queryable, type: 'deposit' | 'withdrawal', ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const table = type === 'deposit' ? deposits : withdrawals;
  const rows = await db
    .select({ id: table.id, status: table.status })
    .from(table)
    .where(inArray(table.id, ids));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** A request as a fund record: its own order number and status, no journal legs. */
function requestItem(
  kind: 'deposit' | 'withdrawal',
  record: Pick<
    DepositRecord,
    'id' | 'orderNo' | 'currency' | 'status' | 'createdAt' | 'reviewReason'
  >,
  amount: DecimalString,
  described: Pick<FundRecord, 'remark' | 'channelName'>,
): FundRecord {
  const { id, orderNo, currency, status, createdAt, reviewReason } = record;
  return {
    id: `${kind}:${id}`,
    kind,
    type: kind,
    orderNo,
    currency,
    amount,
    status,
    ...described,
    reviewReason,
    createdAt,
    legs: [],
  };
}

/** A deposit request as a fund record (the deposit tab, and the "all" tab before money moved). */
function depositItem(view: funding.DepositView): FundRecord {
  const record = funding.toDepositRecord(view);
  return requestItem('deposit', record, record.amount, {
    remark: '',
    channelName: record.channelName,
  });
}

/** A withdrawal request as a fund record (the withdraw tab; "all" shows its journal entries). */
function withdrawalItem(view: funding.WithdrawalView): FundRecord {
  const record = funding.toWithdrawalRecord(view);
  const card = `${record.card.bankName} ${record.card.maskedNumber}`;
  return requestItem('withdrawal', record, negate(record.amount), {
    remark: card,
    channelName: null,
  });
}

/**
 * The "all" tab's cursor: where each of its two sources (journal entries, and deposit requests
 * that moved no money) goes on, as "<entry id>.<deposit id>" (0: from the newest).
 */
function parseAllCursor(cursor: string | null | undefined): {
  entry: number | null;
  deposit: number | null;
} {
  const [entry, deposit] = (cursor ?? '').split('.').map((part) => Number(part));
  const position = (value: number | undefined) =>
    value !== undefined && Number.isSafeInteger(value) && value > 0 ? value : null;
  return { entry: position(entry), deposit: position(deposit) };
}

/**
 * The first `limit` of two lists that are each newest first, merged newest first; on equal times
 * the first list's item comes first. Each list keeps its own order whatever the times, so every
 * item is shown once when each list's cursor moves past exactly what was taken from it.
 */
function mergeNewestFirst<T extends { item: FundRecord }>(first: T[], second: T[], limit: number) {
  const merged: T[] = [];
  let [i, j] = [0, 0];
  while (merged.length < limit && (i < first.length || j < second.length)) {
    const a = first[i];
    const b = second[j];
    if (a && (!b || a.item.createdAt >= b.item.createdAt)) {
      merged.push(a);
      i += 1;
    } else if (b) {
      merged.push(b);
      j += 1;
    }
  }
  return merged;
}

/**
 * Fund records (docs/funding.md), for the customer (only their own) and for the console's
 * customer view.
 */
export function fundRecordService({ db, clock, market }: FundRecordServiceDeps) {
  async function list(
    customerId: number,
    page: Page,
  ): Promise<{ items: FundRecord[]; nextCursor: string | null }> {
    // The all tab's cursor is "<entry id>.<deposit id>"; the others' a plain id (contract: both).
    if (page.cursor && page.cursor.includes('.') !== (page.tab === 'all'))
      throw new AppError('invalid_params');
    const cursor = page.cursor ? Number(page.cursor) : null;
    if (page.tab === 'deposit') {
      const rows = await funding.customerDeposits(db, customerId, cursor ?? undefined, page.limit);
      const items = rows.map(depositItem);
      const last = rows.at(-1);
      return {
        items,
        nextCursor: rows.length === page.limit && last ? String(last.deposit.id) : null,
      };
    }
    if (page.tab === 'withdraw') {
      const rows = await funding.customerWithdrawals(
        db,
        customerId,
        cursor ?? undefined,
        page.limit,
      );
      const items = rows.map(withdrawalItem);
      const last = rows.at(-1);
      return {
        items,
        nextCursor: rows.length === page.limit && last ? String(last.withdrawal.id) : null,
      };
    }

    // Trades: what the customer's orders and positions moved (docs/trading.md). All: every entry,
    // and the deposit requests that have moved no money yet (pending, or rejected) merged in by time.
    const all = page.tab === 'all';
    const allCursor = all ? parseAllCursor(page.cursor) : { entry: cursor, deposit: null };
    const [entryItems, waiting] = await Promise.all([
      entryItemsPage(
        customerId,
        allCursor.entry,
        page.limit,
        page.tab === 'trade' ? 'position' : null,
      ),
      all
        ? funding.customerDepositsWithoutEntry(
            db,
            customerId,
            allCursor.deposit ?? undefined,
            page.limit,
          )
        : Promise.resolve([]),
    ]);
    if (!all) {
      const last = entryItems.at(-1);
      return {
        items: entryItems.map((each) => each.item),
        nextCursor: entryItems.length === page.limit && last ? String(last.entryId) : null,
      };
    }
    type Shown = { item: FundRecord; entryId: number | null; depositId: number | null };
    const merged = mergeNewestFirst<Shown>(
      entryItems.map((each) => ({ ...each, depositId: null })),
      waiting.map((view) => ({
        item: depositItem(view),
        entryId: null,
        depositId: view.deposit.id,
      })),
      page.limit,
    );
    const shownEntries = merged.flatMap((each) => (each.entryId === null ? [] : [each.entryId]));
    const shownDeposits = merged.flatMap((each) =>
      each.depositId === null ? [] : [each.depositId],
    );
    const entriesLeft = entryItems.length === page.limit || shownEntries.length < entryItems.length;
    const depositsLeft = waiting.length === page.limit || shownDeposits.length < waiting.length;
    const next = `${shownEntries.at(-1) ?? allCursor.entry ?? 0}.${shownDeposits.at(-1) ?? allCursor.deposit ?? 0}`;
    return {
      items: merged.map((each) => each.item),
      nextCursor: entriesLeft || depositsLeft ? next : null,
    };
  }

  /** A page of journal entries as fund records (their customer's legs only). */
  async function entryItemsPage(
    customerId: number,
    cursor: number | null,
    limit: number,
    referenceType: string | null,
  ): Promise<{ item: FundRecord; entryId: number }[]> {
    const entries = await entryPage(db, customerId, cursor, limit, referenceType);
    const idsOf = (type: string) =>
      entries
        .filter((entry) => entry.row.reference_type === type && entry.row.reference_id !== null)
        .map((entry) => toId(entry.row.reference_id));
    const [depositStatus, withdrawalStatus] = await Promise.all([
      requestStatuses(db, 'deposit', idsOf('deposit')),
      requestStatuses(db, 'withdrawal', idsOf('withdrawal')),
    ]);
    const items = entries.map(({ id, row, legs }): FundRecord => {
      const headline = legs.find((leg) => leg.purpose === 'available') ?? legs[0]!;
      const request =
        row.reference_id !== null &&
        (row.reference_type === 'deposit' || row.reference_type === 'withdrawal')
          ? { type: row.reference_type, id: toId(row.reference_id) }
          : null;
      const status =
        (request?.type === 'deposit' && depositStatus.get(request.id)) ||
        (request?.type === 'withdrawal' && withdrawalStatus.get(request.id)) ||
        'completed';
      return {
        id: `entry:${id}`,
        kind: 'entry',
        type: row.type,
        orderNo: orderNoOf(id, row.reference_type, row.reference_id),
        currency: headline.currency,
        amount: headline.amount,
        status,
        remark: row.reason,
        channelName: null,
        reviewReason: null,
        createdAt: new Date(row.created_at).toISOString(),
        legs,
      };
    });
    return entries.map((entry, index) => ({ item: items[index]!, entryId: entry.id }));
  }

  /** The console's customer view: balances, Mine figures, the open request and fund records. */
  async function customerFunds(customerId: number, page: Page) {
    const state = await funding.findCustomerFundingState(db, customerId);
    if (!state) throw new AppError('account_not_found');
    const [wallets, figures, openOperation, records] = await Promise.all([
      getCustomerWallets(db, customerId),
      funding.customerAssetFigures(db, market, customerId, clock.now()),
      funding.findOpenOperation(db, customerId),
      list(customerId, page),
    ]);
    return { customerId, account: state.account, wallets, figures, openOperation, records };
  }

  return { list, customerFunds };
}

export type FundRecordService = ReturnType<typeof fundRecordService>;
