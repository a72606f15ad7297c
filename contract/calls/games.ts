import { z } from 'zod';
import { body, hundredths, int32Id, manilaDay, ok, wholePesos } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Games (issue 6). The catalog travels in appConfig (gameList, gameTypes, gameBrands, cached by
 * gameListVersion). The spec names startGame (gameId), exitGame, gameLike, online (gameId), betRecord
 * and betRecordReport; their other fields, and the house slot's own calls (slotInfo, slotSpin,
 * slotRecall: what a provider's game server would answer its game client), are named here.
 *
 * A game session: startGame opens one and answers where the game runs (`launchUrl`); a provider
 * would answer its own address, the house provider answers an in-app route. `tryIt` sessions play
 * with demo credits that never touch the ledger.
 */

/** A slot symbol: `wild` substitutes for every normal symbol on a line; `scatter` pays anywhere. */
export const slotSymbolSchema = z.object({
  id: z.int().min(0),
  /** normal, wild or scatter. */
  kind: z.enum(['normal', 'wild', 'scatter']),
  /** The art alias suffix in the theme's bundle (e.g. "cherry" → slot-<theme>/cherry). */
  name: z.string(),
  /** Multipliers of the line bet (normal, wild) or of the total bet (scatter) for 3, 4 and 5 of a kind. */
  pays: z.array(z.int().min(0)).length(3),
});
export type SlotSymbol = z.infer<typeof slotSymbolSchema>;

/** What the game client needs to draw and explain a slot, without depositing. */
export const slotInfoSchema = z.object({
  gameId: z.int(),
  /** The theme: names the scene's asset bundle (slot-<theme>). */
  theme: z.string(),
  reels: z.int(),
  rows: z.int(),
  symbols: z.array(slotSymbolSchema),
  /** Each payline: the row (0 top … rows-1) it crosses on each reel, left to right. */
  lines: z.array(z.array(z.int().min(0))),
  /** Total bets a player may choose (hundredths); the line bet is bet / lines.length. */
  betLevels: z.array(hundredths),
  defaultBet: hundredths,
  /** The configured return to player, in basis points (9600 = 96.00%). */
  rtpBps: z.int(),
  /** The biggest win of one spin, as a multiple of the total bet. */
  maxWinMultiplier: z.int(),
});
export type SlotInfo = z.infer<typeof slotInfoSchema>;

export const slotLineWinSchema = z.object({
  /** Index into SlotInfo.lines; -1 for a scatter win. */
  line: z.int().min(-1),
  symbol: z.int(),
  /** How many in a row from the left (or scatters anywhere). */
  count: z.int().min(3),
  amount: hundredths,
  /** [reel, row] of each symbol that makes the win. */
  cells: z.array(z.tuple([z.int(), z.int()])),
});
export type SlotLineWin = z.infer<typeof slotLineWinSchema>;

/** One settled spin: everything the recall needs to replay it. */
export const slotRoundSchema = z.object({
  roundId: z.string(),
  gameId: z.int(),
  /** Symbol ids by reel then row: grid[reel][row]. */
  grid: z.array(z.array(z.int())),
  bet: hundredths,
  win: hundredths,
  wins: z.array(slotLineWinSchema),
  balanceBefore: hundredths,
  balanceAfter: hundredths,
  tryIt: z.boolean(),
  time: z.int(),
});
export type SlotRound = z.infer<typeof slotRoundSchema>;

export const betRecordSchema = z.object({
  roundId: z.string(),
  gameId: z.int(),
  gameName: z.string(),
  bet: hundredths,
  /** The part of the bet that counts for VIP, tasks and rebates. */
  validBet: hundredths,
  win: hundredths,
  /** win - bet (negative is a loss). */
  net: z.int(),
  /** settled or rolledBack. */
  status: z.string(),
  time: z.int(),
});
export type BetRecord = z.infer<typeof betRecordSchema>;

export const betReportRowSchema = z.object({
  /** The day (Asia/Manila, YYYY-MM-DD) when grouped by day; "" otherwise. */
  date: z.string(),
  /** The game when grouped by game; 0 otherwise. */
  gameId: z.int(),
  gameName: z.string(),
  count: z.int().min(0),
  bet: hundredths,
  validBet: hundredths,
  win: hundredths,
  net: z.int(),
});
export type BetReportRow = z.infer<typeof betReportRowSchema>;

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

export const gameCalls = {
  /**
   * Opens a game session. Errcodes: 4001 the game is unknown or disabled, 4002 its provider is in
   * maintenance. `activityId` is kept with the session (an activity that sent the player there).
   */
  startGame: defineCall({
    auth: 'user',
    body: body({ gameId: int32Id(1), tryIt: z.boolean().optional(), activityId: int32Id().optional() }),
    response: ok({
      sessionId,
      /** Where the game runs: an absolute URL for an outside provider, an app path for the house provider. */
      launchUrl: z.string(),
      tryIt: z.boolean(),
      /** Demo credits of a tryIt session (hundredths); the real coin balance otherwise. */
      balance: hundredths,
    }),
  }),
  /** Closes the session (the client sends it on leaving the game page); anything left in the provider returns to the wallet (answered as `retrieved`). */
  exitGame: defineCall({
    auth: 'user',
    body: body({ sessionId }),
    response: ok({ coin: hundredths, retrieved: hundredths }),
  }),
  /** Adds or removes a favourite (with gameId), or only answers the list (without). */
  gameLike: defineCall({
    auth: 'user',
    body: body({ gameId: int32Id(1).optional(), like: z.boolean().optional() }),
    response: ok({ gameLikeIds: z.array(z.int()) }),
  }),
  /** The player's bets, newest first. */
  betRecord: defineCall({
    auth: 'user',
    body: body({
      pageNum: int32Id(1).default(1),
      pageSize: z.int().min(1).max(50).default(20),
      gameId: int32Id(1).optional(),
      from: manilaDay.optional(),
      to: manilaDay.optional(),
    }),
    response: ok({ list: z.array(betRecordSchema), total: z.int().min(0) }),
  }),
  /** Totals of bet, valid bet, win and net between two days (Asia/Manila), by day or by game. */
  betRecordReport: defineCall({
    auth: 'user',
    body: body({ from: manilaDay, to: manilaDay, groupBy: z.enum(['day', 'game']).default('day') }),
    response: ok({ list: z.array(betReportRowSchema), total: betReportRowSchema }),
  }),
  /** Public: the paytable, lines and bets of a house slot (viewable without depositing). */
  slotInfo: defineCall({
    auth: 'public',
    body: body({ gameId: int32Id(1) }),
    response: ok({ info: slotInfoSchema }),
  }),
  /**
   * One spin of a house slot in an open session. `requestId` makes a retry answer the first result.
   * Errcodes: 2001 the bet is more than the balance, 4003 the session is closed or not the player's,
   * 400 a bet that is not one of betLevels.
   */
  slotSpin: defineCall({
    auth: 'user',
    body: body({ sessionId, bet: wholePesos, requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/) }),
    response: ok({ round: slotRoundSchema, balance: hundredths }),
  }),
  /** The last 10 rounds of one game (real play), for the game recall. */
  slotRecall: defineCall({
    auth: 'user',
    body: body({ gameId: int32Id(1) }),
    response: ok({ list: z.array(slotRoundSchema) }),
  }),
};
