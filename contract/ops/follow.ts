import { z } from 'zod';
import { hundredths, int32Id, ok, PESO } from '../common.ts';
import { followCodeInput } from '../calls/follow.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Follow the brand in the console (docs/follow.md "Console"): the official channels (one list, saved
 * in one go, each channel keeping its id) and the codes operators publish on them, each with its validity window and reward. Every
 * save is audited with before and after; a code is withdrawn, never deleted (its claims stay).
 */
const MANAGERS = ['admin'] as const;

export const FOLLOW_LIMITS = { channels: 12, rewardPesos: { min: 1, max: 10_000 }, windowDays: 90 } as const;

export const followChannelInputSchema = z.strictObject({
  /** An existing channel's id (kept through a save, so its codes keep it); none for a new channel. 9815 naming `channels.<i>.id` for an id not in the list (or given twice). */
  id: int32Id(1).optional(),
  name: z.string().trim().min(1).max(40),
  /** https only (9815 otherwise). */
  url: z.string().trim().min(1).max(300),
  icon: z.string().trim().regex(/^[a-z0-9-]{1,24}$/),
});
export type FollowChannelInput = z.infer<typeof followChannelInputSchema>;

export const consoleFollowCodeInputSchema = z.strictObject({
  code: followCodeInput,
  /** The channel it is published on (null: any). */
  channelId: int32Id(1).nullable(),
  /** Epoch ms; the window is [startsAt, endsAt). */
  startsAt: z.int().min(0),
  endsAt: z.int().min(0),
  /** Hundredths of coin, whole pesos. */
  rewardCoin: z.int().min(FOLLOW_LIMITS.rewardPesos.min * PESO).max(FOLLOW_LIMITS.rewardPesos.max * PESO).multipleOf(PESO),
  wagering: z.int().min(0).max(10),
});
export type ConsoleFollowCodeInput = z.infer<typeof consoleFollowCodeInputSchema>;

export const consoleFollowCodeSchema = consoleFollowCodeInputSchema.extend({
  codeId: z.int(),
  withdrawn: z.boolean(),
  claims: z.int(),
  paid: hundredths,
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ConsoleFollowCode = z.infer<typeof consoleFollowCodeSchema>;

const channelsView = ok({ channels: z.array(followChannelInputSchema.extend({ id: z.int() })) });

export const consoleFollowCalls = {
  consoleFollowChannels: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({}), response: channelsView }),
  /**
   * Saves the channel list in its order: channels with an id updated, new ones added, those left out removed
   * (their codes then count for any channel). 9815 naming `channels.<i>.url` (not https) or `channels.<i>.id`
   * (unknown). A list equal to the saved one writes nothing.
   */
  consoleFollowChannelsSave: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ channels: z.array(followChannelInputSchema).max(FOLLOW_LIMITS.channels) }),
    response: channelsView,
  }),
  /** Codes newest first, a page at a time, with their claims. */
  consoleFollowCodes: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ list: z.array(consoleFollowCodeSchema), total: z.int() }),
  }),
  /** A new code (9815 a window that ends before it starts, in the past or too long, an unknown channel; 9816 the code taken). */
  consoleFollowCodeCreate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleFollowCodeInputSchema, response: ok({ code: consoleFollowCodeSchema }) }),
  /** Withdraws a code at once (9817 unknown); its claims stay paid. */
  consoleFollowCodeWithdraw: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({ codeId: int32Id(1) }), response: ok({ code: consoleFollowCodeSchema }) }),
};
