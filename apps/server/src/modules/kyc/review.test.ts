import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import {
  auditOfVerification,
  customerStatus,
  submitVerification,
  TARO,
  temporaryUploadDir,
  verificationCount,
} from './testing';
import { useTestApp } from '../../test/use-test-app';
import { sendRetriedOnce } from '../../test/retries';

/** Identity verification, the compliance desk's side: the queue, the detail and the decisions. */

const uploadDir = temporaryUploadDir();

const { t, reviewer, admin } = useTestApp({ uploads: uploadDir, operators: ['reviewer', 'admin'] });

describe('reviewing', () => {
  it('approves a pending verification: customer verified, audited with before and after, no resubmission', async () => {
    const customer = await signUpAndLogIn(t);
    const { verificationId } = (await submitVerification(t, customer.headers)).data;
    const approved = await t.callAdmin(
      '/kyc/approve',
      { verificationId, reason: 'Photo and number match' },
      reviewer,
    );
    expect(approved).toMatchObject({ status: 1, data: { verificationId, status: 'verified' } });
    expect(await customerStatus(t, customer.headers)).toBe('verified');
    expect((await t.call('/kyc/status', {}, customer.headers)).data).toMatchObject({
      status: 'verified',
      rejectReason: null,
    });
    const detail = await t.callAdmin('/kyc/detail', { verificationId }, reviewer);
    expect(detail.data).toMatchObject({
      status: 'verified',
      reviewedBy: 'reviewer',
      reviewReason: 'Photo and number match',
    });

    const [entry] = await auditOfVerification(t, admin, verificationId);
    expect(entry).toMatchObject({
      action: 'kyc.approve',
      operator: 'reviewer',
      reason: 'Photo and number match',
      before: { verificationId, status: 'pending', customerStatus: 'pending' },
      after: { verificationId, status: 'verified', customerStatus: 'verified' },
    });

    expect((await submitVerification(t, customer.headers)).msg).toBe(
      'verification_already_verified',
    );
    expect((await t.callAdmin('/kyc/approve', { verificationId }, reviewer)).msg).toBe(
      'verification_not_in_review',
    );
    expect(
      (await t.callAdmin('/kyc/reject', { verificationId, reason: 'Changed my mind' }, reviewer))
        .msg,
    ).toBe('verification_not_in_review');
    expect(await customerStatus(t, customer.headers)).toBe('verified');
    expect(await auditOfVerification(t, admin, verificationId)).toHaveLength(1);
  });

  it('rejects with a reason the customer sees, then takes a resubmission', async () => {
    const customer = await signUpAndLogIn(t);
    const first = (await submitVerification(t, customer.headers)).data.verificationId as number;
    expect((await t.callAdmin('/kyc/reject', { verificationId: first }, reviewer)).msg).toBe(
      'reason_required',
    );
    expect(
      (await t.callAdmin('/kyc/reject', { verificationId: first, reason: ' ' }, reviewer)).msg,
    ).toBe('reason_required');
    expect(await customerStatus(t, customer.headers)).toBe('pending');

    const rejected = await t.callAdmin(
      '/kyc/reject',
      { verificationId: first, reason: 'The back image is blurred', reasonLocale: 'en' },
      reviewer,
    );
    expect(rejected).toMatchObject({ status: 1, data: { status: 'rejected' } });
    expect(await customerStatus(t, customer.headers)).toBe('rejected');
    expect((await t.call('/kyc/status', {}, customer.headers)).data).toMatchObject({
      status: 'rejected',
      rejectReason: { text: 'The back image is blurred', locale: 'en' },
    });
    expect((await t.callAdmin('/kyc/approve', { verificationId: first }, reviewer)).msg).toBe(
      'verification_not_in_review',
    );
    const [entry] = await auditOfVerification(t, admin, first);
    expect(entry).toMatchObject({
      action: 'kyc.reject',
      reason: 'The back image is blurred',
      before: { status: 'pending' },
      after: {
        status: 'rejected',
        reviewReason: 'The back image is blurred',
        customerStatus: 'rejected',
      },
    });

    const second = await submitVerification(t, customer.headers);
    expect(second).toMatchObject({ status: 1, data: { status: 'pending' } });
    expect(await customerStatus(t, customer.headers)).toBe('pending');
    expect((await t.call('/kyc/status', {}, customer.headers)).data).toMatchObject({
      status: 'pending',
      rejectReason: null,
    });

    const detail = await t.callAdmin(
      '/kyc/detail',
      { verificationId: second.data.verificationId },
      reviewer,
    );
    expect(detail.data.history).toEqual([
      expect.objectContaining({
        id: first,
        status: 'rejected',
        reviewReason: 'The back image is blurred',
      }),
    ]);
    const queue = await t.callAdmin('/kyc/queue', { limit: 100 }, reviewer);
    const item = queue.data.items.find((i: { id: number }) => i.id === second.data.verificationId);
    expect(item).toMatchObject({ previousRejections: 1, account: customer.account });
    expect(queue.data.items.some((i: { id: number }) => i.id === first)).toBe(false);
  });

  it('refuses decisions on an unknown verification', async () => {
    expect((await t.callAdmin('/kyc/approve', { verificationId: 987_654 }, reviewer)).msg).toBe(
      'verification_not_found',
    );
    expect(
      (await t.callAdmin('/kyc/reject', { verificationId: 987_654, reason: 'Nope' }, reviewer)).msg,
    ).toBe('verification_not_found');
    expect((await t.callAdmin('/kyc/detail', { verificationId: 987_654 }, reviewer)).msg).toBe(
      'verification_not_found',
    );
  });

  it('lists the queue oldest first with keyset paging', async () => {
    const ids: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      const customer = await signUpAndLogIn(t);
      ids.push((await submitVerification(t, customer.headers)).data.verificationId as number);
    }
    const all: number[] = [];
    let afterId: number | undefined;
    for (;;) {
      const page = await t.callAdmin(
        '/kyc/queue',
        { limit: 2, ...(afterId ? { afterId } : {}) },
        reviewer,
      );
      expect(page.data.items.length).toBeLessThanOrEqual(2);
      all.push(...page.data.items.map((item: { id: number }) => item.id));
      afterId = page.data.nextAfterId ?? undefined;
      if (!afterId) break;
    }
    expect(all).toEqual([...all].sort((a, b) => a - b));
    expect(all).toEqual(expect.arrayContaining(ids));
    expect(new Set(all).size).toBe(all.length);
  });

  it('shows a reviewer other accounts that submitted the same document', async () => {
    const first = await signUpAndLogIn(t);
    const second = await signUpAndLogIn(t);
    const identity = { ...TARO, idNumber: '987654321093' };
    const a = (await submitVerification(t, first.headers, identity)).data.verificationId as number;
    const b = (await submitVerification(t, second.headers, identity)).data.verificationId as number;
    const detail = await t.callAdmin('/kyc/detail', { verificationId: b }, reviewer);
    expect(detail.data.sameDocumentElsewhere).toEqual([
      expect.objectContaining({ verificationId: a, account: first.account, status: 'pending' }),
    ]);
  });

  describe('retries', () => {
    it('answers a retried approval with the first answer and changes nothing more', async () => {
      const customer = await signUpAndLogIn(t);
      const { verificationId } = (await submitVerification(t, customer.headers)).data;
      const body = { verificationId, reason: 'Photo and number match' };
      const headers = { ...reviewer, 'idempotency-key': 'kyc-approve-retry-0001' };
      const first = await sendRetriedOnce(t.callAdmin, '/kyc/approve', headers, body);
      expect(first.data).toMatchObject({ verificationId, status: 'verified' });
      expect(await customerStatus(t, customer.headers)).toBe('verified');
      expect(await auditOfVerification(t, admin, verificationId)).toHaveLength(1);

      // Keys belong to their operator: another operator's same key is a new call.
      const other = await t.callAdmin('/kyc/approve', body, {
        ...admin,
        'idempotency-key': 'kyc-approve-retry-0001',
      });
      expect(other.msg).toBe('verification_not_in_review');
    });

    it('refuses an approval key used again with another body, deciding nothing', async () => {
      const first = await signUpAndLogIn(t);
      const second = await signUpAndLogIn(t);
      const a = (await submitVerification(t, first.headers)).data.verificationId as number;
      const b = (await submitVerification(t, second.headers)).data.verificationId as number;
      const headers = { ...reviewer, 'idempotency-key': 'kyc-approve-mismatch-1' };
      expect((await t.callAdmin('/kyc/approve', { verificationId: a }, headers)).status).toBe(1);

      const reused = await t.callAdmin('/kyc/approve', { verificationId: b }, headers);
      expect(reused).toMatchObject({ status: 0, msg: 'key_mismatch' });
      const reworded = await t.callAdmin(
        '/kyc/approve',
        { verificationId: a, reason: 'Checked twice' },
        headers,
      );
      expect(reworded).toMatchObject({ status: 0, msg: 'key_mismatch' });
      expect(await customerStatus(t, second.headers)).toBe('pending');
      expect(await auditOfVerification(t, admin, b)).toHaveLength(0);
      expect((await auditOfVerification(t, admin, a))[0]?.reason).not.toBe('Checked twice');
    });

    it('answers a retried rejection with the first answer, and refuses its key with another body', async () => {
      const customer = await signUpAndLogIn(t);
      const { verificationId } = (await submitVerification(t, customer.headers)).data;
      const body = { verificationId, reason: 'The back image is blurred' };
      const headers = { ...reviewer, 'idempotency-key': 'kyc-reject-retry-0001' };
      const before = await verificationCount(t);
      const reworded = { verificationId, reason: 'Expired document' };
      const first = await sendRetriedOnce(t.callAdmin, '/kyc/reject', headers, body, reworded);
      expect(first.data).toMatchObject({ verificationId, status: 'rejected' });
      // The same key on the other decision is another call too.
      const approval = await t.callAdmin('/kyc/approve', { verificationId }, headers);
      expect(approval).toMatchObject({ status: 0, msg: 'key_mismatch' });

      expect(await customerStatus(t, customer.headers)).toBe('rejected');
      expect((await t.call('/kyc/status', {}, customer.headers)).data.rejectReason).toEqual({
        text: 'The back image is blurred',
        locale: null,
      });
      const audit = await auditOfVerification(t, admin, verificationId);
      expect(audit.map((entry) => entry.action)).toEqual(['kyc.reject']);
      expect(await verificationCount(t)).toBe(before);
    });
  });
});
