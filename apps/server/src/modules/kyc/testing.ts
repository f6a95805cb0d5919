import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '../../config';
import type { ApiAnswer, TestApp } from '../../test/app';

/** Test helpers for uploads, identity verification and bank cards. */

export type FilePart = { field?: string; filename?: string; contentType?: string; data: Buffer };

/** A multipart/form-data body, as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----kabuto${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${file.contentType ?? 'image/jpeg'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function postUpload(
  t: TestApp,
  headers: Record<string, string>,
  fields: Record<string, string>,
  files: FilePart[],
): Promise<ApiAnswer> {
  const body = multipartBody(fields, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vue/upload/image',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  const parsed = response.json<{ status: number; msg: string; data: unknown }>();
  return {
    httpStatus: response.statusCode,
    status: parsed.status,
    msg: parsed.msg,
    data: parsed.data,
    response,
  };
}

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
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
}

export async function samplePng(width = 32, height = 24): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A temporary upload directory per test file. */
export function temporaryUploadDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'kabuto-uploads-'));
  return {
    dir,
    configure: (config: AppConfig): AppConfig => ({ ...config, uploadDir: dir }),
    files: (): string[] => {
      try {
        return readdirSync(dir).sort();
      } catch {
        return [];
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
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
