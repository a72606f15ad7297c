import { z } from 'zod';
import { body, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * KYC (identity verification, DESIGN §8, docs/kyc.md): the player photographs a government ID and a
 * selfie with the phone camera; the app resizes each on the device and uploads it (`uploadKyc`, one
 * image a call, base64 in the JSON body: the one dispatcher, with a larger body limit for this call
 * only); `addKyc` submits the ID's type and number with the two file ids; a compliance operator
 * approves or rejects it in the console. Approved, the player may withdraw above `kycAmount`.
 */

/** The government IDs the Philippines' KYC rules accept most often (BSP Circular 1022's primary IDs). */
export const kycIdTypes = ['philsys', 'passport', 'drivers', 'umid', 'sss', 'prc', 'postal', 'voters', 'tin'] as const;
export type KycIdType = (typeof kycIdTypes)[number];

export const kycStatuses = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycStatus = (typeof kycStatuses)[number];

/** The largest image the server takes, decoded: the app sends ≤ 1600 px JPEGs of a few hundred KB. */
export const KYC_MAX_FILE_BYTES = 2 * 1024 * 1024;
/** Its base64 length (4 characters per 3 bytes, padded). */
export const KYC_MAX_BASE64_CHARS = Math.ceil(KYC_MAX_FILE_BYTES / 3) * 4;
/**
 * The request body limit of `uploadKyc`; every other call keeps 64 KiB. Twice the largest image's
 * base64, so a photo somewhat too large is read and answered with `kycFileTooLarge` (the limit named);
 * beyond this the answer is the generic 413.
 */
export const KYC_UPLOAD_BODY_LIMIT = 2 * KYC_MAX_BASE64_CHARS;

export const kycStateSchema = z.object({
  status: z.enum(kycStatuses),
  /** Why the latest submission was rejected (the operator's words), '' otherwise. */
  rejectReason: z.string(),
  /** Hundredths: withdrawals above this need an approved KYC. */
  kycAmount: z.int().min(0),
  /** Whether the player may submit now (none or rejected). */
  isAddKyc: z.boolean(),
  hasKyc: z.boolean(),
  /** Config: new players see the KYC popup at start until they have submitted. */
  isNewUserForcePopKyc: z.boolean(),
  idTypes: z.array(z.enum(kycIdTypes)),
  /** The latest submission's times (ms), null before any. */
  submittedAt: z.int().nullable(),
  decidedAt: z.int().nullable(),
});
export type KycState = z.infer<typeof kycStateSchema>;

/** Base64 of the image's bytes; its decoded size is checked by the server (kycFileTooLarge names the limit). */
const base64 = z
  .string()
  .min(4)
  .max(KYC_UPLOAD_BODY_LIMIT)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const kycCalls = {
  /** One image (the ID or the selfie), base64 of its bytes: JPEG, PNG or WebP only, ≤ 2 MiB. Answers its file id. */
  uploadKyc: defineCall({
    auth: 'user',
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
    body: body({ image: base64, kind: z.enum(['id', 'selfie']) }),
    response: ok({ fileId: int32Id(1) }),
  }),
  /** Submits the ID and selfie for review. The files must be the player's own, unused uploads of the right kind. */
  addKyc: defineCall({
    auth: 'user',
    body: body({
      idType: z.enum(kycIdTypes),
      idNumber: z.string().trim().min(4).max(32).regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, { message: 'kycIdNumber' }),
      /** The name as printed on the ID: the reviewer compares it, the restricted-persons check matches it. */
      fullName: z.string().trim().min(2).max(100),
      idFileId: int32Id(1),
      selfieFileId: int32Id(1),
    }),
    response: ok({ kyc: kycStateSchema }),
  }),
  /** The player's KYC state (the page and the start popup read it). */
  kyc: defineCall({ auth: 'user', body: body({}), response: ok({ kyc: kycStateSchema }) }),
  /** The latest review result. */
  queryKycResult: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ status: z.enum(kycStatuses), rejectReason: z.string(), decidedAt: z.int().nullable() }),
  }),
};
