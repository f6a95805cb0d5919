import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { identityVerifications, uploads } from '../../db/schema-kyc';
import { buildTestApp, logInOperator, signUpAndLogIn, type TestApp } from '../../test/app';
import { ensureOperator } from '../operators/service';
import { maskIdNumber, maskName } from './masking';
import {
  sampleJpeg,
  submitVerification,
  TARO,
  temporaryUploadDir,
  uploadImage,
  type Identity,
} from './testing';

let t: TestApp;
let reviewer: Record<string, string>;
let admin: Record<string, string>;
let support: Record<string, string>;
const uploadDir = temporaryUploadDir();

beforeAll(async () => {
  t = await buildTestApp({ configure: uploadDir.configure });
  reviewer = await logInOperator(t, 'reviewer');
  admin = await logInOperator(t, 'admin');
  await ensureOperator(t.database.db, {
    username: 'desk',
    displayName: 'Support desk',
    password: 'desk-pass-1',
    roles: ['support'],
  });
  support = {
    'operator-token': (
      await t.callAdmin('/auth/login', { username: 'desk', password: 'desk-pass-1' })
    ).data.token,
  };
});
afterAll(async () => {
  await t.close();
  uploadDir.remove();
});

async function customerStatus(headers: Record<string, string>) {
  return (await t.call('/user/info', {}, headers)).data.verificationStatus as string;
}

async function verificationCount() {
  const [row] = await t.database.db.select({ count: count() }).from(identityVerifications);
  return row?.count ?? 0;
}

async function auditFor(verificationId: number) {
  const answer = await t.callAdmin(
    '/audit/list',
    { targetType: 'identity_verification', targetId: String(verificationId) },
    admin,
  );
  return answer.data.items as {
    action: string;
    operator: string;
    reason: string;
    before: any;
    after: any;
  }[];
}

async function postImage(url: string, body: unknown, headers: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

async function storedBytesOf(uploadId: number) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
  return readFileSync(path.join(uploadDir.dir, row!.storagePath));
}

