import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema-kyc';
import { buildTestApp, signUpAndLogIn, type TestApp } from '../test/app';
import { readUpload, UPLOADS_PER_DAY } from './uploads';

// The same form a browser's FormData sends (platform tests do not import module helpers).
type FilePart = { field?: string; filename?: string; contentType?: string; data: Buffer };
function multipartBody(fields: Record<string, string>, files: FilePart[]) {
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

let t: TestApp;
let customer: Awaited<ReturnType<typeof signUpAndLogIn>>;
const uploadDir = mkdtempSync(path.join(tmpdir(), 'kabuto-uploads-'));

beforeAll(async () => {
  t = await buildTestApp({ configure: (config) => ({ ...config, uploadDir }) });
  customer = await signUpAndLogIn(t);
});
afterAll(async () => {
  await t.close();
  rmSync(uploadDir, { recursive: true, force: true });
});

async function upload(
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = customer.headers,
) {
  const body = multipartBody(fields, files);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/vue/upload/image',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
  const parsed = response.json<{ status: number; msg: string; data: any }>();
  return { httpStatus: response.statusCode, ...parsed };
}

function noise(width: number, height: number) {
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

async function storedState() {
  const [rows] = await t.database.db.select({ count: count() }).from(uploads);
  return { files: readdirSync(uploadDir).sort(), rows: rows?.count ?? 0 };
}

async function rowOf(uploadId: number) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
  return row!;
}

/** Expects a refusal with the key, and that nothing at all was stored. */
async function expectRefusedAndNothingStored(
  fields: Record<string, string>,
  files: FilePart[],
  key: string,
) {
  const before = await storedState();
  const answer = await upload(fields, files);
  expect(answer).toMatchObject({ status: 0, msg: key, data: null });
  expect(await storedState()).toEqual(before);
}

describe('accepted uploads', () => {
  it('stores a JPEG under a random name in the upload directory, with its digest, and answers its id', async () => {
    const jpeg = await noise(80, 60).jpeg().toBuffer();
    const answer = await upload({ purpose: 'id_front' }, [
      { data: jpeg, filename: 'my id card.jpg' },
    ]);
    expect(answer.status).toBe(1);
    expect(answer.data).toMatchObject({ contentType: 'image/jpeg' });
    const row = await rowOf(answer.data.uploadId);
    expect(row).toMatchObject({
      purpose: 'id_front',
      contentType: 'image/jpeg',
      sizeBytes: answer.data.sizeBytes,
    });
    expect(row.storagePath).toMatch(/^[0-9a-f]{32}\.jpg$/);
    expect(row.storagePath).not.toContain('my id card');
    const stored = readFileSync(path.join(uploadDir, row.storagePath));
    expect(stored.length).toBe(row.sizeBytes);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row.sha256);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('decides the type by content: a PNG named .exe and declared as octet-stream is stored as a PNG; WebP too', async () => {
    const png = await noise(20, 20).png().toBuffer();
    const asPng = await upload({ purpose: 'deposit_proof' }, [
      { data: png, filename: 'setup.exe', contentType: 'application/octet-stream' },
    ]);
    expect(asPng.data).toMatchObject({ contentType: 'image/png' });
    expect((await rowOf(asPng.data.uploadId)).storagePath).toMatch(/\.png$/);
    const webp = await noise(20, 20).webp().toBuffer();
    const asWebp = await upload({ purpose: 'id_back' }, [
      { data: webp, filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    expect(asWebp.data).toMatchObject({ contentType: 'image/webp' });
  });

  it('accepts the file before the purpose field as well', async () => {
    const jpeg = await noise(10, 10).jpeg().toBuffer();
    const body = multipartBody({}, [{ data: jpeg }]);
    const boundary = body.contentType.split('boundary=')[1]!;
    const closing = Buffer.from(`--${boundary}--\r\n`);
    const purposeLast = Buffer.concat([
      body.payload.subarray(0, body.payload.length - closing.length),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="purpose"\r\n\r\nid_front\r\n`,
      ),
      closing,
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/vue/upload/image',
      headers: { ...customer.headers, 'content-type': body.contentType },
      payload: purposeLast,
    });
    expect(response.json()).toMatchObject({ status: 1, data: { contentType: 'image/jpeg' } });
  });
});

describe('metadata', () => {
  it('strips EXIF, including GPS, from a JPEG, and keeps the picture upright', async () => {
    // 40 wide, 20 high, with EXIF orientation 6 (the camera was turned): it displays 20 x 40.
    const withExif = await noise(40, 20)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Owner-Secret-Name', Make: 'SpyPhone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '35/1 41/1 2209/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '139/1 41/1 3012/100',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(withExif).metadata();
    expect(original.orientation).toBe(6);
    expect(withExif.includes('Owner-Secret-Name')).toBe(true);
    // The GPS IFD pointer (tag 0x8825, little-endian) is in the original's EXIF.
    expect(original.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const answer = await upload({ purpose: 'id_front' }, [{ data: withExif }]);
    expect(answer.status).toBe(1);
    const stored = readFileSync(
      path.join(uploadDir, (await rowOf(answer.data.uploadId)).storagePath),
    );
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(stored.includes('Owner-Secret-Name')).toBe(false);
    expect(stored.includes('SpyPhone')).toBe(false);
    expect(stored.includes('Exif')).toBe(false);
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
  });

  it('drops anything appended after the image (a JPEG with a PHP script on its tail)', async () => {
    const jpeg = await noise(16, 16).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")]);
    const answer = await upload({ purpose: 'deposit_proof' }, [
      { data: polyglot, filename: 'shell.php.jpg' },
    ]);
    expect(answer.status).toBe(1);
    const stored = readFileSync(
      path.join(uploadDir, (await rowOf(answer.data.uploadId)).storagePath),
    );
    expect(stored.includes('<?php')).toBe(false);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a PHP script renamed .png and declared as image/png', async () => {
    const php = Buffer.from("<?php echo shell_exec($_GET['cmd']); ?>\n");
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: php, filename: 'avatar.png', contentType: 'image/png' }],
      'upload_type_not_allowed',
    );
  });

  it('refuses images of other types: GIF, SVG, and an empty file', async () => {
    const gif = await noise(8, 8).gif().toBuffer();
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: gif, filename: 'a.gif', contentType: 'image/gif' }],
      'upload_type_not_allowed',
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: svg, filename: 'a.png', contentType: 'image/png' }],
      'upload_type_not_allowed',
    );
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: Buffer.alloc(0) }],
      'upload_type_not_allowed',
    );
  });

  it('refuses a 20 MB image', async () => {
    // Uncompressed noise: a real, decodable PNG of about 20 MB.
    const big = await noise(2600, 2600).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(20_000_000);
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: big, filename: 'big.png', contentType: 'image/png' }],
      'upload_too_large',
    );
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = await noise(200, 150).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: truncated }],
      'upload_image_unreadable',
    );
    const png = await noise(100, 100).png().toBuffer();
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: png.subarray(0, png.length - 100), contentType: 'image/png' }],
      'upload_image_unreadable',
    );
  });

  it('refuses a small file that claims an enormous canvas (decompression bomb)', async () => {
    const png = Buffer.from(await noise(4, 4).png().toBuffer());
    // IHDR starts at byte 8: length(4) type(4) width(4) height(4) ...; CRC over type+data follows the 13 data bytes.
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: png, contentType: 'image/png' }],
      'upload_image_unreadable',
    );
  });

  it('refuses a missing or unknown purpose, a missing file, a second file, and a JSON body', async () => {
    const jpeg = await noise(8, 8).jpeg().toBuffer();
    await expectRefusedAndNothingStored({}, [{ data: jpeg }], 'invalid_params');
    await expectRefusedAndNothingStored({ purpose: 'avatar' }, [{ data: jpeg }], 'invalid_params');
    await expectRefusedAndNothingStored({ purpose: 'id_front' }, [], 'upload_failed');
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: jpeg }, { data: jpeg }],
      'upload_failed',
    );
    await expectRefusedAndNothingStored(
      { purpose: 'id_front' },
      [{ data: jpeg, field: 'image' }],
      'upload_failed',
    );
    const before = await storedState();
    const json = await t.call(
      '/upload/image',
      { purpose: 'id_front', file: jpeg.toString('base64') },
      customer.headers,
    );
    expect(json).toMatchObject({ status: 0, msg: 'upload_failed' });
    expect(await storedState()).toEqual(before);
  });

  it('refuses a caller without a session', async () => {
    const jpeg = await noise(8, 8).jpeg().toBuffer();
    const before = await storedState();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }], {});
    expect(answer).toMatchObject({ httpStatus: 401, status: 0, msg: 'unauthorized' });
    expect(await storedState()).toEqual(before);
  });

  it(`refuses more than ${UPLOADS_PER_DAY} uploads a day per customer`, async () => {
    const busy = await signUpAndLogIn(t);
    const jpeg = await noise(8, 8).jpeg().toBuffer();
    const first = await upload({ purpose: 'id_front' }, [{ data: jpeg }], busy.headers);
    const { customerId } = await rowOf(first.data.uploadId);
    await t.database.db.insert(uploads).values(
      Array.from({ length: UPLOADS_PER_DAY - 1 }, (_, index) => ({
        customerId,
        purpose: 'id_front' as const,
        contentType: 'image/jpeg',
        sizeBytes: 1,
        sha256: '0'.repeat(64),
        storagePath: `quota-test-${index}.jpg`,
        createdAt: t.clock.now(),
      })),
    );
    const before = await storedState();
    expect(await upload({ purpose: 'id_front' }, [{ data: jpeg }], busy.headers)).toMatchObject({
      msg: 'too_frequent',
    });
    expect(await storedState()).toEqual(before);
    // Other customers are not affected.
    expect((await upload({ purpose: 'id_front' }, [{ data: jpeg }])).status).toBe(1);
  });
});

describe('storage is private', () => {
  it('keeps uploads outside every public path: the public image route does not serve them', async () => {
    const jpeg = await noise(8, 8).jpeg().toBuffer();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }]);
    const row = await rowOf(answer.data.uploadId);
    for (const publicRoot of [
      t.config.publicImagesDir,
      t.config.webDistDir,
      t.config.consoleDistDir,
    ]) {
      expect(path.relative(publicRoot, uploadDir).startsWith('..')).toBe(true);
    }
    for (const url of [
      `/api/images/${row.storagePath}`,
      `/api/images/../../${row.storagePath}`,
      `/${row.storagePath}`,
      `/uploads/${row.storagePath}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: customer.headers });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('refuses to read back a file whose bytes changed after it was stored', async () => {
    const jpeg = await noise(8, 8).jpeg().toBuffer();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }]);
    const row = await rowOf(answer.data.uploadId);
    expect((await readUpload(uploadDir, row)).length).toBe(row.sizeBytes);
    writeFileSync(path.join(uploadDir, row.storagePath), await noise(8, 8).jpeg().toBuffer());
    await expect(readUpload(uploadDir, row)).rejects.toThrow(/digest/);
    await expect(readUpload(uploadDir, { ...row, storagePath: '../outside.jpg' })).rejects.toThrow(
      /outside/,
    );
  });
});
