import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditReason, saveChannelRequest } from '@kabuto/contract';
import { depositChannels } from '../../db/schema-funding';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import { listChannels, toChannelView, type ChannelRow } from './repo';
import type { ReviewDeps } from './review-context';

/** Deposit channels, where customers send money: every desk reads them, admins change them. */

function adminChannelView(row: ChannelRow) {
  return {
    ...toChannelView(row),
    enabled: row.enabled,
    sortOrder: row.sortOrder,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function channels({ db }: Pick<ReviewDeps, 'db'>) {
  const rows = await listChannels(db, {});
  return rows.map(adminChannelView);
}

/** Creates a channel (no `id`) or changes one, audited with what it was before. */
export async function saveChannel(
  { db, clock }: ReviewDeps,
  operator: AuthenticatedOperator,
  // An operator's reason, or the demo seed's own (a catalogue key).
  body: Omit<z.output<typeof saveChannelRequest>, 'reason'> & { reason: string | AuditReason },
  ipAddress: string | null,
) {
  const now = clock.now();
  const { reason, id, ...values } = body;
  const saved = await db.transaction(async (tx) => {
    if (id === undefined) {
      const [row] = await tx
        .insert(depositChannels)
        .values({ ...values, createdAt: now, updatedAt: now })
        .returning();
      if (!row) throw new Error('the channel insert returned no row');
      await recordAudit(tx, {
        operatorId: operator.id,
        action: 'funding.channel_create',
        targetType: 'deposit_channel',
        targetId: row.id,
        reason,
        before: null,
        after: values,
        ipAddress,
      });
      return row;
    }
    const [before] = await tx
      .select()
      .from(depositChannels)
      .where(eq(depositChannels.id, id))
      .for('update');
    if (!before) throw new AppError('deposit_channel_unavailable');
    const [row] = await tx
      .update(depositChannels)
      .set({ ...values, updatedAt: now })
      .where(eq(depositChannels.id, id))
      .returning();
    if (!row) throw new Error(`channel ${id} vanished under its lock`);
    const { createdAt: _createdAt, updatedAt: _updatedAt, id: _id, ...beforeValues } = before;
    await recordAudit(tx, {
      operatorId: operator.id,
      action: 'funding.channel_update',
      targetType: 'deposit_channel',
      targetId: id,
      reason,
      before: beforeValues,
      after: values,
      ipAddress,
    });
    return row;
  });
  return adminChannelView(saved);
}
