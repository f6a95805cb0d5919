import type { AuditReason } from '@kabuto/contract';
import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema-operators';

export type AuditRecord = {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  /** The operator's words, or a reason the server writes itself (a catalogue key, translated). */
  reason: string | AuditReason;
  before: unknown;
  after: unknown;
  ipAddress: string | null;
};

/**
 * Writes one audit entry. Call it with the transaction that makes the change, so the change and
 * its record commit together or not at all.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    operatorId: record.operatorId,
    action: record.action,
    targetType: record.targetType,
    targetId: String(record.targetId),
    ...(typeof record.reason === 'string'
      ? { reason: record.reason }
      : { reason: '', reasonKey: record.reason.key, reasonParams: record.reason.params ?? null }),
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: record.ipAddress,
  });
}
