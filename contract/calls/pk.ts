import { z } from 'zod';
import { body, hundredths, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * Red versus blue (issue 32, activity RedPKBlue 59; docs/pk.md). Operators schedule rounds in the
 * console (start, end, settlement time, prize pool, per-player cap, tie rule, wagering). A signed-in
 * player joins one camp per round (`pkSignUp`, locked for the round); from then until the round ends
 * the valid bets of their settled real rounds are their contribution, and a camp's score is its
 * players' contributions. At the settlement time the camp with the higher score wins and the pool is
 * split between its players pro rata to contribution, each share floored to the centavo and capped;
 * a tie follows the round's rule. The prize is paid once through the rewards engine. Scores reach open
 * pages over the live channel (`pk` event, at most one a second per round). Spec §7 shows no fields of
 * `pkData` and `redWars`; these are ours. Camps are `red` and `blue`.
 */

export const pkCamps = ['red', 'blue'] as const;
export type PkCamp = (typeof pkCamps)[number];

/** scheduled → open → ended → settled, or scheduled → cancelled (the console, before it starts). */
export const pkRoundStates = ['scheduled', 'open', 'ended', 'settled', 'cancelled'] as const;
export type PkRoundState = (typeof pkRoundStates)[number];

/** On a tie: `split` both camps' players share the pool pro rata (same cap); `none` nobody is paid. */
export const pkTieRules = ['split', 'none'] as const;
export type PkTieRule = (typeof pkTieRules)[number];

const campScoreSchema = z.object({
  /** The camp's contributions, hundredths of valid bets. */
  score: hundredths,
  players: z.int().min(0),
});

export const pkRoundSchema = z.object({
  roundId: z.int(),
  state: z.enum(pkRoundStates),
  /** Epoch ms: bets count from `startsAt` (or the player's joining, if later) until `endsAt`; paid at `settlesAt`. */
  startsAt: z.int(),
  endsAt: z.int(),
  settlesAt: z.int(),
  /** Hundredths of coin split between the winners. */
  pool: hundredths,
  /** The most one player is paid (hundredths). */
  capPerPlayer: hundredths,
  tieRule: z.enum(pkTieRules),
  /** Turnover multiple on the prize (0: none). */
  wagering: z.int().min(0),
  red: campScoreSchema,
  blue: campScoreSchema,
  /** Once settled: the winning camp, or `tie`. */
  winner: z.enum(['red', 'blue', 'tie']).nullable(),
});
export type PkRound = z.infer<typeof pkRoundSchema>;

export const pkHistoryEntrySchema = z.object({
  roundId: z.int(),
  startsAt: z.int(),
  endsAt: z.int(),
  winner: z.enum(['red', 'blue', 'tie']).nullable(),
  redScore: hundredths,
  blueScore: hundredths,
  /** This player's camp, contribution and prize in that round (null camp: did not join). */
  camp: z.enum(pkCamps).nullable(),
  contribution: hundredths,
  prize: hundredths,
});
export type PkHistoryEntry = z.infer<typeof pkHistoryEntrySchema>;

export const pkCalls = {
  /**
   * The round on now (open, or the next scheduled, or the last one over within a day), with both
   * camps' live scores; `camp` this player's camp in it; `withheld` a protected player (cannot join).
   */
  pkData: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({ round: pkRoundSchema.nullable(), camp: z.enum(pkCamps).nullable(), serverTime: z.int(), withheld: z.boolean() }),
  }),
  /**
   * This player's standing in the current round (camp, contribution, place within the camp, the prize
   * if it settled now) and their last rounds' results.
   */
  redWars: defineCall({
    auth: 'user',
    body: body({}),
    response: ok({
      roundId: z.int().nullable(),
      camp: z.enum(pkCamps).nullable(),
      contribution: hundredths,
      /** 1-based place by contribution within the camp; null when not joined. */
      rank: z.int().min(1).nullable(),
      campPlayers: z.int().min(0),
      /** What the player would be paid were the round settled on the scores now (hundredths). */
      projectedPrize: hundredths,
      prize: hundredths,
      history: z.array(pkHistoryEntrySchema),
    }),
  }),
  /**
   * Joins a camp for the current round (scheduled or open), once: the same camp again answers the same;
   * the other camp is 9702. 9701 no round to join (or the activity is off); 5004 a protected player.
   */
  pkSignUp: defineCall({
    auth: 'user',
    body: body({ camp: z.enum(pkCamps) }),
    response: ok({ roundId: z.int(), camp: z.enum(pkCamps), joinedAt: z.int() }),
  }),
};
