import { z } from 'zod';
import { body, hundredths, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { claimResultSchema } from './vip.ts';

/**
 * Follow the brand (issue 32, activity Follow 78; docs/follow.md): the official channels (set in the
 * console) and a reward the server can verify. Following a link proves nothing, so nothing is paid for
 * a click: an operator publishes a code on a channel, the player enters it (`followReceiveBonus`),
 * paid once per code and player through the rewards engine. Wrong guesses are limited per player.
 */

export const followChannelSchema = z.object({
  id: z.int(),
  name: z.string(),
  /** The channel's page (https). */
  url: z.string(),
  /** An icon alias the client knows (facebook, youtube, …; unknown ones show a generic icon). */
  icon: z.string(),
});
export type FollowChannel = z.infer<typeof followChannelSchema>;

/** A code as players type it: letters and digits, 4 to 20; case and spaces do not matter. */
export const followCodeInput = z
  .string()
  .trim()
  .min(4)
  .max(24)
  .regex(/^[A-Za-z0-9 -]+$/);

/** What the server stores and compares: upper case, no spaces or dashes. */
export const normaliseFollowCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export const followClaimSchema = z.object({
  code: z.string(),
  amount: hundredths,
  /** Epoch ms. */
  claimedAt: z.int(),
});
export type FollowClaim = z.infer<typeof followClaimSchema>;

export const followCalls = {
  /** The channels, and this player's claimed codes (newest first, the last 20). Public. */
  getFollowInfo: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({ channels: z.array(followChannelSchema), claims: z.array(followClaimSchema), withheld: z.boolean(), needsDeposit: z.boolean() }),
  }),
  /**
   * Claims a published code: paid once per code and player. 9811 no such code, 9812 not valid now,
   * 9813 the activity off, 5002 claimed already, 5003/5004 as every free bonus, 429 after too many
   * wrong codes (a window per player).
   */
  followReceiveBonus: defineCall({
    auth: 'user',
    body: body({ code: followCodeInput }),
    response: ok({ ...claimResultSchema, code: z.string(), amount: hundredths }),
  }),
};
