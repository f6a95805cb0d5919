import { z } from 'zod';
import { reasonField } from './admin';
import { operatorReason, reasonLocaleField } from '../localized';
import { VERIFICATION_STATUSES } from './user';
import { CUSTOMER, customerEndpoint, operatorEndpoint, operators } from '../endpoint';
import { emptyRequest } from './user';

/* ------------------------------------------------------------------------------------------------
 * Uploads: POST /api/vue/upload/image, multipart/form-data with the fields `purpose` and `file`.
 * The content decides the type (magic bytes), never the file name or the declared type.
 * --------------------------------------------------------------------------------------------- */

export const UPLOAD_PURPOSE_KEYS = ['id_front', 'id_back', 'deposit_proof', 'support_image'] as const;
export type UploadPurposeKey = (typeof UPLOAD_PURPOSE_KEYS)[number];
export const UPLOAD_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Largest accepted upload; bigger files are refused with `upload_too_large`. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;

export const uploadPurpose = z.enum(UPLOAD_PURPOSE_KEYS, { error: 'invalid_params' });
export const uploadResponse = z.object({
  uploadId: z.number().int(),
  contentType: z.enum(UPLOAD_CONTENT_TYPES),
  sizeBytes: z.number().int(),
});

/* ------------------------------------------------------------------------------------------------
 * Identity verification (spec: name, ID number, front and back images; the Japanese variant adds a
 * katakana name and the document type). Rules are here so the apps check exactly what the server
 * checks; every failed rule carries its catalogue key.
 * --------------------------------------------------------------------------------------------- */

/** Japanese identity documents of the spec. */
export const JAPANESE_DOCUMENT_TYPES = [
  'my_number_card',
  'drivers_license',
  'health_insurance_card',
] as const;
/** For customers outside Japan (the spec's generic "ID number"); `national_id` is the default. */
export const OTHER_DOCUMENT_TYPES = ['passport', 'national_id'] as const;
export const DOCUMENT_TYPE_KEYS = [...JAPANESE_DOCUMENT_TYPES, ...OTHER_DOCUMENT_TYPES] as const;
export type DocumentType = (typeof DOCUMENT_TYPE_KEYS)[number];

