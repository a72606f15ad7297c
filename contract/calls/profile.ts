import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { KYC_UPLOAD_BODY_LIMIT } from './kyc.ts';
import { userInfoSchema } from './account.ts';

/**
 * The profile beyond nickname and avatar (docs/profile.md): an uploaded avatar, and the "other user
 * data" of spec §3 (invite code, registration, the contact email the player gives). `updateProfile`
 * (nickname, shipped avatar) is in account.ts.
 */

/** The side of an uploaded avatar, in pixels: the app shows avatars at most 80 px (×3 on dense screens). */
export const AVATAR_UPLOAD_SIDE = 256;
export const EMAIL_MAX = 254;

export const userOtherSchema = z.object({
  /** The contact email the player gave, '' when none. */
  email: z.string(),
  /** Whether the player has given other data (today: the email). */
  hasUserOther: z.boolean(),
  inviteCode: z.string(),
  /** The agent the player came through, 0 when none. */
  aid: z.int(),
  /** Registration time (ms) and whole days since. */
  registerTime: z.int(),
  regPeriod: z.int().min(0),
});
export type UserOther = z.infer<typeof userOtherSchema>;

const base64 = z
  .string()
  .min(4)
  .max(KYC_UPLOAD_BODY_LIMIT)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

export const profileCalls = {
  /** A picture as avatar (JPEG, PNG or WebP, ≤ 2 MiB, as KYC): cropped to a square, re-encoded, and made the player's avatar. */
  uploadAvatar: defineCall({
    auth: 'user',
    bodyLimit: KYC_UPLOAD_BODY_LIMIT,
    body: body({ image: base64 }),
    response: ok({ userInfo: userInfoSchema }),
  }),
  /** The player's other data: contact email, invite code, registration. */
  appUserOther: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ other: userOtherSchema }),
  }),
  /** Sets (or with '' removes) the contact email. */
  updateAppUserOther: defineCall({
    auth: 'user',
    body: body({ email: z.string().trim().max(EMAIL_MAX) }),
    response: ok({ other: userOtherSchema, userInfo: userInfoSchema }),
  }),
};
