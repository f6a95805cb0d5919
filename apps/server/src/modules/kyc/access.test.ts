import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { signUpAndLogIn } from '../../test/app';
import {
  auditOfVerification,
  customerStatus,
  postForImage,
  sampleJpeg,
  storedBytesOf,
  submitVerification,
  TARO,
  temporaryUploadDir,
  uploadImage,
} from './testing';
import { useTestApp } from '../../test/use-test-app';

/** Who may see identity documents and decide on them: the owner, compliance and admins only. */

const uploadDir = temporaryUploadDir();

const { t, reviewer, admin, support } = useTestApp({
  uploads: uploadDir,
  operators: ['reviewer', 'admin', 'support'],
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

    const mine = await postForImage(t, '/api/vue/kyc/image', { side: 'front' }, owner.headers);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/jpeg');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect(mine.rawPayload.equals(await storedBytesOf(t, uploadDir.dir, frontUploadId))).toBe(true);
    const back = await postForImage(t, '/api/vue/kyc/image', { side: 'back' }, owner.headers);
    expect(back.rawPayload.equals(await storedBytesOf(t, uploadDir.dir, backUploadId))).toBe(true);

    // The other customer has no submission, and no way to name the owner's.
    const theirs = await postForImage(
      t,
      '/api/vue/kyc/image',
      { side: 'front', verificationId: 1, uploadId: frontUploadId },
      other.headers,
    );
    expect(theirs.json()).toMatchObject({ status: 0, msg: 'verification_not_found' });
    expect((await postForImage(t, '/api/vue/kyc/image', { side: 'front' }, {})).statusCode).toBe(
      401,
    );
    expect(
      (await postForImage(t, '/api/vue/kyc/image', { side: 'left' }, owner.headers)).json(),
    ).toMatchObject({ msg: 'invalid_params' });

    // Once the other customer submits, they get their own image, not the owner's.
    const otherFront = await uploadImage(t, other.headers, 'id_front');
    const otherBack = await uploadImage(t, other.headers, 'id_back');
    await t.call(
      '/kyc/submit',
      { ...TARO, frontUploadId: otherFront, backUploadId: otherBack },
      other.headers,
    );
    const own = await postForImage(t, '/api/vue/kyc/image', { side: 'front' }, other.headers);
    expect(own.rawPayload.equals(await storedBytesOf(t, uploadDir.dir, otherFront))).toBe(true);
    expect(own.rawPayload.equals(mine.rawPayload)).toBe(false);
  });

  it('serves images to compliance and admins, audits each view, and refuses support staff', async () => {
    const customer = await signUpAndLogIn(t);
    const { verificationId } = (await submitVerification(t, customer.headers)).data;
    const detail = await t.callAdmin('/kyc/detail', { verificationId }, reviewer);
    for (const operator of [reviewer, admin]) {
      const image = await postForImage(
        t,
        '/api/admin/kyc/image',
        { verificationId, side: 'back' },
        operator,
      );
      expect(image.statusCode).toBe(200);
      expect(image.headers['cache-control']).toBe('private, no-store');
      expect(
        image.rawPayload.equals(await storedBytesOf(t, uploadDir.dir, detail.data.backUploadId)),
      ).toBe(true);
    }
    const views = (await auditOfVerification(t, admin, verificationId)).filter(
      (entry) => entry.action === 'kyc.view_image',
    );
    expect(views.map((entry) => entry.operator).sort()).toEqual(['admin', 'reviewer']);
    // The server's own reason is a catalogue key (the console words it in the operator's language),
    // never English text in the log.
    for (const view of views)
      expect(view).toMatchObject({
        reason: '',
        reasonKey: 'kyc_image_viewed',
        reasonParams: { side: expect.stringMatching(/^(front|back)$/) },
      });

    const refused = await postForImage(
      t,
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
    expect(await customerStatus(t, customer.headers)).toBe('pending');
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
      const image = await postForImage(
        t,
        '/api/admin/kyc/image',
        { verificationId, side: 'front' },
        headers,
      );
      expect(image.statusCode).toBe(401);
    }
    expect(await customerStatus(t, customer.headers)).toBe('pending');
    const [row] = await t.database.db
      .select()
      .from(customers)
      .where(eq(customers.account, customer.account));
    expect(row!.verificationStatus).toBe('pending');
  });
});
