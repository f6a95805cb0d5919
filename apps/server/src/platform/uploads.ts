import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { and, eq, sql } from 'drizzle-orm';
import {
  UPLOAD_MAX_BYTES,
  uploadApi,
  uploadPurpose,
  type UploadPurposeKey,
} from '@kabuto/contract';
import type { Database, Queryable } from '../db/client';
import { throttleCounters } from '../db/schema';
import { uploads } from '../db/schema-kyc';
import { queryRows, toId } from '../ledger/rows';
import { AppError } from './app-error';
import type { Clock } from './clock';
import type { EndpointServer, ImageAnswer } from './serve';

/**
 * Customer uploads (identity documents, deposit proofs): docs/kyc-and-cards.md.
 *
 * - The content decides: the magic bytes must say JPEG, PNG or WebP; the file name and the declared
 *   type are ignored.
 * - Size: the multipart parser stops reading a file past UPLOAD_MAX_BYTES, so nothing unbounded is
 *   held in memory.
 * - Every image is decoded and re-encoded: a truncated or corrupt image fails to decode and is
 *   refused; EXIF (GPS, camera, owner), XMP, ICC and anything appended after the image are dropped.
 * - Stored under the upload directory with a random name, outside any public path; served only by
 *   authenticated endpoints that check who is asking, after checking the stored digest.
 * - A refusal stores nothing: no file, no row.
 */

/** Multipart limits for the whole app (registered in app.ts): one file, one small field. */
export const MULTIPART_OPTIONS: FastifyMultipartOptions = {
  limits: {
    fileSize: UPLOAD_MAX_BYTES,
    files: 1,
    fields: 4,
    parts: 6,
    fieldSize: 256,
    fieldNameSize: 64,
    headerPairs: 32,
  },
  throwFileSizeLimit: true,
};

const ALLOWED_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
type AllowedType = keyof typeof ALLOWED_TYPES;

/** Decompression bombs: a small file may claim a huge canvas; refuse more than this many pixels. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Identity documents and transfer slips stay legible at this size; larger images are scaled down. */
const MAX_STORED_SIDE_PX = 4096;
/** Uploads one customer may make per 24 hours (protects the disk from a scripted client). */
export const UPLOADS_PER_DAY = 60;

export type ProcessedImage = {
  bytes: Buffer;
  contentType: AllowedType;
  extension: string;
  sha256: string;
};

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function isAllowedType(mime: string): mime is AllowedType {
  return Object.hasOwn(ALLOWED_TYPES, mime);
}

/** Checks the content and re-encodes it; throws the catalogue key that names what is wrong. */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const detected = await fileTypeFromBuffer(input);
  if (!detected || !isAllowedType(detected.mime)) throw new AppError('upload_type_not_allowed');
  const contentType = detected.mime;
  let bytes: Buffer;
  try {
    // failOn 'warning': a truncated or damaged image is an error, not a half-grey picture.
    let image = sharp(input, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      // Apply the EXIF orientation to the pixels before the EXIF is dropped.
      .rotate()
      .resize({
        width: MAX_STORED_SIDE_PX,
        height: MAX_STORED_SIDE_PX,
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (contentType === 'image/jpeg') image = image.jpeg({ quality: 90 });
    else if (contentType === 'image/png') image = image.png({ compressionLevel: 9 });
    else image = image.webp({ quality: 90 });
    // No withMetadata()/keepMetadata(): sharp writes none of the input's metadata.
    bytes = await image.toBuffer();
  } catch {
    throw new AppError('upload_image_unreadable');
  }
  return { bytes, contentType, extension: ALLOWED_TYPES[contentType], sha256: sha256Of(bytes) };
}

export type StoredUpload = typeof uploads.$inferSelect;

/** The counter that caps a customer's uploads (table throttle_counters: a fixed 24-hour window). */
const uploadQuotaKey = (customerId: number) => `uploads:customer:${customerId}`;
const UPLOAD_WINDOW_MS = 24 * 3600 * 1000;

/** Whether the customer has used up the day's uploads (a cheap early refusal before decoding). */
async function uploadQuotaUsedUp(db: Queryable, customerId: number, now: Date): Promise<boolean> {
  const [row] = await db
    .select()
    .from(throttleCounters)
    .where(eq(throttleCounters.key, uploadQuotaKey(customerId)));
  return (
    row !== undefined &&
    row.failures >= UPLOADS_PER_DAY &&
    now.getTime() - row.windowStartedAt.getTime() < UPLOAD_WINDOW_MS
  );
}

/**
 * Writes the processed image under a fresh random name and records it. The file is written first
 * (exclusive create) and removed again if the row cannot be written, so a refusal leaves nothing.
 * The daily cap is enforced by the statement that inserts the row: it counts the upload on the
 * customer's quota counter (a guarded upsert, which locks the counter row and re-reads it) and
 * inserts only if that counted, so parallel uploads cannot pass the cap together.
 */
export async function storeUpload(
  db: Database,
  uploadDir: string,
  values: { customerId: number; purpose: UploadPurposeKey; image: ProcessedImage; at: Date },
): Promise<StoredUpload> {
  const storagePath = `${randomBytes(16).toString('hex')}.${values.image.extension}`;
  const absolute = path.join(uploadDir, storagePath);
  await mkdir(uploadDir, { recursive: true, mode: 0o700 });
  await writeFile(absolute, values.image.bytes, { flag: 'wx', mode: 0o600 });
  try {
    const at = values.at;
    const windowStart = new Date(at.getTime() - UPLOAD_WINDOW_MS);
    const inserted = await queryRows<{ id: unknown }>(
      db,
      sql`WITH quota AS (
            INSERT INTO throttle_counters AS c (key, failures, window_started_at)
            VALUES (${uploadQuotaKey(values.customerId)}, 1, ${at})
            ON CONFLICT (key) DO UPDATE SET
              failures = CASE WHEN c.window_started_at <= ${windowStart} THEN 1 ELSE c.failures + 1 END,
              window_started_at = CASE WHEN c.window_started_at <= ${windowStart} THEN ${at}::timestamptz
                                       ELSE c.window_started_at END
            WHERE c.window_started_at <= ${windowStart} OR c.failures < ${UPLOADS_PER_DAY}
            RETURNING 1)
          INSERT INTO uploads (customer_id, purpose, content_type, size_bytes, sha256, storage_path, created_at)
          SELECT ${values.customerId}, ${values.purpose}, ${values.image.contentType},
                 ${values.image.bytes.length}, ${values.image.sha256}, ${storagePath}, ${at}
            FROM quota
          RETURNING id::text AS id`,
    );
    const [created] = inserted;
    if (!created) throw new AppError('too_frequent');
    const row = await findUploadById(db, toId(created.id));
    if (!row) throw new Error('upload row was not written');
    return row;
  } catch (error) {
    await rm(absolute, { force: true });
    throw error;
  }
}

/**
 * An upload of this customer, or undefined. Another customer's id and a missing id look the same,
 * so the answer never tells whether someone else's upload exists.
 */
export async function findOwnedUpload(
  db: Queryable,
  customerId: number,
  uploadId: number,
): Promise<StoredUpload | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.customerId, customerId)))
    .limit(1);
  return row;
}

