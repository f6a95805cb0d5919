import { describe, expect, it } from 'vitest';
import { signUpAndLogIn } from '../../test/app';
import {
  customerStatus,
  submitVerification,
  TARO,
  temporaryUploadDir,
  uploadImage,
  verificationCount,
  type Identity,
} from './testing';
import { useTestApp } from '../../test/use-test-app';

/** Identity verification, the customer's side: what a submission takes and what it refuses. */

const uploadDir = temporaryUploadDir();

const { t, reviewer } = useTestApp({ uploads: uploadDir, operators: ['reviewer'] });

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
    expect(await customerStatus(t, customer.headers)).toBe('pending');

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

    const before = await verificationCount(t);
    expect((await submitVerification(t, customer.headers)).msg).toBe('verification_pending');
    expect(await verificationCount(t)).toBe(before);
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
    const before = await verificationCount(t);
    const answer = await t.call(
      '/kyc/submit',
      { ...TARO, frontUploadId, backUploadId, ...change },
      customer.headers,
    );
    expect(answer).toMatchObject({ status: 0, msg: key });
    expect(await verificationCount(t)).toBe(before);
    expect(await customerStatus(t, customer.headers)).toBe('unverified');
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
    const before = await verificationCount(t);
    const submit = (frontUploadId: number, backUploadId: number) =>
      t.call('/kyc/submit', { ...TARO, frontUploadId, backUploadId }, other.headers);
    // Another customer's upload ids look exactly like ids that do not exist.
    expect((await submit(ownerFront, ownerBack)).msg).toBe('upload_not_found');
    expect((await submit(otherFront, ownerBack)).msg).toBe('upload_not_found');
    expect((await submit(999_999, otherBack)).msg).toBe('upload_not_found');
    expect((await submit(otherBack, otherFront)).msg).toBe('upload_purpose_mismatch');
    expect((await submit(otherProof, otherBack)).msg).toBe('upload_purpose_mismatch');
    expect(await verificationCount(t)).toBe(before);
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
