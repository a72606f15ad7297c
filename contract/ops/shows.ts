import { z } from 'zod';
import { hundredths, int32Id, ok, PESO } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Live shows in the console (docs/shows.md "Console"): admins schedule, change and cancel shows; each
 * save is audited with before and after. The stream address is checked by the server (https in
 * production, or a path on this site; http://127.0.0.1 and localhost also in development).
 */
const MANAGERS = ['admin'] as const;

export const LIVE_SHOW_LIMITS = {
  /** Minutes. */
  duration: { min: 5, max: 12 * 60 },
  rewardMinutes: { min: 1, max: 240 },
  rewardPesos: { min: 0, max: 100_000 },
} as const;

export const consoleLiveShowInputSchema = z.strictObject({
  title: z.string().trim().min(1).max(80),
  hostName: z.string().trim().min(1).max(60),
  /** An https HLS playlist (.m3u8), or a path on this site starting with one slash. */
  url: z.string().trim().min(1).max(500),
  /** Epoch ms. */
  startsAt: z.int().min(0),
  durationMinutes: z.int().min(LIVE_SHOW_LIMITS.duration.min).max(LIVE_SHOW_LIMITS.duration.max),
  /** Minutes of visible watching that earn the reward; 0 = no reward. */
  rewardMinutes: z.int().min(0).max(LIVE_SHOW_LIMITS.rewardMinutes.max),
  /** Hundredths of coin, whole pesos; 0 = no reward. */
  rewardCoin: z.int().min(0).max(LIVE_SHOW_LIMITS.rewardPesos.max * PESO).multipleOf(PESO),
  /** Wagering on the paid coin (× the amount; 0 = none), as other free bonuses. */
  wagering: z.int().min(0).max(10),
});
export type ConsoleLiveShowInput = z.infer<typeof consoleLiveShowInputSchema>;

export const liveShowStates = ['scheduled', 'live', 'over', 'cancelled'] as const;

export const consoleLiveShowSchema = consoleLiveShowInputSchema.extend({
  showId: z.int(),
  endsAt: z.int(),
  state: z.enum(liveShowStates),
  /** Players who watched at all, those who earned the reward, and the coin paid (hundredths). */
  viewers: z.int(),
  earned: z.int(),
  paid: hundredths,
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ConsoleLiveShow = z.infer<typeof consoleLiveShowSchema>;

export const consoleLiveShowCalls = {
  /** Shows newest start first, a page at a time. */
  consoleLiveShows: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ list: z.array(consoleLiveShowSchema), total: z.int() }),
  }),
  /** Schedules a show (9805 naming the field: an address not allowed, an end in the past, a reward of minutes without coin or the reverse, a reward longer than the show). */
  consoleLiveShowCreate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleLiveShowInputSchema, response: ok({ show: consoleLiveShowSchema }) }),
  /** Changes a show not yet over (9806 unknown, 9807 over or cancelled, 9805 as create). */
  consoleLiveShowUpdate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleLiveShowInputSchema.extend({ showId: int32Id(1) }), response: ok({ show: consoleLiveShowSchema }) }),
  /** Cancels a show not yet over (9806, 9807). */
  consoleLiveShowCancel: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({ showId: int32Id(1) }), response: ok({ show: consoleLiveShowSchema }) }),
};
