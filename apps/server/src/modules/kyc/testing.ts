import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { identityVerifications, uploads } from '../../db/schema-kyc';
import type { TestApp } from '../../test/app';
import { noiseImage, postUpload } from '../../test/uploads';

/** Test helpers for identity verification and bank cards (uploads: test/uploads.ts). */

export { multipartBody, postUpload, temporaryUploadDir, type FilePart } from '../../test/uploads';

/** Uploads one image for a purpose and answers its id (fails the test if refused). */
export async function uploadImage(
  t: TestApp,
  headers: Record<string, string>,
  purpose: 'id_front' | 'id_back' | 'deposit_proof',
  data?: Buffer,
): Promise<number> {
  const answer = await postUpload(t, headers, { purpose }, [
    { data: data ?? (await sampleJpeg()) },
  ]);
  if (answer.status !== 1) throw new Error(`upload refused: ${answer.msg}`);
  return (answer.data as { uploadId: number }).uploadId;
}

/** A small real photo-like JPEG (noise, so every call differs). */
export async function sampleJpeg(width = 64, height = 40): Promise<Buffer> {
  return noiseImage(width, height).jpeg().toBuffer();
}

export async function samplePng(width = 32, height = 24): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

export type Identity = {
  name: string;
  katakanaName?: string;
  idNumber: string;
  documentType?: string;
};

/** A valid My Number (check digit 8) and identity for a Japanese customer. */
export const TARO: Identity = {
  name: '山田 太郎',
  katakanaName: 'ヤマダ タロウ',
  idNumber: '123456789018',
  documentType: 'my_number_card',
};

/** Uploads both sides and submits; answers the submission's answer. */
export async function submitVerification(
  t: TestApp,
  headers: Record<string, string>,
  identity: Identity = TARO,
) {
  const frontUploadId = await uploadImage(t, headers, 'id_front');
  const backUploadId = await uploadImage(t, headers, 'id_back');
  return t.call('/kyc/submit', { ...identity, frontUploadId, backUploadId }, headers);
}

/** Takes a customer all the way to verified through the real endpoints. */
export async function verifyCustomer(
  t: TestApp,
  headers: Record<string, string>,
  reviewer: Record<string, string>,
  identity: Identity = TARO,
): Promise<number> {
  const submitted = await submitVerification(t, headers, identity);
  if (submitted.status !== 1) throw new Error(`submission refused: ${submitted.msg}`);
  const verificationId = (submitted.data as { verificationId: number }).verificationId;
  const approved = await t.callAdmin('/kyc/approve', { verificationId }, reviewer);
  if (approved.status !== 1) throw new Error(`approval refused: ${approved.msg}`);
  return verificationId;
}

/** The customer's verification status as their app sees it (/user/info). */
export async function customerStatus(t: TestApp, headers: Record<string, string>): Promise<string> {
  const answer = await t.call('/user/info', {}, headers);
  return (answer.data as { verificationStatus: string }).verificationStatus;
}

/** How many submissions exist: a refusal must not have written one. */
export async function verificationCount(t: TestApp): Promise<number> {
  const [row] = await t.database.db.select({ count: count() }).from(identityVerifications);
  return row?.count ?? 0;
}

export type AuditEntry = {
  action: string;
  operator: string;
  reason: string;
  before: unknown;
  after: unknown;
};

/** The audit log of one verification, newest first, as an admin reads it. */
export async function auditOfVerification(
  t: TestApp,
  admin: Record<string, string>,
  verificationId: number,
): Promise<AuditEntry[]> {
  const answer = await t.callAdmin(
    '/audit/list',
    { targetType: 'identity_verification', targetId: String(verificationId) },
    admin,
  );
  return (answer.data as { items: AuditEntry[] }).items;
}

/** POSTs a JSON body and answers the raw response (image endpoints answer bytes, not the envelope). */
export async function postForImage(
  t: TestApp,
  url: string,
  body: unknown,
  headers: Record<string, string>,
) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(body),
  });
}

/** The bytes stored on disk for an upload. */
export async function storedBytesOf(
  t: TestApp,
  uploadDir: string,
  uploadId: number,
): Promise<Buffer> {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) throw new Error(`upload ${uploadId} does not exist`);
  return readFileSync(path.join(uploadDir, row.storagePath));
}
