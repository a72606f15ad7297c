import { z } from 'zod';
import { body, ok, hundredths, int32Id } from '../common.ts';
import { defineCall } from '../define.ts';
import { redDotsSchema } from './rewards.ts';

/**
 * "User info" of spec §3. The password itself never leaves the server: hasPassword says if one is set.
 * The social-account fields are the linked providers (docs/social.md): the provider's subject ('' when
 * none is linked) and the name it gave.
 */
export const userInfoSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  account: z.string(),
  accountType: z.int(),
  avatar: z.string(),
  /** The uploaded avatar's address (`/avatars/<sha256>.jpg`), shown instead of `avatar`; '' when none. */
  avatarOther: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  hasPassword: z.boolean(),
  hasSafeboxPassword: z.boolean(),
  hasKyc: z.boolean(),
  /** The player has given other data (appUserOther: a contact email). */
  hasUserOther: z.boolean(),
  coin: hundredths,
  lottery: hundredths,
  safebox: hundredths,
  totalRecharge: hundredths,
  exchange: hundredths,
  bet: hundredths,
  vip: z.int().min(0),
  vipExp: z.int().min(0),
  userLevel: z.int().min(0),
  /** Days since registration. */
  regPeriod: z.int().min(0),
  /** The inviter's user id, 0 when none. */
  pid: z.int().min(0),
  facebookAccount: z.string(),
  lineAccount: z.string(),
  googleAccount: z.string(),
  facebookName: z.string(),
  lineName: z.string(),
  googleName: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const balancesSchema = z.object({
  coin: hundredths,
  lottery: hundredths,
  vip: z.int(),
  vipExp: z.int(),
  userLevel: z.int(),
  bet: hundredths,
  hasPassword: z.boolean(),
  /** The player's points and diamonds (ledger balances; counts, not pesos). */
  points: z.int().min(0),
  diamond: z.int().min(0),
  /** What waits for the player where (spec §3 red dots), computed by the server. */
  redDots: redDotsSchema,
});

export const accountCalls = {
  /** Fresh balances and VIP progress of the signed-in player. */
  refreshData: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(balancesSchema.shape),
  }),
  /** Everything the app loads after sign-in: user info, invite code, bank list, activity ids. */
  getAfterLoginInfoWeb: defineCall({
    auth: 'user',
    body: body({
      phoneInfo: z.string().max(256).optional(),
      deviceModel: z.string().max(128).optional(),
      messagingToken: z.string().max(512).optional(),
      deviceId: z.string().max(128).optional(),
    }),
    response: ok({
      userInfo: userInfoSchema,
      inviteCode: z.string(),
      aid: z.int(),
      registerTime: z.int(),
      bankList: z.array(z.object({ id: z.int(), bankId: z.int() })),
      activityIds: z.array(z.int()),
    }),
  }),
  /** Presence ping of the signed-in player (the client sends it every 60 s while the page is visible), naming the open game. */
  online: defineCall({
    auth: 'user',
    body: body({ gameId: int32Id().optional() }),
    response: ok({ serverTime: z.int() }),
  }),
  /**
   * Changes the nickname (trimmed, 1 to `lengths.nickname.max` characters from config) and/or the
   * avatar (one of the shipped set; choosing one drops an uploaded avatar); answers the updated user info.
   */
  updateProfile: defineCall({
    auth: 'user',
    body: body({
      nickname: z.string().min(1).max(64).optional(),
      avatar: z.string().max(64).optional(),
    }),
    response: ok({ userInfo: userInfoSchema }),
  }),
};
