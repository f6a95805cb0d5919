import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyMultipartOptions } from '@fastify/multipart';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { and, count, eq, gte } from 'drizzle-orm';
import {
  envelope,
  UPLOAD_MAX_BYTES,
  uploadPurpose,
  uploadResponse,
  type UploadPurposeKey,
} from '@kabuto/contract';
import type { Database, Queryable } from '../db/client';
import { uploads } from '../db/schema-kyc';
import { AppError } from './app-error';
import { requireCustomer } from './auth';
import type { Clock } from './clock';
import { CUSTOMER_API_PREFIX, type RouteGuards } from './route';

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

/**
 * Writes the processed image under a fresh random name and records it. The file is written first
 * (exclusive create) and removed again if the row cannot be written, so a refusal leaves nothing.
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
    const [row] = await db
      .insert(uploads)
      .values({
        customerId: values.customerId,
        purpose: values.purpose,
        contentType: values.image.contentType,
        sizeBytes: values.image.bytes.length,
        sha256: values.image.sha256,
        storagePath,
        createdAt: values.at,
      })
      .returning();
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

/** Sends an upload as the answer: never cached, never sniffed, shown inline. */
export async function sendUpload(
  reply: FastifyReply,
  uploadDir: string,
  upload: StoredUpload,
  fileStem: string,
) {
  const bytes = await readUpload(uploadDir, upload);
  const extension = ALLOWED_TYPES[upload.contentType as AllowedType] ?? 'bin';
  return reply
    .header('content-type', upload.contentType)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${fileStem}.${extension}"`)
    .send(bytes);
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
export function registerUploadRoutes(
  app: FastifyInstance,
  guards: RouteGuards,
  deps: UploadDeps,
): void {
  const { db, clock, uploadDir } = deps;
  app.route({
    method: 'POST',
    url: `${CUSTOMER_API_PREFIX}/upload/image`,
    schema: {
      summary:
        'Upload an image (multipart: purpose = id_front | id_back | deposit_proof, file); JPEG, PNG or WebP up to 8 MB',
      tags: ['upload'],
      consumes: ['multipart/form-data'],
      response: { 200: envelope(uploadResponse) },
      security: [{ token: [], account: [] }],
    },
    preHandler: [guards.authenticateCustomer],
    handler: async (request) => {
      const customer = requireCustomer(request);
      const form = await readUploadForm(request);
      const purpose = uploadPurpose.safeParse(form.purpose);
      if (!purpose.success) throw new AppError('invalid_params');
      if (!form.file) throw new AppError('upload_failed');
      const since = new Date(clock.now().getTime() - 24 * 3600 * 1000);
      const [recent] = await db
        .select({ count: count() })
        .from(uploads)
        .where(and(eq(uploads.customerId, customer.id), gte(uploads.createdAt, since)));
      if ((recent?.count ?? 0) >= UPLOADS_PER_DAY) throw new AppError('too_frequent');
      const image = await processImage(form.file);
      const stored = await storeUpload(db, uploadDir, {
        customerId: customer.id,
        purpose: purpose.data,
        image,
        at: clock.now(),
      });
      return {
        status: 1 as const,
        msg: '',
        data: { uploadId: stored.id, contentType: image.contentType, sizeBytes: stored.sizeBytes },
      };
    },
  });
}
