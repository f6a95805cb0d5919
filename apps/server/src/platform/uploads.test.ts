import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema-kyc';
import { signUpAndLogIn } from '../test/app';
import {
  multipartBody,
  noiseImage,
  postUpload,
  temporaryUploadDir,
  type FilePart,
} from '../test/uploads';
import { useTestApp } from '../test/use-test-app';
import { readUpload, UPLOADS_PER_DAY } from './uploads';

const uploadDir = temporaryUploadDir();
const { t } = useTestApp({ uploads: uploadDir });
let customer: Awaited<ReturnType<typeof signUpAndLogIn>>;
beforeAll(async () => {
  customer = await signUpAndLogIn(t);
});

function upload(
  fields: Record<string, string>,
  files: FilePart[],
  headers: Record<string, string> = customer.headers,
) {
  return postUpload(t, headers, fields, files);
}

async function storedState() {
  const [rows] = await t.database.db.select({ count: count() }).from(uploads);
  return { files: readdirSync(uploadDir.dir).sort(), rows: rows?.count ?? 0 };
}

async function rowOf(uploadId: number) {
  const [row] = await t.database.db.select().from(uploads).where(eq(uploads.id, uploadId));
  return row!;
}

/** Expects a refusal with the key, and that nothing at all was stored (an ID front by default). */
async function expectRefusedAndNothingStored(
  files: FilePart[],
  key: string,
  fields: Record<string, string> = { purpose: 'id_front' },
) {
  const before = await storedState();
  const answer = await upload(fields, files);
  expect(answer).toMatchObject({ status: 0, msg: key, data: null });
  expect(await storedState()).toEqual(before);
}

describe('accepted uploads', () => {
  it('stores a JPEG under a random name in the upload directory, with its digest, and answers its id', async () => {
    const jpeg = await noiseImage(80, 60).jpeg().toBuffer();
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
    const stored = readFileSync(path.join(uploadDir.dir, row.storagePath));
    expect(stored.length).toBe(row.sizeBytes);
    expect(createHash('sha256').update(stored).digest('hex')).toBe(row.sha256);
    expect((await sharp(stored).metadata()).format).toBe('jpeg');
  });

  it('decides the type by content: a PNG named .exe and declared as octet-stream is stored as a PNG; WebP too', async () => {
    const png = await noiseImage(20, 20).png().toBuffer();
    const asPng = await upload({ purpose: 'deposit_proof' }, [
      { data: png, filename: 'setup.exe', contentType: 'application/octet-stream' },
    ]);
    expect(asPng.data).toMatchObject({ contentType: 'image/png' });
    expect((await rowOf(asPng.data.uploadId)).storagePath).toMatch(/\.png$/);
    const webp = await noiseImage(20, 20).webp().toBuffer();
    const asWebp = await upload({ purpose: 'id_back' }, [
      { data: webp, filename: 'x.jpg', contentType: 'image/jpeg' },
    ]);
    expect(asWebp.data).toMatchObject({ contentType: 'image/webp' });
  });

  it('accepts the file before the purpose field as well', async () => {
    const jpeg = await noiseImage(10, 10).jpeg().toBuffer();
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
    const withExif = await noiseImage(40, 20)
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
      path.join(uploadDir.dir, (await rowOf(answer.data.uploadId)).storagePath),
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
    const jpeg = await noiseImage(16, 16).jpeg().toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from("<?php system($_GET['c']); ?>")]);
    const answer = await upload({ purpose: 'deposit_proof' }, [
      { data: polyglot, filename: 'shell.php.jpg' },
    ]);
    expect(answer.status).toBe(1);
    const stored = readFileSync(
      path.join(uploadDir.dir, (await rowOf(answer.data.uploadId)).storagePath),
    );
    expect(stored.includes('<?php')).toBe(false);
  });
});