/** The customer's upload for a purpose, or the refusal that fits: missing/foreign, or wrong purpose. */
export async function requireOwnedUpload(
  db: Queryable,
  customerId: number,
  uploadId: number,
  purpose: UploadPurposeKey,
): Promise<StoredUpload> {
  const row = await findOwnedUpload(db, customerId, uploadId);
  if (!row) throw new AppError('upload_not_found');
  if (row.purpose !== purpose) throw new AppError('upload_purpose_mismatch');
  return row;
}

export async function findUploadById(
  db: Queryable,
  uploadId: number,
): Promise<StoredUpload | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId)).limit(1);
  return row;
}

/**
 * Reads a stored upload back, refusing a path outside the upload directory and a file whose bytes
 * no longer match the digest recorded when it was stored.
 */
export async function readUpload(uploadDir: string, upload: StoredUpload): Promise<Buffer> {
  const root = path.resolve(uploadDir);
  const absolute = path.resolve(root, upload.storagePath);
  if (path.dirname(absolute) !== root)
    throw new Error(`upload ${upload.id} has a storage path outside the upload directory`);
  let bytes: Buffer;
  try {
    bytes = await readFile(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new AppError('upload_not_found');
    throw error;
  }
  if (sha256Of(bytes) !== upload.sha256)
    throw new Error(`upload ${upload.id} does not match its recorded digest`);
  return bytes;
}

/**
 * A stored upload as an image answer (serve.image sets the no-store, nosniff, inline headers): its
 * bytes, read back with the digest check, and a file name from the stem and the stored type.
 */
export async function uploadAnswer(
  uploadDir: string,
  upload: StoredUpload,
  fileStem: string,
): Promise<ImageAnswer> {
  const bytes = await readUpload(uploadDir, upload);
  const extension = isAllowedType(upload.contentType) ? ALLOWED_TYPES[upload.contentType] : 'bin';
  return { bytes, contentType: upload.contentType, fileName: `${fileStem}.${extension}` };
}

type MultipartErrorLike = { code?: unknown };

/** Reads the form: the `purpose` field and one `file` part, bounded by MULTIPART_OPTIONS. */
async function readUploadForm(
  request: FastifyRequest,
): Promise<{ purpose: unknown; file: Buffer | undefined }> {
  if (!request.isMultipart()) throw new AppError('upload_failed');
  let purpose: unknown;
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== 'file' || file) throw new AppError('upload_failed');
        file = bytes;
      } else if (part.fieldname === 'purpose') {
        purpose = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as MultipartErrorLike).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('upload_too_large');
    request.log.info({ err: error }, 'multipart upload refused');
    throw new AppError('upload_failed');
  }
  return { purpose, file };
}

export type UploadDeps = { db: Database; clock: Clock; uploadDir: string };

/** POST /api/vue/upload/image (multipart: purpose, file) → { uploadId, contentType, sizeBytes }. */
export function registerUploadRoutes(serve: EndpointServer, deps: UploadDeps): void {
  const { db, clock, uploadDir } = deps;
  serve.multipart(uploadApi.image, async ({ customer, request }) => {
    const form = await readUploadForm(request);
    const purpose = uploadPurpose.safeParse(form.purpose);
    if (!purpose.success) throw new AppError('invalid_params');
    if (!form.file) throw new AppError('upload_failed');
    // Decoding costs CPU: a customer past the cap is refused before it, and again, atomically,
    // by the insert (storeUpload) when parallel uploads raced past this check.
    if (await uploadQuotaUsedUp(db, customer.id, clock.now())) throw new AppError('too_frequent');
    const image = await processImage(form.file);
    const stored = await storeUpload(db, uploadDir, {
      customerId: customer.id,
      purpose: purpose.data,
      image,
      at: clock.now(),
    });
    return { uploadId: stored.id, contentType: image.contentType, sizeBytes: stored.sizeBytes };
  });
}