export function isJapaneseDocument(type: DocumentType): boolean {
  return (JAPANESE_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** Width-folds (NFKC), turns every run of white space (also U+3000) into one space, trims. */
export function collapseSpaces(value: string): string {
  return value.normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/**
 * Katakana name: NFKC first (half-width katakana become full-width, an ideographic space becomes a
 * plain one), then full-width katakana (ァ-ヶ, ヴ), the long vowel mark ー and the middle dot ・,
 * words separated by single spaces, with at least one kana letter.
 */
export const KATAKANA_NAME_PATTERN =
  /^(?=.*[\u30A1-\u30F6])[\u30A1-\u30F6\u30FB\u30FC]+(?: [\u30A1-\u30F6\u30FB\u30FC]+)*$/u;

/** Document numbers: NFKC, no spaces or hyphens (of any width), upper case. */
export function normalizeIdNumber(value: string): string {
  return value
    .normalize('NFKC')
    .replace(/[\s\-\u2010-\u2015\u2212]/gu, '')
    .toUpperCase();
}

/**
 * The check digit of a My Number (individual number, 12 digits): the 12th digit follows from the
 * first 11 with weights 2..7, 2..6 from the right, modulo 11 (Ministerial Ordinance, art. 5).
 */
export function isValidMyNumber(value: string): boolean {
  if (!/^\d{12}$/.test(value)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n += 1) {
    const digit = Number(value[11 - n]);
    const weight = n <= 6 ? n + 1 : n - 5;
    sum += digit * weight;
  }
  const remainder = sum % 11;
  const check = remainder <= 1 ? 0 : 11 - remainder;
  return Number(value[11]) === check;
}

/** Whether an ID number (already normalised) has the form its document type uses. */
export function isValidIdNumber(documentType: DocumentType, idNumber: string): boolean {
  switch (documentType) {
    case 'my_number_card':
      return isValidMyNumber(idNumber);
    case 'drivers_license':
      return /^\d{12}$/.test(idNumber);
    case 'health_insurance_card':
      // Insurer symbols may hold kana or kanji; numbers are digits.
      return /^[\p{L}\p{N}]{1,32}$/u.test(idNumber);
    case 'passport':
      return /^[A-Z0-9]{6,12}$/.test(idNumber);
    case 'national_id':
      return /^[A-Z0-9]{4,32}$/.test(idNumber);
  }
}

const uploadIdField = z
  .number({ error: 'id_images_required' })
  .int({ error: 'id_images_required' })
  .positive({
    error: 'id_images_required',
  });

export const kycSubmitRequest = z
  .object({
    name: z
      .string({ error: 'verification_name_required' })
      .transform(collapseSpaces)
      .pipe(
        z
          .string()
          .min(1, { error: 'verification_name_required' })
          .max(100, { error: 'invalid_params' })
          .regex(/\p{L}/u, { error: 'verification_name_required' }),
      ),
    idNumber: z
      .string({ error: 'id_number_required' })
      .transform(normalizeIdNumber)
      .pipe(
        z.string().min(1, { error: 'id_number_required' }).max(32, { error: 'id_number_format' }),
      ),
    frontUploadId: uploadIdField,
    backUploadId: uploadIdField,
    /** Required with a Japanese document; checked whenever given. An empty string counts as absent. */
    katakanaName: z
      .string({ error: 'katakana_name_format' })
      .max(200, { error: 'katakana_name_format' })
      .transform(collapseSpaces)
      .optional(),
    documentType: z
      .enum(DOCUMENT_TYPE_KEYS, { error: 'document_type_required' })
      .default('national_id'),
  })
  .superRefine((body, context) => {
    const katakana = body.katakanaName ?? '';
    if (katakana === '' && isJapaneseDocument(body.documentType)) {
      context.addIssue({
        code: 'custom',
        message: 'katakana_name_required',
        path: ['katakanaName'],
      });
    } else if (
      katakana !== '' &&
      (katakana.length > 100 || !KATAKANA_NAME_PATTERN.test(katakana))
    ) {
      context.addIssue({ code: 'custom', message: 'katakana_name_format', path: ['katakanaName'] });
    }
    if (body.idNumber !== '' && !isValidIdNumber(body.documentType, body.idNumber)) {
      context.addIssue({ code: 'custom', message: 'id_number_format', path: ['idNumber'] });
    }
  });
export const kycSubmitResponse = z.object({
  verificationId: z.number().int(),
  status: z.enum(VERIFICATION_STATUSES),
});

/** The customer's own view: names and numbers masked (it is enough to recognise them). */
export const kycStatusResponse = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** A rejection's reason, in the language the reviewer wrote it. */
  rejectReason: operatorReason.nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  name: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPE_KEYS).nullable(),
  idNumber: z.string().nullable(),
});

export const DOCUMENT_SIDES = ['front', 'back'] as const;
/** POST /api/vue/kyc/image: answers the image itself (image/jpeg, image/png or image/webp). */
export const kycImageRequest = z.object({
  side: z.enum(DOCUMENT_SIDES, { error: 'invalid_params' }),
});

/* ------------------------------------------------------------------------------------------------
 * Operator review (/api/admin/kyc/*, role compliance).
 * --------------------------------------------------------------------------------------------- */

export const kycQueueRequest = z.object({
  /** Keyset paging: the last id of the previous page. The queue is oldest first. */
  afterId: z.number().int().positive().optional(),
  limit: z.number().int().min(1).max(100).default(20),
});
export const kycQueueItem = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  account: z.string(),
  name: z.string(),
  katakanaName: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPE_KEYS),
  submittedAt: z.string(),
  previousRejections: z.number().int(),
});
export const kycQueueResponse = z.object({
  items: z.array(kycQueueItem),
  nextAfterId: z.number().int().nullable(),
});

