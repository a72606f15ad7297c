import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';
import { claimResultSchema } from './vip.ts';

/**
 * Live shows (issue 32, activity LiveShow 77; docs/shows.md). `getLiveUrl` is the spec's call (its
 * fields not shown; these are ours): what is on air now, or the schedule when nothing is. Operators
 * schedule shows in the console (an HLS stream, a host, a start and an end, optionally a reward for
 * watching `rewardMinutes` minutes). The minutes are counted by the SERVER from the page's presence
 * pings (`livePing`), sent only while the page is visible; `liveReceiveBonus` pays the reward once per
 * show and player through the rewards engine. The client never says how long it watched.
 */

/** How often a visible page pings (seconds); the server credits at most this much per ping. */
export const LIVE_PING_SECONDS = 30;

export const liveRewardStates = ['none', 'watching', 'ready', 'claimed'] as const;
export type LiveRewardState = (typeof liveRewardStates)[number];

export const liveShowSchema = z.object({
  showId: z.int(),
  title: z.string(),
  hostName: z.string(),
  /** Epoch ms. */
  startsAt: z.int(),
  endsAt: z.int(),
  /** Minutes of watching that earn the reward; 0 when the show has none. */
  rewardMinutes: z.int().min(0),
  /** The reward's coin (hundredths); 0 when none. */
  rewardCoin: hundredths,
});
export type LiveShow = z.infer<typeof liveShowSchema>;

export const liveNowSchema = liveShowSchema.extend({
  /** The HLS playlist (an https address, or a path on this site). */
  url: z.string(),
  /** Seconds the server has credited this player for this show (0 for a visitor). */
  watchedSeconds: z.int().min(0),
  /** none: the show pays nothing; watching: not earned yet; ready: earned, not claimed; claimed: paid. */
  rewardState: z.enum(liveRewardStates),
});
export type LiveNow = z.infer<typeof liveNowSchema>;

export const liveCalls = {
  /** The show on air now (null when none) and the coming ones (next 7 days, soonest first). Public. */
  getLiveUrl: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      live: liveNowSchema.nullable(),
      schedule: z.array(liveShowSchema),
      serverTime: z.int(),
      pingSeconds: z.int(),
      /** The player's protection withholds promotions: the show plays, no reward. */
      withheld: z.boolean(),
    }),
  }),
  /**
   * A visible page's presence: credits up to LIVE_PING_SECONDS since the last credited ping (a ping
   * sooner than that credits nothing; one after a long gap, a hidden page, restarts the count), never
   * outside the show's time, at most the show's length. 9801 when the show is not on air.
   */
  livePing: defineCall({
    auth: 'user',
    body: body({ showId: int32Id(1) }),
    response: ok({ credited: z.int().min(0), watchedSeconds: z.int().min(0), rewardState: z.enum(liveRewardStates) }),
  }),
  /** Pays the show's watch reward once (9802 not earned, 5002 paid already, 5003/5004 as every free bonus). */
  liveReceiveBonus: defineCall({
    auth: 'user',
    body: body({ showId: int32Id(1) }),
    response: ok({ ...claimResultSchema, showId: z.int(), amount: hundredths }),
  }),
};