describe('submitting', () => {
  it('takes a Japanese submission to pending: status masked, customer status in step, second submission refused', async () => {
    const customer = await signUpAndLogIn(t);
    expect(await t.call('/kyc/status', {}, customer.headers)).toMatchObject({
      status: 1,
      data: {
        status: 'unverified',
        rejectReason: null,
        submittedAt: null,
        name: null,
        documentType: null,
      },
    });
    const submitted = await submitVerification(t, customer.headers, {
      name: '山田　太郎',
      katakanaName: 'ﾔﾏﾀﾞ　ﾀﾛｳ',
      idNumber: '1234 5678 9018',
      documentType: 'my_number_card',
    });
    expect(submitted).toMatchObject({ status: 1, data: { status: 'pending' } });
    const status = await t.call('/kyc/status', {}, customer.headers);
    expect(status.data).toMatchObject({
      status: 'pending',
      name: '山* **',
      documentType: 'my_number_card',
      idNumber: '********9018',
      rejectReason: null,
      submittedAt: t.clock.now().toISOString(),
    });
    expect(await customerStatus(customer.headers)).toBe('pending');

    const detail = await t.callAdmin(
      '/kyc/detail',
      { verificationId: submitted.data.verificationId },
      reviewer,
    );
    // Stored normalised: spaces collapsed, half-width kana folded, number without spaces.
    expect(detail.data).toMatchObject({
      name: '山田 太郎',
      katakanaName: 'ヤマダ タロウ',
      idNumber: '123456789018',
      status: 'pending',
    });

    const before = await verificationCount();
    expect((await submitVerification(t, customer.headers)).msg).toBe('verification_pending');
    expect(await verificationCount()).toBe(before);
  });

  it('accepts the generic variant (no katakana, national ID by default) and a passport', async () => {
    const generic = await signUpAndLogIn(t);
    const answer = await submitVerification(t, generic.headers, {
      name: 'Jane Doe',
      idNumber: 'a12-345-678',
    });
    expect(answer.status).toBe(1);
    expect((await t.call('/kyc/status', {}, generic.headers)).data).toMatchObject({
      documentType: 'national_id',
      name: 'J*** ***',
    });
    const traveller = await signUpAndLogIn(t);
    expect(
      (
        await submitVerification(t, traveller.headers, {
          name: 'Lee Min',
          idNumber: 'TK1234567',
          documentType: 'passport',
        })
      ).status,
    ).toBe(1);
  });

  it.each<[string, Partial<Identity> & Record<string, unknown>, string]>([
    ['a missing name', { name: undefined }, 'verification_name_required'],
    ['a blank name', { name: '　 ' }, 'verification_name_required'],
    ['a missing ID number', { idNumber: undefined }, 'id_number_required'],
    ['a My Number with a wrong check digit', { idNumber: '123456789012' }, 'id_number_format'],
    [
      'a driver’s licence number of 11 digits',
      { documentType: 'drivers_license', idNumber: '12345678901' },
      'id_number_format',
    ],
    [
      'a Japanese document without a katakana name',
      { katakanaName: undefined },
      'katakana_name_required',
    ],
    ['a katakana name in hiragana', { katakanaName: 'やまだ たろう' }, 'katakana_name_format'],
    ['a katakana name in Latin letters', { katakanaName: 'YAMADA TARO' }, 'katakana_name_format'],
    ['a katakana name of long vowel marks only', { katakanaName: 'ーー' }, 'katakana_name_format'],
    ['an unknown document type', { documentType: 'library_card' }, 'document_type_required'],
    ['a missing front image', { frontUploadId: undefined }, 'id_images_required'],
    ['a missing back image', { backUploadId: 0 }, 'id_images_required'],
  ])('refuses %s with its key and records nothing', async (_name, change, key) => {
    const customer = await signUpAndLogIn(t);
    const frontUploadId = await uploadImage(t, customer.headers, 'id_front');
    const backUploadId = await uploadImage(t, customer.headers, 'id_back');
    const before = await verificationCount();
    const answer = await t.call(
      '/kyc/submit',
      { ...TARO, frontUploadId, backUploadId, ...change },
      customer.headers,
    );
    expect(answer).toMatchObject({ status: 0, msg: key });
    expect(await verificationCount()).toBe(before);
    expect(await customerStatus(customer.headers)).toBe('unverified');
  });

  it('accepts long vowel marks, middle dots and ヴ in a katakana name', async () => {
    const customer = await signUpAndLogIn(t);
    const answer = await submitVerification(t, customer.headers, {
      ...TARO,
      name: 'Vincent Lee-Smith',
      katakanaName: 'ヴィンセント・リー スミス',
    });
    expect(answer.status).toBe(1);
  });

  it('needs the caller’s own uploads, each for its side', async () => {
    const owner = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const ownerFront = await uploadImage(t, owner.headers, 'id_front');
    const ownerBack = await uploadImage(t, owner.headers, 'id_back');
    const otherFront = await uploadImage(t, other.headers, 'id_front');
    const otherBack = await uploadImage(t, other.headers, 'id_back');
    const otherProof = await uploadImage(t, other.headers, 'deposit_proof');
    const before = await verificationCount();
    const submit = (frontUploadId: number, backUploadId: number) =>
      t.call('/kyc/submit', { ...TARO, frontUploadId, backUploadId }, other.headers);
    // Another customer's upload ids look exactly like ids that do not exist.
    expect((await submit(ownerFront, ownerBack)).msg).toBe('upload_not_found');
    expect((await submit(otherFront, ownerBack)).msg).toBe('upload_not_found');
    expect((await submit(999_999, otherBack)).msg).toBe('upload_not_found');
    expect((await submit(otherBack, otherFront)).msg).toBe('upload_purpose_mismatch');
    expect((await submit(otherProof, otherBack)).msg).toBe('upload_purpose_mismatch');
    expect(await verificationCount()).toBe(before);
    expect((await submit(otherFront, otherBack)).status).toBe(1);
  });

  it('accepts exactly one of many simultaneous submissions', async () => {
    const customer = await signUpAndLogIn(t);
    const frontUploadId = await uploadImage(t, customer.headers, 'id_front');
    const backUploadId = await uploadImage(t, customer.headers, 'id_back');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.call('/kyc/submit', { ...TARO, frontUploadId, backUploadId }, customer.headers),
      ),
    );
    expect(answers.filter((answer) => answer.status === 1)).toHaveLength(1);
    expect(answers.filter((answer) => answer.msg === 'verification_pending')).toHaveLength(7);
  });

  it('answers a retry with the same idempotency key once, without a second submission', async () => {
    const customer = await signUpAndLogIn(t);
    const body = {
      ...TARO,
      frontUploadId: await uploadImage(t, customer.headers, 'id_front'),
      backUploadId: await uploadImage(t, customer.headers, 'id_back'),
    };
    const headers = { ...customer.headers, 'idempotency-key': 'kyc-submit-retry-1' };
    const first = await t.call('/kyc/submit', body, headers);
    const retry = await t.call('/kyc/submit', body, headers);
    expect(first.status).toBe(1);
    expect(retry.data).toEqual(first.data);
    expect(retry.response.headers['idempotent-replay']).toBe('true');
  });
});

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
    expect(await customerStatus(customer.headers)).toBe('verified');
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

    const [entry] = await auditFor(verificationId);
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
    expect(await customerStatus(customer.headers)).toBe('verified');
    expect(await auditFor(verificationId)).toHaveLength(1);
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
    expect(await customerStatus(customer.headers)).toBe('pending');

    const rejected = await t.callAdmin(
      '/kyc/reject',
      { verificationId: first, reason: 'The back image is blurred' },
      reviewer,
    );
    expect(rejected).toMatchObject({ status: 1, data: { status: 'rejected' } });
    expect(await customerStatus(customer.headers)).toBe('rejected');
    expect((await t.call('/kyc/status', {}, customer.headers)).data).toMatchObject({
      status: 'rejected',
      rejectReason: 'The back image is blurred',
    });
    expect((await t.callAdmin('/kyc/approve', { verificationId: first }, reviewer)).msg).toBe(
      'verification_not_in_review',
    );
    const [entry] = await auditFor(first);
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
    expect(await customerStatus(customer.headers)).toBe('pending');
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
});

