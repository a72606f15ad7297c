import { z } from 'zod';
import { body, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Account security (issue 16): the player's recent security activity, their signed-in devices,
 * "sign out the others", and step-up. A stolen token alone must not be enough to move money out:
 * adding, changing or removing a withdrawal account, asking for a withdrawal, setting or changing
 * the password, linking a mobile number and signing out other devices each need a step-up grant, which `stepUp` gives for a
 * few minutes to the token that proved the player's password (or, for a player without one, an SMS
 * code sent to their own number by `stepUpSms`). Without a live grant those calls answer 403
 * `errors.security.stepUpRequired`; the app asks for the proof and tries again.
 */

/** What a security event says happened (server/security/kinds.ts has the same list). */
export const securityEventKinds = [
  'sign_in',
  'sign_in_failed',
  'sign_out',
  'password_changed',
  'password_reset',
  'mobile_bound',
  'card_added',
  'card_changed',
  'card_removed',
  'withdrawal_requested',
  'sessions_revoked',
  'step_up_failed',
  'safebox_password_set',
  'safebox_password_reset',
  /** A Google, LINE or Facebook account linked for sign-in, or unlinked (detail `provider`; docs/social.md). */
  'social_bound',
  'social_unbound',
] as const;
export type SecurityEventKind = (typeof securityEventKinds)[number];

export const securityEventSchema = z.object({
  /** The event id: also the cursor for the next page. */
  id: z.int(),
  kind: z.string(),
  /** The network address it came from. */
  ip: z.string(),
  /** The device as its browser describes it, summarised ("Android · Chrome"). */
  device: z.string(),
  time: z.int(),
  /** What the kind needs to be read: a card's type and last digits, an amount, a count… */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const sessionSchema = z.object({
  id: z.int(),
  device: z.string(),
  ip: z.string(),
  createdAt: z.int(),
  lastUsedAt: z.int(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type SessionSummary = z.infer<typeof sessionSchema>;

const password = z.string().min(1).max(128);
const smsCode = z.string().regex(/^\d{4,8}$/, { message: 'code' });

export const securityCalls = {
  /** The player's security events, newest first: a page before `beforeId`. */
  securityActivity: defineCall({
    auth: 'user',
    body: body({
      beforeId: z.int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
      pageSize: z.int().min(1).max(50).optional(),
    }),
    response: ok({ list: z.array(securityEventSchema), nextBeforeId: z.int().nullable() }),
  }),
  /** The player's signed-in devices (live tokens), the current one first. */
  securitySessions: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ list: z.array(sessionSchema) }),
  }),
  /** Signs out every other device (revokes every token but this one). Needs a step-up grant. */
  securitySignOutOthers: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ revoked: z.int().min(0) }),
  }),
  /**
   * Proves it is the player: `password` for players who have one, else `code` (from stepUpSms).
   * Gives this token a grant for `expiresIn` seconds. A wrong proof is 403 and counts as a failed
   * sign-in.
   */
  stepUp: defineCall({
    auth: 'user',
    // challenge + nonce: the sign-in guard's proof of work, asked for as accountLogin asks for it
    // (the password proof counts with failed sign-ins of the player).
    body: body({ password: password.optional(), code: smsCode.optional(), challenge: z.string().max(200).optional(), nonce: z.string().max(32).optional() }),
    response: ok({ expiresIn: z.int() }),
  }),
  /** Sends a step-up code to the player's own mobile number (players without a password). */
  stepUpSms: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ cooldownSeconds: z.int(), expiresIn: z.int(), codeLength: z.int(), mobile: z.string() }),
  }),
  /** Replaces the password (needs a step-up grant); every other device is signed out. */
  changePassword: defineCall({
    auth: 'user',
    body: body({ password }),
    response: ok({}),
  }),
};
