import type { Queryable } from '../db/client';
import { auditLog } from '../db/schema-operators';

export type AuditRecord = {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number;
  reason: string;
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
    reason: record.reason,
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: record.ipAddress,
  });
}
