import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { kycIdTypes, kycStatuses } from '../calls/kyc.ts';
import { defineConsoleCall } from './define.ts';

/** The KYC review queue (compliance): docs/kyc.md. Images travel only here, to these roles. */
const REVIEWERS = ['compliance', 'admin'] as const;

export const consoleKycRowSchema = z.object({
  id: z.int(),
  userId: z.int(),
  account: z.string(),
  idType: z.enum(kycIdTypes),
  idNumber: z.string(),
  fullName: z.string(),
  status: z.enum(kycStatuses),
  rejectReason: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.int(),
  decidedAt: z.int().nullable(),
});
export type ConsoleKycRow = z.infer<typeof consoleKycRowSchema>;
/** Another account that submitted the same ID (docs/kyc.md "One person, one identity"): shown to the reviewer, never approved past silently. */
export const consoleKycLinkSchema = z.object({ userId: z.int(), account: z.string(), status: z.enum(kycStatuses), excluded: z.boolean() });
export type ConsoleKycLink = z.infer<typeof consoleKycLinkSchema>;

const imageSchema = z.object({ mime: z.literal('image/jpeg'), width: z.int(), height: z.int(), base64: z.string() });

export const consoleKycCalls = {
  /** Submissions waiting for a decision, oldest first. */
  consoleKycQueue: defineConsoleCall({
    auth: 'operator',
    roles: REVIEWERS,
    body: z.strictObject({}),
    response: ok({ submissions: z.array(consoleKycRowSchema) }),
  }),
  /** One submission with its two images and the player's birth date (to compare with the ID). */
  consoleKycView: defineConsoleCall({
    auth: 'operator',
    roles: REVIEWERS,
    body: z.strictObject({ id: int32Id(1) }),
    response: ok({ submission: consoleKycRowSchema, birthDate: z.string(), idImage: imageSchema, selfieImage: imageSchema, linked: z.array(consoleKycLinkSchema) }),
  }),
  /**
   * Approves (the player may withdraw above kycAmount) or rejects with a reason the player reads; once.
   * Approval is refused (409, errors.console.kycIdInUse) while another account has this ID approved.
   */
  consoleKycDecide: defineConsoleCall({
    auth: 'operator',
    roles: REVIEWERS,
    body: z.strictObject({ id: int32Id(1), decision: z.enum(['approve', 'reject']), reason: z.string().trim().min(1).max(500) }),
    response: ok({ submission: consoleKycRowSchema }),
  }),
};