export const verificationIdRequest = z.object({ verificationId: z.number().int().positive() });
export const kycDetailResponse = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  account: z.string(),
  status: z.enum(['pending', 'verified', 'rejected']),
  name: z.string(),
  katakanaName: z.string().nullable(),
  documentType: z.enum(DOCUMENT_TYPE_KEYS),
  idNumber: z.string(),
  frontUploadId: z.number().int(),
  backUploadId: z.number().int(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewReason: z.string().nullable(),
  /** This customer's earlier submissions, newest first. */
  history: z.array(
    z.object({
      id: z.number().int(),
      status: z.enum(['pending', 'verified', 'rejected']),
      submittedAt: z.string(),
      reviewedAt: z.string().nullable(),
      reviewReason: z.string().nullable(),
    }),
  ),
  /** Other customers' pending or verified submissions with the same document: a second account? */
  sameDocumentElsewhere: z.array(
    z.object({
      verificationId: z.number().int(),
      customerId: z.number().int(),
      account: z.string(),
      status: z.enum(['pending', 'verified', 'rejected']),
    }),
  ),
});
/** POST /api/admin/kyc/image: answers the image itself; each view is recorded in the audit log. */
export const kycAdminImageRequest = z.object({
  verificationId: z.number().int().positive(),
  side: z.enum(DOCUMENT_SIDES, { error: 'invalid_params' }),
});
export const kycApproveRequest = z.object({
  verificationId: z.number().int().positive(),
  reason: reasonField.optional(),
});
/** A rejection always says why: the customer sees this reason. */
export const kycRejectRequest = z.object({
  verificationId: z.number().int().positive(),
  reason: z.string({ error: 'reason_required' }).pipe(reasonField),
  /** The language of the reason, which the customer reads (the console sends its own). */
  reasonLocale: reasonLocaleField,
});
export const kycDecisionResponse = z.object({
  verificationId: z.number().int(),
  status: z.enum(['verified', 'rejected']),
});

/** The form of an upload: what the multipart parts are (the server reads them itself). */
export const uploadForm = z.object({
  purpose: uploadPurpose,
  file: z.string().meta({ format: 'binary', description: 'JPEG, PNG or WebP, at most 8 MB' }),
});

export const uploadApi = {
  image: customerEndpoint({
    path: '/upload/image',
    summary:
      'Upload an image (multipart: purpose = id_front | id_back | deposit_proof, file); JPEG, PNG or WebP up to 8 MB',
    request: uploadForm,
    response: uploadResponse,
    access: CUSTOMER,
    format: 'multipart',
  }),
};

export const kycApi = {
  image: customerEndpoint({
    path: '/kyc/image',
    summary: 'The customer’s own ID image (front or back) of their latest submission; answers the image',
    request: kycImageRequest,
    response: z.null(),
    access: CUSTOMER,
    answer: 'image',
  }),
  submit: customerEndpoint({
    path: '/kyc/submit',
    summary:
      'Submit identity verification: name, ID number, front and back images (uploaded first); katakana name and document type for Japanese documents',
    request: kycSubmitRequest,
    response: kycSubmitResponse,
    access: CUSTOMER,
    idempotency: 'optional',
  }),
  status: customerEndpoint({
    path: '/kyc/status',
    summary:
      'The customer’s verification status, with the reason when rejected (name and number masked)',
    request: emptyRequest,
    response: kycStatusResponse,
    access: CUSTOMER,
  }),
};

export const kycAdminApi = {
  image: operatorEndpoint({
    path: '/kyc/image',
    summary: 'An ID image of a verification (front or back); answers the image; each view is audited',
    request: kycAdminImageRequest,
    response: z.null(),
    access: operators('compliance'),
    answer: 'image',
  }),
  queue: operatorEndpoint({
    path: '/kyc/queue',
    summary: 'Pending identity verifications, oldest first (keyset paging by afterId)',
    request: kycQueueRequest,
    response: kycQueueResponse,
    access: operators('compliance'),
  }),
  detail: operatorEndpoint({
    path: '/kyc/detail',
    summary:
      'One identity verification in full, with the customer’s history and other accounts using the same document',
    request: verificationIdRequest,
    response: kycDetailResponse,
    access: operators('compliance'),
  }),
  approve: operatorEndpoint({
    path: '/kyc/approve',
    summary: 'Approve a pending identity verification (audited)',
    request: kycApproveRequest,
    response: kycDecisionResponse,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
  reject: operatorEndpoint({
    path: '/kyc/reject',
    summary: 'Reject a pending identity verification with a reason the customer sees (audited)',
    request: kycRejectRequest,
    response: kycDecisionResponse,
    access: operators('compliance'),
    idempotency: 'optional',
  }),
};
