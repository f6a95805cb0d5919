import { multipartBody, type FilePart } from '../modules/kyc/testing';

/** A body the upload route must answer within the envelope, named for the failure report. */
export type UploadCase = {
  name: string;
  payload: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
};

function form(fields: Record<string, string>, files: FilePart[] = []) {
  const { payload, contentType } = multipartBody(fields, files);
  return { payload, contentType };
}

/**
 * Multipart bodies for the upload route, for the API fuzz test: one valid, the others broken in
 * the ways a client or an attacker breaks them (fields, files, boundaries, sizes, content types).
 */
export function malformedUploads(png: Buffer): UploadCase[] {
  const good = form({ purpose: 'id_front' }, [
    { data: png, contentType: 'image/png', filename: 'a.png' },
  ]);
  return [
    { name: 'a valid PNG', ...good },
    { name: 'no file', ...form({ purpose: 'id_front' }) },
    { name: 'no purpose', ...form({}, [{ data: png }]) },
    { name: 'an unknown purpose', ...form({ purpose: 'avatar' }, [{ data: png }]) },
    { name: 'a NUL in the purpose', ...form({ purpose: 'id_front\u0000' }, [{ data: png }]) },
    { name: 'a lone surrogate in the purpose', ...form({ purpose: '\ud800' }, [{ data: png }]) },
    {
      name: 'text posing as an image',
      ...form({ purpose: 'id_back' }, [{ data: Buffer.from('not an image') }]),
    },
    {
      name: 'a truncated PNG',
      ...form({ purpose: 'deposit_proof' }, [{ data: png.subarray(0, 40) }]),
    },
    { name: 'two files', ...form({ purpose: 'id_front' }, [{ data: png }, { data: png }]) },
    {
      name: 'the file under another field',
      ...form({ purpose: 'id_front' }, [{ field: 'photo', data: png }]),
    },
    {
      name: 'too many parts',
      ...form({ a: '1', b: '2', c: '3', d: '4', e: '5', purpose: 'id_front' }, [{ data: png }]),
    },
    { name: 'an oversized field', ...form({ purpose: 'x'.repeat(10_000) }, [{ data: png }]) },
    { name: 'an oversized field name', ...form({ ['n'.repeat(500)]: '1' }, [{ data: png }]) },
    {
      name: 'a NUL in the file name',
      ...form({ purpose: 'id_front' }, [{ data: png, filename: 'a\u0000.png' }]),
    },
    {
      name: 'the wrong boundary',
      payload: good.payload,
      contentType: 'multipart/form-data; boundary=nope',
    },
    { name: 'no boundary', payload: good.payload, contentType: 'multipart/form-data' },
    {
      name: 'a cut-off body',
      payload: good.payload.subarray(0, 120),
      contentType: good.contentType,
    },
    { name: 'an empty body', payload: '', contentType: good.contentType },
    {
      name: 'JSON instead of a form',
      payload: '{"purpose":"id_front"}',
      contentType: 'application/json',
    },
    { name: 'plain text', payload: 'hello', contentType: 'text/plain' },
    {
      name: 'a body past the size limit',
      ...form({ purpose: 'id_front' }, [
        { data: Buffer.concat([png, Buffer.alloc(9 * 1024 * 1024)]) },
      ]),
    },
  ];
}