describe('refused uploads store nothing', () => {
  it('refuses a PHP script renamed .png and declared as image/png', async () => {
    const php = Buffer.from("<?php echo shell_exec($_GET['cmd']); ?>\n");
    await expectRefusedAndNothingStored(
      [{ data: php, filename: 'avatar.png', contentType: 'image/png' }],
      'upload_type_not_allowed',
    );
  });

  it('refuses images of other types: GIF, SVG, and an empty file', async () => {
    const gif = await noiseImage(8, 8).gif().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const others: FilePart[] = [
      { data: gif, filename: 'a.gif', contentType: 'image/gif' },
      { data: svg, filename: 'a.png', contentType: 'image/png' },
      { data: Buffer.alloc(0) },
    ];
    for (const file of others)
      await expectRefusedAndNothingStored([file], 'upload_type_not_allowed');
  });

  it('refuses a 20 MB image', async () => {
    // Uncompressed noise: a real, decodable PNG of about 20 MB.
    const big = await noiseImage(2600, 2600).png({ compressionLevel: 0 }).toBuffer();
    expect(big.length).toBeGreaterThan(20_000_000);
    await expectRefusedAndNothingStored(
      [{ data: big, filename: 'big.png', contentType: 'image/png' }],
      'upload_too_large',
    );
  });

  it('refuses a truncated JPEG and a truncated PNG', async () => {
    const jpeg = await noiseImage(200, 150).jpeg().toBuffer();
    const png = await noiseImage(100, 100).png().toBuffer();
    const truncated: FilePart[] = [
      { data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) },
      { data: png.subarray(0, png.length - 100), contentType: 'image/png' },
    ];
    for (const file of truncated)
      await expectRefusedAndNothingStored([file], 'upload_image_unreadable');
  });

  it('refuses a small file that claims an enormous canvas (decompression bomb)', async () => {
    const png = Buffer.from(await noiseImage(4, 4).png().toBuffer());
    // IHDR starts at byte 8: length(4) type(4) width(4) height(4) ...; CRC over type+data follows the 13 data bytes.
    png.writeUInt32BE(30_000, 16);
    png.writeUInt32BE(30_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    await expectRefusedAndNothingStored(
      [{ data: png, contentType: 'image/png' }],
      'upload_image_unreadable',
    );
  });

  it('refuses a missing or unknown purpose, a missing file, a second file, and a JSON body', async () => {
    const jpeg = await noiseImage(8, 8).jpeg().toBuffer();
    await expectRefusedAndNothingStored([{ data: jpeg }], 'invalid_params', {});
    await expectRefusedAndNothingStored([{ data: jpeg }], 'invalid_params', { purpose: 'avatar' });
    await expectRefusedAndNothingStored([], 'upload_failed');
    await expectRefusedAndNothingStored([{ data: jpeg }, { data: jpeg }], 'upload_failed');
    await expectRefusedAndNothingStored([{ data: jpeg, field: 'image' }], 'upload_failed');
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
    const jpeg = await noiseImage(8, 8).jpeg().toBuffer();
    const before = await storedState();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }], {});
    expect(answer).toMatchObject({ httpStatus: 401, status: 0, msg: 'unauthorized' });
    expect(await storedState()).toEqual(before);
  });

  it(`stores at most ${UPLOADS_PER_DAY} of 100 parallel uploads a day per customer, and nothing of the refused ones`, async () => {
    const busy = await signUpAndLogIn(t);
    const jpeg = await noiseImage(8, 8).jpeg().toBuffer();
    const before = await storedState();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        upload({ purpose: 'id_front' }, [{ data: jpeg }], busy.headers),
      ),
    );
    const accepted = answers.filter((answer) => answer.status === 1).length;
    expect(accepted).toBe(UPLOADS_PER_DAY);
    expect(answers.filter((answer) => answer.msg === 'too_frequent')).toHaveLength(
      100 - UPLOADS_PER_DAY,
    );
    const after = await storedState();
    expect(after.rows - before.rows).toBe(UPLOADS_PER_DAY);
    expect(after.files.length - before.files.length).toBe(UPLOADS_PER_DAY);
    // Other customers are not affected; the next day the customer may upload again.
    expect((await upload({ purpose: 'id_front' }, [{ data: jpeg }])).status).toBe(1);
    expect((await upload({ purpose: 'id_front' }, [{ data: jpeg }], busy.headers)).msg).toBe(
      'too_frequent',
    );
    t.clock.advanceSeconds(24 * 3600);
    expect((await upload({ purpose: 'id_front' }, [{ data: jpeg }], busy.headers)).status).toBe(1);
  });
});

describe('storage is private', () => {
  it('keeps uploads outside every public path: the public image route does not serve them', async () => {
    const jpeg = await noiseImage(8, 8).jpeg().toBuffer();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }]);
    const row = await rowOf(answer.data.uploadId);
    for (const publicRoot of [
      t.config.publicImagesDir,
      t.config.webDistDir,
      t.config.consoleDistDir,
    ]) {
      expect(path.relative(publicRoot, uploadDir.dir).startsWith('..')).toBe(true);
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
    const jpeg = await noiseImage(8, 8).jpeg().toBuffer();
    const answer = await upload({ purpose: 'id_front' }, [{ data: jpeg }]);
    const row = await rowOf(answer.data.uploadId);
    expect((await readUpload(uploadDir.dir, row)).length).toBe(row.sizeBytes);
    writeFileSync(
      path.join(uploadDir.dir, row.storagePath),
      await noiseImage(8, 8).jpeg().toBuffer(),
    );
    await expect(readUpload(uploadDir.dir, row)).rejects.toThrow(/digest/);
    await expect(
      readUpload(uploadDir.dir, { ...row, storagePath: '../outside.jpg' }),
    ).rejects.toThrow(/outside/);
  });
});