describe('who may see and decide', () => {
  it('serves the owner their own images, never cached, and nobody else’s', async () => {
    const owner = await signUpAndLogIn(t);
    const other = await signUpAndLogIn(t);
    const front = await sampleJpeg(50, 30);
    const frontUploadId = await uploadImage(t, owner.headers, 'id_front', front);
    const backUploadId = await uploadImage(t, owner.headers, 'id_back');
    expect(
      (await t.call('/kyc/submit', { ...TARO, frontUploadId, backUploadId }, owner.headers)).status,
    ).toBe(1);

    const mine = await postImage('/api/vue/kyc/image', { side: 'front' }, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(await storedBytesOf(frontUploadId))).toBe(true);
    const back = await postImage('/api/vue/kyc/image', { side: 'back' }, owner.headers);
    expect(back.rawPayload.equals(await storedBytesOf(backUploadId))).toBe(true);

    // The other customer has no submission, and no way to name the owner's.
    const theirs = await postImage(
      '/api/vue/kyc/image',
      { side: 'front', verificationId: 1, uploadId: frontUploadId },
      other.headers,
    );
    expect(theirs.json()).toMatchObject({ status: 0, msg: 'verification_not_found' });
    expect((await postImage('/api/vue/kyc/image', { side: 'front' }, {})).statusCode).toBe(401);
    expect(
      (await postImage('/api/vue/kyc/image', { side: 'left' }, owner.headers)).json(),
    ).toMatchObject({ msg: 'invalid_params' });

    // Once the other customer submits, they get their own image, not the owner's.
    const otherFront = await uploadImage(t, other.headers, 'id_front');
    const otherBack = await uploadImage(t, other.headers, 'id_back');
    await t.call(
      '/kyc/submit',
      { ...TARO, frontUploadId: otherFront, backUploadId: otherBack },
      other.headers,
    );
    const own = await postImage('/api/vue/kyc/image', { side: 'front' }, other.headers);
    expect(own.rawPayload.equals(await storedBytesOf(otherFront))).toBe(true);
    expect(own.rawPayload.equals(mine.rawPayload)).toBe(false);
  });

  it('serves images to compliance and admins, audits each view, and refuses support staff', async () => {
    const customer = await signUpAndLogIn(t);
    const { verificationId } = (await submitVerification(t, customer.headers)).data;
    const detail = await t.callAdmin('/kyc/detail', { verificationId }, reviewer);
    for (const operator of [reviewer, admin]) {
      const image = await postImage(
        '/api/admin/kyc/image',
        { verificationId, side: 'back' },
        operator,
      );
      expect(image.statusCode).toBe(200);
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(image.rawPayload.equals(await storedBytesOf(detail.data.backUploadId))).toBe(true);
    }
    const views = (await auditFor(verificationId)).filter(
      (entry) => entry.action === 'kyc.view_image',
    );
    expect(views.map((entry) => entry.operator).sort()).toEqual(['admin', 'reviewer']);

    const refused = await postImage(
      '/api/admin/kyc/image',
      { verificationId, side: 'back' },
      support,
    );
    expect(refused.json()).toMatchObject({ status: 0, msg: 'forbidden' });
    for (const [url, body] of [
      ['/kyc/queue', {}],
      ['/kyc/detail', { verificationId }],
      ['/kyc/approve', { verificationId }],
      ['/kyc/reject', { verificationId, reason: 'Not allowed' }],
    ] as const) {
      expect((await t.callAdmin(url, body, support)).msg, url).toBe('forbidden');
    }
    expect(await customerStatus(customer.headers)).toBe('pending');
  });

  it('never accepts a customer token on the operator endpoints, in either header', async () => {
    const customer = await signUpAndLogIn(t);
    const { verificationId } = (await submitVerification(t, customer.headers)).data;
    for (const headers of [customer.headers, { 'operator-token': customer.token }]) {
      for (const [url, body] of [
        ['/kyc/queue', {}],
        ['/kyc/detail', { verificationId }],
        ['/kyc/approve', { verificationId }],
        ['/kyc/reject', { verificationId, reason: 'Self service' }],
      ] as const) {
        expect(await t.callAdmin(url, body, headers), url).toMatchObject({
          httpStatus: 401,
          msg: 'unauthorized',
        });
      }
      const image = await postImage(
        '/api/admin/kyc/image',
        { verificationId, side: 'front' },
        headers,
      );
      expect(image.statusCode).toBe(401);
    }
    expect(await customerStatus(customer.headers)).toBe('pending');
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, customer.account));
    expect(row!.verificationStatus).toBe('pending');
  });
});

describe('masking', () => {
  it('keeps the first character and spaces of a name, and the last four of a number', () => {
    expect(maskName('山田 太郎')).toBe('山* **');
    expect(maskName('A')).toBe('A');
    expect(maskIdNumber('123456789018')).toBe('********9018');
    expect(maskIdNumber('1234')).toBe('****');
  });
});
