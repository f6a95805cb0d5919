import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { AppConfig } from '../config';
import { answerOf, type ApiAnswer, type TestApp } from './app';

/** Test helpers for uploads: the multipart form a browser sends, and a directory to store them in. */

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
  return answerOf(response);
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

/** A photo-like image of noise (so no two are alike), to encode as the test needs. */
export function noiseImage(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}
