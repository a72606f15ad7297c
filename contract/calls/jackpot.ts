import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The Lucky Jackpot (activity 47, issue 5). The spec names the calls and the fields of "jackpot info"
 * and of a draw result (§3); the shapes below fill in the rest. The server draws every result with
 * the configured weights (which it never sends) and credits it through the ledger before answering.
 */

/** JackpotAwardType: 1 an item (coins, points, diamonds), 2 a jackpot tier (Mega … Mini). */
export const JackpotAwardType = { item: 1, jackpot: 2 } as const;

/** One cell of the draw board (the highlight runs over these in order). */
export const jackpotAwardSchema = z.object({
  /** The cell's id: a draw result names the cell it lands on. */
  id: z.int(),
  propId: z.int(),
  /** Hundredths for coins, a count for points and diamonds; 1 for jackpot tiers (the amount is drawn). */
  count: z.int(),
  /** The number the cell shows (e.g. 10 for 1,000 hundredths of coins). */
  showNum: z.int(),
  type: z.int(),
});
export type JackpotAward = z.infer<typeof jackpotAwardSchema>;

/** A jackpot tier: its current display value and the range a win of it is drawn from. */
export const jackpotTierSchema = z.object({
  /** 50001 Mega, 50002 Major, 50003 Minor, 50004 Mini. */
  propId: z.int(),
  /** The value shown now (the client refreshes it at random within the range every 6 s). */
  value: hundredths,
  min: hundredths,
  max: hundredths,
});
export type JackpotTier = z.infer<typeof jackpotTierSchema>;

export const jackpotWinnerSchema = z.object({
  /** Masked (e.g. "Ju***a"). */
  nickname: z.string(),
  propId: z.int(),
  bonus: hundredths,
  time: z.int(),
});
export type JackpotWinner = z.infer<typeof jackpotWinnerSchema>;

/** A draw result (spec §3): id is the board cell landed on; bonus is what was credited. */
export const jackpotDrawResultSchema = z.object({
  id: z.int(),
  propId: z.int(),
  /** What was credited: hundredths for coins and jackpot tiers, a count otherwise. */
  count: z.int(),
  type: z.int(),
  /** Hundredths credited for a jackpot tier (0 for items). */
  bonus: hundredths,
  /** The tier's range the bonus was drawn from, "min-max" in hundredths ("" for items). */
  amountSection: z.string(),
});
export type JackpotDrawResult = z.infer<typeof jackpotDrawResultSchema>;

export const jackpotInfoSchema = z.object({
  /** The activity is on (between its start and end, status on). */
  running: z.boolean(),
  /** The pool's balance (hundredths). */
  total: hundredths,
  tiers: z.array(jackpotTierSchema),
  awards: z.array(jackpotAwardSchema),
  /** Draws the player holds (0 for a visitor). */
  chanceSize: z.int().min(0),
  canReceiveDrawChance: z.boolean(),
  /** Deposit still needed for the next chance (hundredths; 0 when deposits do not earn chances). */
  needDeposit: hundredths,
  /** Betting still needed for the next chance (hundredths; 0 when bets do not earn chances). */
  needTyping: hundredths,
  /** Deposit that earns one chance, and betting that earns one (hundredths; 0 = not a way to earn). */
  depositPerChance: hundredths,
  betPerChance: hundredths,
  jackpotWinnerList: z.array(jackpotWinnerSchema),
});
export type JackpotInfo = z.infer<typeof jackpotInfoSchema>;

export const jackpotLogEntrySchema = jackpotDrawResultSchema.extend({
  /** The draw's own id (the `id` field is the board cell). */
  drawId: z.int(),
  time: z.int(),
});
export type JackpotLogEntry = z.infer<typeof jackpotLogEntrySchema>;

export const jackpotRankEntrySchema = z.object({
  rank: z.int().min(1),
  nickname: z.string(),
  /** Hundredths won from jackpot tiers in the ranking period. */
  bonus: hundredths,
  /** The player's biggest tier in the period. */
  propId: z.int(),
});
export type JackpotRankEntry = z.infer<typeof jackpotRankEntrySchema>;

const page = (size: number) => ({
  pageNum: int32Id(1).default(1),
  pageSize: z.int().min(1).max(size).default(size),
});

export const jackpotCalls = {
  /** The Lucky Jackpot: pool, tiers, board, the player's chances and recent winners. Public: a visitor gets no chances. */
  getJackpotDrawInfo: defineCall({
    auth: 'public',
    body: body({}),
    response: ok(jackpotInfoSchema.shape),
  }),
  /**
   * Spends one chance and answers its result. `requestId` makes a retry answer the first result
   * instead of drawing again; a second tab's concurrent request with another id draws only if a
   * second chance is held.
   */
  receiveDrawChance: defineCall({
    auth: 'user',
    body: body({ requestId: z.string().min(8).max(64) }),
    response: ok({ result: jackpotDrawResultSchema, chanceSize: z.int().min(0), drawId: z.int() }),
  }),
  /** The player's own draws, newest first, a page at a time. */
  getPersonJackpotDrawAwardLog: defineCall({
    auth: 'user',
    body: body(page(20)),
    response: ok({ list: z.array(jackpotLogEntrySchema), total: z.int().min(0) }),
  }),
  /** This month's (Asia/Manila) biggest jackpot winners; `mine` is the player's own row when ranked. */
  getJackpotRank: defineCall({
    auth: 'public',
    body: body(page(10)),
    response: ok({ list: z.array(jackpotRankEntrySchema), total: z.int().min(0), mine: jackpotRankEntrySchema.nullable() }),
  }),
};
