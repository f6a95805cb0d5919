import type { z } from 'zod';
import {
  reasonWithLocale,
  type kycApproveRequest,
  type kycQueueRequest,
  type kycRejectRequest,
  type kycSubmitRequest,
  type Locale,
} from '@kabuto/contract';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, UnauthorizedError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { AuthenticatedCustomer } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import type { AuthenticatedOperator } from '../../platform/operator-auth';
import type { ImageAnswer } from '../../platform/serve';
import { findUploadById, requireOwnedUpload, uploadAnswer } from '../../platform/uploads';
import { maskIdNumber, maskName } from './masking';
import {
  customerVerificationStatus,
  findVerification,
  insertVerification,
  latestVerification,
  lockCustomerVerificationStatus,
  lockVerification,
  otherSubmissionsOf,
  pendingQueue,
  rejectionCounts,
  sameDocumentElsewhere,
  setCustomerVerificationStatus,
  updateDecision,
  type VerificationRow,
} from './repo';

export type KycServiceDeps = { db: Database; clock: Clock; uploadDir: string };
export type DocumentSide = 'front' | 'back';

function decisionSnapshot(
  row: Pick<VerificationRow, 'id' | 'customerId' | 'status' | 'reviewReason'>,
) {
  return {
    verificationId: row.id,
    customerId: row.customerId,
    status: row.status,
    reviewReason: row.reviewReason,
  };
}

/**
 * Identity verification (docs/kyc-and-cards.md): unverified → pending → verified | rejected, and
 * rejected → pending again on resubmission. The customer row's `verification_status` changes in the
 * same transaction as the submission or the decision, under a row lock on the customer (submissions)
 * or on the verification (decisions).
 */
