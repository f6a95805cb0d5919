import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  reasonWithLocale,
  type approveDepositRequest,
  type CurrencyCode,
  type fundingQueueRequest,
  type rejectDepositRequest,
} from '@kabuto/contract';
import { deposits } from '../../db/schema-funding';
import { creditFromBankClearing } from '../../ledger';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { ImageAnswer } from '../../platform/serve';
import { findUploadById, uploadAnswer } from '../../platform/uploads';
import {
  decideWithDualControl,
  type Decision,
  type ReviewedRequest,
  type Verdict,
} from './dual-control';
import {
  customerDeposits,
  depositOrderNo,
  depositQueue as queuedDeposits,
  findChannel,
  findDepositView,
  lockDeposit,
  toChannelView,
  toDepositRecord,
  type DepositRow,
} from './repo';
import { customerSummary, reviewContext, reviewFields, type ReviewDeps } from './review-context';

/** The finance desk's side of deposits (docs/funding.md): the queue, a deposit, its proof, the decision. */

export async function depositQueue(deps: ReviewDeps, body: z.output<typeof fundingQueueRequest>) {
  const context = await reviewContext(deps);
  const rows = await queuedDeposits(deps.db, body.status, body.cursor, body.limit);
  return {
    items: rows.map((view) => ({
      ...toDepositRecord(view),
      ...reviewFields(view, view.deposit, context),
    })),
    nextCursor: rows.length === body.limit ? (rows.at(-1)?.deposit.id ?? null) : null,
  };
}

export async function depositDetail(deps: ReviewDeps, depositId: number) {
  const { db } = deps;
  const view = await findDepositView(db, depositId);
  if (!view) throw new AppError('funding_request_not_found');
  const context = await reviewContext(deps);
  const { deposit } = view;
  const [channel, proof, customer, history] = await Promise.all([
    findChannel(db, deposit.channelId),
    deposit.proofUploadId === null ? undefined : findUploadById(db, deposit.proofUploadId),
    customerSummary(db, deposit.customerId),
    customerDeposits(db, deposit.customerId, deposit.id, 20),
  ]);
  // A deposit's channel row is never deleted (the foreign key keeps it).
  if (!channel) throw new Error(`deposit ${deposit.id} has no channel`);
  return {
    ...toDepositRecord(view),
    // The operator reads the approver's note too.
    reviewReason: reasonWithLocale(deposit.reviewReason, deposit.reviewReasonLocale),
    ...reviewFields(view, deposit, context),
    channel: { ...toChannelView(channel), enabled: channel.enabled },
    proof: proof
      ? { uploadId: proof.id, contentType: proof.contentType, sizeBytes: proof.sizeBytes }
      : null,
    origin: deposit.origin,
    journalEntryId: deposit.journalEntryId,
    customer,
    history: history.map(toDepositRecord),
  };
}

/**
 * The transfer slip of a deposit, for the reviewer. Every view is audited: after the file is read
 * (a view that fails shows nothing), before the bytes are answered (never an image without its
 * record).
 */
export async function depositProof(
  { db, uploadDir }: ReviewDeps & { uploadDir: string },
  operator: AuthenticatedOperator,
  depositId: number,
  ipAddress: string | null,
): Promise<ImageAnswer> {
  const view = await findDepositView(db, depositId);
  if (!view) throw new AppError('funding_request_not_found');
  if (view.deposit.proofUploadId === null) throw new AppError('upload_not_found');
  const upload = await findUploadById(db, view.deposit.proofUploadId);
  if (!upload) throw new AppError('upload_not_found');
  const image = await uploadAnswer(uploadDir, upload, `deposit-${depositId}-proof`);
  await recordAudit(db, {
    operatorId: operator.id,
    action: 'deposit.view_proof',
    targetType: 'deposit',
    targetId: depositId,
    customerId: view.deposit.customerId,
    reason: { key: 'deposit_proof_viewed' },
    before: null,
    after: { uploadId: upload.id },
    ipAddress,
  });
  return image;
}

const depositRequests: ReviewedRequest<DepositRow> = {
  kind: 'deposit',
  entryField: 'journalEntryId',
  lock: lockDeposit,
  async update(tx, id, { entryId, ...values }) {
    await tx
      .update(deposits)
      .set({ ...values, ...(entryId === undefined ? {} : { journalEntryId: entryId }) })
      .where(eq(deposits.id, id));
  },
};

/** Credits the deposit (a complete approval) from the bank clearing account. */
export function approveDeposit(
  deps: ReviewDeps,
  operator: AuthenticatedOperator,
  body: z.output<typeof approveDepositRequest>,
  ipAddress: string | null,
): Promise<Decision> {
  const approval: Verdict<DepositRow> = {
    kind: 'approve',
    note: body.note,
    done: { single: 'deposit_credited', second: 'deposit_credited_second' },
    async settle(tx, row, now) {
      const channel = await findChannel(tx, row.channelId);
      const entry = await creditFromBankClearing(tx, {
        type: 'deposit',
        reason: `Deposit ${depositOrderNo(row.id)} via ${channel?.name.en ?? 'bank transfer'}`,
        reference: { type: 'deposit', id: row.id },
        idempotencyKey: `deposit:${row.id}`,
        at: now,
        customerId: row.customerId,
        currency: row.currency as CurrencyCode,
        amount: row.amount,
      });
      return entry.entryId;
    },
  };
  return decideWithDualControl(
    deps,
    depositRequests,
    body.depositId,
    approval,
    operator,
    ipAddress,
  );
}

/** Nothing was credited, so nothing moves: the reason is the customer's to read. */
export function rejectDeposit(
  deps: ReviewDeps,
  operator: AuthenticatedOperator,
  body: z.output<typeof rejectDepositRequest>,
  ipAddress: string | null,
): Promise<Decision> {
  return decideWithDualControl(
    deps,
    depositRequests,
    body.depositId,
    {
      kind: 'reject',
      reason: body.reason,
      reasonLocale: body.reasonLocale ?? null,
      settle: () => Promise.resolve(null),
    },
    operator,
    ipAddress,
  );
}
