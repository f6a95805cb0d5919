import {
  CUSTOMER_AUDIT_ACTIONS,
  CUSTOMER_AUDIT_ACTION_KEYS,
  CURRENCY_CODES,
  RESTRICTION_KINDS,
  type ActivityEntry,
  type AuditReasonKey,
  type CustomerAuditAction,
} from '@kabuto/contract';
import { isDecimalString } from '@kabuto/money';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { auditLog } from '../../db/schema-operators';

type AuditRow = {
  id: number;
  action: string;
  reason: string;
  reasonKey: AuditReasonKey | null;
  reasonParams: Record<string, string> | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

function field(value: unknown, name: string): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | null {
  return typeof value === 'string' && (values as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

/**
 * What the customer may see of an entry's before and after: named, harmless fields only (a status,
 * a restriction's kind, an amount, a document's side), so a field added to a snapshot later is
 * never shown by accident. A status shows only when it changed.
 */
export function activityDetail(row: Pick<AuditRow, 'before' | 'after'>): ActivityEntry['detail'] {
  const { before, after } = row;
  const fromStatus = text(field(before, 'status'));
  const toStatus = text(field(after, 'status'));
  const changed = fromStatus !== null && toStatus !== null && fromStatus !== toStatus;
  const raw = field(after, 'amount') ?? field(before, 'amount');
  const amount = typeof raw === 'string' && isDecimalString(raw) ? raw : null;
  // Deposits and withdrawals name their currency; loans are in yen (docs/credit.md).
  const currency = oneOf(CURRENCY_CODES, field(after, 'currency') ?? field(before, 'currency'));
  return {
    fromStatus: changed ? fromStatus : null,
    toStatus: changed ? toStatus : null,
    restriction: oneOf(RESTRICTION_KINDS, field(after, 'kind') ?? field(before, 'kind')),
    amount,
    currency: amount === null ? null : (currency ?? 'JPY'),
    side: oneOf(['front', 'back'] as const, field(after, 'side')),
  };
}

export function toActivityEntry(row: AuditRow): ActivityEntry {
  const action = row.action as CustomerAuditAction;
  return {
    id: row.id,
    action,
    role: CUSTOMER_AUDIT_ACTIONS[action],
    operatorReason: row.reasonKey === null && row.reason.length > 0 ? row.reason : null,
    reasonKey: row.reasonKey,
    reasonParams: row.reasonKey === null ? null : row.reasonParams,
    detail: activityDetail(row),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * One page of the customer's activity, newest first, keyset paged by id. Only this customer's
 * entries, and only actions the app has words for (every entry naming a customer is one: the
 * audit writer refuses the rest).
 */
export async function activityPage(
  db: Queryable,
  customerId: number,
  page: { beforeId: number | null; limit: number },
): Promise<{ items: ActivityEntry[]; nextCursor: string | null }> {
  const rows = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      reason: auditLog.reason,
      reasonKey: auditLog.reasonKey,
      reasonParams: auditLog.reasonParams,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.customerId, customerId),
        inArray(auditLog.action, CUSTOMER_AUDIT_ACTION_KEYS),
        page.beforeId === null ? undefined : lt(auditLog.id, page.beforeId),
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(page.limit + 1);
  const items = rows.slice(0, page.limit).map(toActivityEntry);
  const more = rows.length > page.limit;
  return { items, nextCursor: more ? String(items[items.length - 1]!.id) : null };
}
