import { z } from 'zod';
import { int32Id, ok, PESO } from '../common.ts';
import { TOURNAMENT_BOARD_SIZE, tournamentMeasures, tournamentStates } from '../calls/tournament.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The console's slot tournaments (docs/tournament.md "Console"), admins only: the list with each one's
 * entrants and prizes paid, schedule, change and cancel before the start; every change audited.
 */
const MANAGERS = ['admin'] as const;

export const TOURNAMENT_LIMITS = {
  /** Shortest and longest tournament (minutes). */
  minutes: { min: 5, max: 31 * 24 * 60 },
  /** The largest prize of one place (pesos). */
  prizePesos: { max: 1_000_000 },
  games: { max: 50 },
} as const;

export const consoleTournamentInputSchema = z.strictObject({
  startsAt: z.int().min(0),
  endsAt: z.int().min(0),
  measure: z.enum(tournamentMeasures),
  gameIds: z.array(int32Id(1)).min(1).max(TOURNAMENT_LIMITS.games.max),
  minBet: z.int().min(0).max(1_000_000 * PESO),
  /** Place 1 first; whole pesos, each place at most the one above it. */
  prizes: z
    .array(
      z
        .int()
        .min(PESO)
        .max(TOURNAMENT_LIMITS.prizePesos.max * PESO)
        .multipleOf(PESO),
    )
    .min(1)
    .max(TOURNAMENT_BOARD_SIZE),
  wagering: z.int().min(0).max(10),
});
export type ConsoleTournamentInput = z.infer<typeof consoleTournamentInputSchema>;

export const consoleTournamentSchema = consoleTournamentInputSchema.extend({
  tournamentId: z.int(),
  state: z.enum(tournamentStates),
  entrants: z.int(),
  /** Coin paid at the end (hundredths); 0 before. */
  paid: z.int(),
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ConsoleTournament = z.infer<typeof consoleTournamentSchema>;

export const consoleTournamentCalls = {
  consoleTournaments: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ list: z.array(consoleTournamentSchema), total: z.int(), houseSlots: z.array(z.object({ gameId: z.int(), name: z.string() })) }),
  }),
  /** Schedules one (9901 naming the field: a time, a game that is no house slot, prizes rising, an overlap). */
  consoleTournamentCreate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleTournamentInputSchema, response: ok({ tournament: consoleTournamentSchema }) }),
  /** Changes a scheduled one before its start (9902 once started, 9903 unknown). */
  consoleTournamentUpdate: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consoleTournamentInputSchema.extend({ tournamentId: int32Id(1) }),
    response: ok({ tournament: consoleTournamentSchema }),
  }),
  /** Cancels a scheduled one before its start (9902 once started, 9903 unknown). */
  consoleTournamentCancel: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({ tournamentId: int32Id(1) }), response: ok({ tournament: consoleTournamentSchema }) }),
};
