import {
  CUSTOMER_AUDIT_ACTIONS,
  CUSTOMER_AUDIT_TARGET_TYPES,
  type AuditReason,
} from '@kabuto/contract';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema-operators';

export type AuditRecord = {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  /**
   * The customer whose account the action touched: required for a customer-owned target
   * (CUSTOMER_AUDIT_TARGET_TYPES), which the customer then sees in their account activity.
   */
  customerId?: number | null;
  /** The operator's words, or a reason the server writes itself (a catalogue key, translated). */
  reason: string | AuditReason;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
};

const CUSTOMER_TARGETS: ReadonlySet<string> = new Set(CUSTOMER_AUDIT_TARGET_TYPES);

/**
 * A customer's account activity is read from this log (docs/activity.md), so an entry on a
 * customer's account that does not name the customer, or whose action the customer app has no
 * words for, would silently vanish from it. Such an entry is a programming error, refused before
 * the change commits: every test that drives the action fails until the call site and the
 * contract's CUSTOMER_AUDIT_ACTIONS (and so the app's labels) are complete.
 */
function checkCustomerLink(record: AuditRecord): void {
  const customerOwned = CUSTOMER_TARGETS.has(record.targetType);
  const hasCustomer = record.customerId !== undefined && record.customerId !== null;
  if (customerOwned && !hasCustomer)
    throw new Error(`audit ${record.action} on a ${record.targetType} must name its customer`);
  if (hasCustomer && !Object.hasOwn(CUSTOMER_AUDIT_ACTIONS, record.action))
    throw new Error(`audit ${record.action} names a customer but is not in CUSTOMER_AUDIT_ACTIONS`);
}

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  checkCustomerLink(record);
  await db.insert(auditLog).values({
    operatorId: record.operatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    customerId: record.customerId ?? null,
    ...(typeof record.reason === 'string'
      ? { reason: record.reason }
      : { reason: '', reasonKey: record.reason.key, reasonParams: record.reason.params ?? null }),
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: record.ipAddress,
  });
}
