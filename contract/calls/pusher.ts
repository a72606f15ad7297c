import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The coin pusher (issue 30, `/activity/coin-pusher`, auth, no top bar; docs/pusher.md). The spec names
 * no calls for it; these are ours. A drop is a stake of real coin: the server takes it, draws the
 * drop's prize through the fairness module (table `pusher`), pays it and answers; the board (matter-js,
 * scenes/pusher/) only shows it, steered so exactly the decided coins fall off the front edge.
 * A drop's win is `stake × (coins + (golden ? goldenWorth : 0))`.
 */

/** One prize a drop may win: `coins` plain coins over the front edge, and maybe the golden coin. */
export const pusherPrizeSchema = z.object({
  /** The fair table's entry id. */
  id: z.int(),
  /** Plain coins that fall off the front edge (each pays one stake). */
  coins: z.int().min(0),
  /** The golden coin falls too (pays `goldenWorth` stakes). */
  golden: z.boolean(),
  /** Its chance: weight / totalWeight of the table in force (the odds table on the page). */
  weight: z.int().min(0),
});
export type PusherPrize = z.infer<typeof pusherPrizeSchema>;

export const pusherInfoSchema = z.object({
  /** The pusher is on (config and the console's switch) and its fair table can draw. */
  running: z.boolean(),
  /** The stakes a player may choose (hundredths, whole pesos), smallest first. */
  stakes: z.array(hundredths),
  /** Lanes a coin may be dropped in (0 = leftmost). */
  lanes: z.int().min(1),
  /** Stakes the golden coin pays. */
  goldenWorth: z.int().min(1),
  prizes: z.array(pusherPrizeSchema),
  /** `pusher`, its version in force and total weight: a prize's chance is weight / totalWeight. */
  tableKey: z.string(),
  tableVersion: z.int().min(0),
  totalWeight: z.int().min(0),
  /** The return to player of the table in force, in basis points (9500 = 95.00%), computed from its weights. */
  rtpBasisPoints: z.int().min(0),
  /** A protected player (time-out, self-exclusion, a limit reached) cannot drop (6001/6002). */
  withheld: z.boolean(),
});
export type PusherInfo = z.infer<typeof pusherInfoSchema>;

/** A drop as the record keeps it. */
export const pusherDropSchema = z.object({
  dropId: z.int(),
  lane: z.int().min(0),
  stake: hundredths,
  prizeId: z.int(),
  coins: z.int().min(0),
  golden: z.boolean(),
  win: hundredths,
  /** The coin after the drop (hundredths). */
  balance: z.int(),
  /** The fair draw that decided it (verifiable in the fairness record). */
  fairDrawId: z.int(),
  time: z.int(),
});
export type PusherDrop = z.infer<typeof pusherDropSchema>;

const requestId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const pusherCalls = {
  /** The pusher's stakes, lanes, odds and RTP (the page is signed-in only). */
  getPusherInfo: defineCall({
    auth: 'user',
    body: body({}),
    response: ok(pusherInfoSchema.shape),
  }),
  /**
   * One drop: takes `stake` from the coin, draws the prize, pays it, answers (all in one transaction).
   * `requestId` makes a retry answer the first drop (staked and paid once). Refusals change nothing:
   * 2001 coin short, 9401 pusher off, 400 an unknown stake or lane, 6001/6002 protection.
   */
  pusherDrop: defineCall({
    auth: 'user',
    body: body({ requestId, lane: z.int().min(0).max(15), stake: int32Id(1) }),
    response: ok(pusherDropSchema.shape),
  }),
  /** The player's drops, newest first, a page at a time. */
  pusherLog: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(pusherDropSchema), total: z.int().min(0) }),
  }),
};
