import { z } from 'zod';
import { body, hundredths, int32Id, ok } from '../common.ts';
import { defineCall } from '../define.ts';

/**
 * The slot tournament (issue 32, activity SlotTournament 79, route `/activity/slotshack`;
 * docs/tournament.md). Operators schedule each one in the console: its time, the house slots it covers,
 * how it ranks players (`multiplier`: the best single win as a multiple of its stake; `validBet`: the
 * total valid bets) and the coin prize of each top place. Settled real spins of those slots during its
 * time enter the player (protected players never). At the end the prizes are paid once through the
 * rewards engine. The board (top places) reaches watching players over the live channel
 * (`tournament` event, at most every few seconds). Spec §7's generic `{hash}` and `...Log` calls of an
 * activity are `slotTournament` and `slotTournamentLog`; there is nothing to claim (prizes are paid).
 */

export const tournamentMeasures = ['multiplier', 'validBet'] as const;
export type TournamentMeasure = (typeof tournamentMeasures)[number];
/** `running` is derived from the clock (between start and end, not yet paid); `ended` once paid. */
export const tournamentStates = ['scheduled', 'running', 'ended', 'cancelled'] as const;
export type TournamentState = (typeof tournamentStates)[number];

/** How many places a board shows (and the most places a tournament may pay). */
export const TOURNAMENT_BOARD_SIZE = 20;

/**
 * A score as the board shows it. `multiplier`: the win over the stake in hundredths (2550 = ×25.50,
 * floored); `validBet`: hundredths of coin.
 */
export const tournamentBoardEntrySchema = z.object({
  place: z.int().min(1),
  /** The player's nickname, masked beyond its first two characters (players see each other's standing, not names). */
  nickname: z.string(),
  score: z.int().min(0),
});
export type TournamentBoardEntry = z.infer<typeof tournamentBoardEntrySchema>;

export const tournamentSchema = z.object({
  tournamentId: z.int(),
  /** Epoch ms. */
  startsAt: z.int(),
  endsAt: z.int(),
  state: z.enum(tournamentStates),
  measure: z.enum(tournamentMeasures),
  /** The house slots (game ids) whose spins count. */
  gameIds: z.array(z.int()),
  /** A spin below this stake (hundredths) does not count. */
  minBet: hundredths,
  /** The coin prize of place 1, 2, … (hundredths). */
  prizes: z.array(hundredths),
  /** The turnover multiple of the prizes' coin. */
  wagering: z.int().min(0),
  board: z.array(tournamentBoardEntrySchema),
  /** The signed-in player's standing (null: a visitor, or not entered). `place` counts every entrant. */
  me: z.object({ place: z.int().min(1), score: z.int().min(0), prize: hundredths }).nullable(),
  entrants: z.int().min(0),
});
export type Tournament = z.infer<typeof tournamentSchema>;

export const tournamentLogEntrySchema = z.object({
  tournamentId: z.int(),
  endsAt: z.int(),
  measure: z.enum(tournamentMeasures),
  place: z.int().min(1),
  score: z.int().min(0),
  prize: hundredths,
});

export const tournamentCalls = {
  /**
   * The tournament to show: the running one, else the next scheduled; and the last ended one (its
   * final board and the player's prize). Public (the route's `activities` guard lets visitors in when
   * the activity allows); `running` false when the activity is switched off (then nothing is listed).
   */
  slotTournament: defineCall({
    auth: 'public',
    body: body({}),
    response: ok({
      running: z.boolean(),
      current: tournamentSchema.nullable(),
      last: tournamentSchema.nullable(),
      withheld: z.boolean(),
      serverTime: z.int(),
    }),
  }),
  /** The player's places in ended tournaments, newest first. */
  slotTournamentLog: defineCall({
    auth: 'user',
    body: body({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(50).default(20) }),
    response: ok({ list: z.array(tournamentLogEntrySchema), total: z.int().min(0) }),
  }),
};