export function kycService({ db, clock, uploadDir }: KycServiceDeps) {
  async function submit(customer: AuthenticatedCustomer, body: z.output<typeof kycSubmitRequest>) {
    try {
      return await db.transaction(async (tx) => {
        const status = await lockCustomerVerificationStatus(tx, customer.id);
        if (status === undefined) throw new UnauthorizedError();
        if (status === 'pending') throw new AppError('verification_pending');
        if (status === 'verified') throw new AppError('verification_already_verified');
        await requireOwnedUpload(tx, customer.id, body.frontUploadId, 'id_front');
        await requireOwnedUpload(tx, customer.id, body.backUploadId, 'id_back');
        const row = await insertVerification(tx, {
          customerId: customer.id,
          status: 'pending',
          name: body.name,
          katakanaName: body.katakanaName ? body.katakanaName : null,
          documentType: body.documentType,
          idNumber: body.idNumber,
          frontUploadId: body.frontUploadId,
          backUploadId: body.backUploadId,
          submittedAt: clock.now(),
        });
        await setCustomerVerificationStatus(tx, customer.id, 'pending');
        return { verificationId: row.id, status: 'pending' as const };
      });
    } catch (error) {
      // Two submissions racing past the lock cannot happen, but the index is the last word.
      if (isUniqueViolation(error, 'identity_verifications_one_open_per_customer'))
        throw new AppError('verification_pending');
      throw error;
    }
  }

  async function status(customer: AuthenticatedCustomer) {
    const current = await customerVerificationStatus(db, customer.id);
    if (current === undefined) throw new UnauthorizedError();
    const latest = await latestVerification(db, customer.id);
    if (!latest || current === 'unverified') {
      return {
        status: current,
        rejectReason: null,
        submittedAt: null,
        reviewedAt: null,
        name: null,
        documentType: null,
        idNumber: null,
      };
    }
    return {
      status: current,
      rejectReason:
        latest.status === 'rejected'
          ? reasonWithLocale(latest.reviewReason, latest.reviewReasonLocale)
          : null,
      submittedAt: latest.submittedAt.toISOString(),
      reviewedAt: latest.reviewedAt?.toISOString() ?? null,
      name: maskName(latest.name),
      documentType: latest.documentType,
      idNumber: maskIdNumber(latest.idNumber),
    };
  }

  function uploadOf(row: VerificationRow, side: DocumentSide) {
    return side === 'front' ? row.frontUploadId : row.backUploadId;
  }

  /** The owner's own document image, from their latest submission. */
  async function ownImage(
    customer: AuthenticatedCustomer,
    side: DocumentSide,
  ): Promise<ImageAnswer> {
    const latest = await latestVerification(db, customer.id);
    if (!latest) throw new AppError('verification_not_found');
    const upload = await requireOwnedUpload(
      db,
      customer.id,
      uploadOf(latest, side),
      side === 'front' ? 'id_front' : 'id_back',
    );
    return uploadAnswer(uploadDir, upload, `id-${side}`);
  }

  async function queue(request: z.output<typeof kycQueueRequest>) {
    const rows = await pendingQueue(db, request.afterId, request.limit);
    const rejections = await rejectionCounts(db, [
      ...new Set(rows.map((row) => row.verification.customerId)),
    ]);
    return {
      items: rows.map(({ verification, account }) => ({
        id: verification.id,
        customerId: verification.customerId,
        account,
        name: verification.name,
        katakanaName: verification.katakanaName,
        documentType: verification.documentType,
        submittedAt: verification.submittedAt.toISOString(),
        previousRejections: rejections.get(verification.customerId) ?? 0,
      })),
      nextAfterId: rows.length === request.limit ? (rows.at(-1)?.verification.id ?? null) : null,
    };
  }

  async function detail(verificationId: number) {
    const found = await findVerification(db, verificationId);
    if (!found) throw new AppError('verification_not_found');
    const { verification: row, account, reviewer } = found;
    const history = await otherSubmissionsOf(db, row.customerId, row.id);
    const elsewhere = await sameDocumentElsewhere(db, row);
    return {
      id: row.id,
      customerId: row.customerId,
      account,
      status: row.status,
      name: row.name,
      katakanaName: row.katakanaName,
      documentType: row.documentType,
      idNumber: row.idNumber,
      frontUploadId: row.frontUploadId,
      backUploadId: row.backUploadId,
      submittedAt: row.submittedAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewedBy: reviewer,
      reviewReason: row.reviewReason,
      history: history.map((item) => ({
        id: item.id,
        status: item.status,
        submittedAt: item.submittedAt.toISOString(),
        reviewedAt: item.reviewedAt?.toISOString() ?? null,
        reviewReason: item.reviewReason,
      })),
      sameDocumentElsewhere: elsewhere,
    };
  }

  /**
   * A document image for review. Looking at identity documents is itself recorded in the audit log:
   * after the file is read (a view that fails shows nothing), before the bytes are answered (an
   * image is never shown without its record).
   */
  async function reviewImage(
    operator: AuthenticatedOperator,
    verificationId: number,
    side: DocumentSide,
    ipAddress: string,
  ): Promise<ImageAnswer> {
    const found = await findVerification(db, verificationId);
    if (!found) throw new AppError('verification_not_found');
    const upload = await findUploadById(db, uploadOf(found.verification, side));
    if (!upload) throw new AppError('upload_not_found');
    const image = await uploadAnswer(uploadDir, upload, `verification-${verificationId}-${side}`);
    await recordAudit(db, {
      operatorId: operator.id,
      action: 'kyc.view_image',
      targetType: 'identity_verification',
      targetId: verificationId,
      customerId: found.verification.customerId,
      reason: { key: 'kyc_image_viewed', params: { side } },
      before: null,
      after: { side, uploadId: upload.id },
      ipAddress,
    });
    return image;
  }

  async function decide(
    operator: AuthenticatedOperator,
    verificationId: number,
    decision: { status: 'verified' | 'rejected'; reason: string | null; locale?: Locale | null },
    ipAddress: string,
  ) {
    return db.transaction(async (tx) => {
      const before = await lockVerification(tx, verificationId);
      if (!before) throw new AppError('verification_not_found');
      if (before.status !== 'pending') throw new AppError('verification_not_in_review');
      const customerStatusBefore = await lockCustomerVerificationStatus(tx, before.customerId);
      await updateDecision(tx, verificationId, {
        status: decision.status,
        reviewedAt: clock.now(),
        reviewedByOperatorId: operator.id,
        reviewReason: decision.reason,
        reviewReasonLocale: decision.locale ?? null,
      });
      await setCustomerVerificationStatus(tx, before.customerId, decision.status);
      await recordAudit(tx, {
        operatorId: operator.id,
        action: decision.status === 'verified' ? 'kyc.approve' : 'kyc.reject',
        targetType: 'identity_verification',
        targetId: verificationId,
        customerId: before.customerId,
        reason: decision.reason ?? { key: 'kyc_approved' },
        before: { ...decisionSnapshot(before), customerStatus: customerStatusBefore ?? null },
        after: {
          ...decisionSnapshot({
            ...before,
            status: decision.status,
            reviewReason: decision.reason,
          }),
          customerStatus: decision.status,
        },
        ipAddress,
      });
      return { verificationId, status: decision.status };
    });
  }

  function approve(
    operator: AuthenticatedOperator,
    body: z.output<typeof kycApproveRequest>,
    ipAddress: string,
  ) {
    return decide(
      operator,
      body.verificationId,
      { status: 'verified', reason: body.reason ?? null },
      ipAddress,
    );
  }

  function reject(
    operator: AuthenticatedOperator,
    body: z.output<typeof kycRejectRequest>,
    ipAddress: string,
  ) {
    return decide(
      operator,
      body.verificationId,
      { status: 'rejected', reason: body.reason, locale: body.reasonLocale ?? null },
      ipAddress,
    );
  }

  return { submit, status, ownImage, queue, detail, reviewImage, approve, reject };
}

export type KycService = ReturnType<typeof kycService>;
