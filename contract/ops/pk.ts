import { z } from 'zod';
import { int32Id, ok, PESO } from '../common.ts';
import { pkRoundSchema, pkTieRules } from '../calls/pk.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Red-versus-blue rounds in the console (docs/pk.md "Console"): admins schedule, change and cancel
 * rounds before they start and see every round's scores and settlement. Saves are audited.
 */
const MANAGERS = ['admin'] as const;

export const PK_LIMITS = {
  /** Seconds a round runs. */
  duration: { min: 60, max: 14 * 24 * 3600 },
  /** Seconds from the end to the settlement. */
  settleDelay: { min: 0, max: 24 * 3600 },
  poolPesos: { min: 1, max: 10_000_000 },
} as const;

export const consolePkRoundInputSchema = z.strictObject({
  /** Epoch ms; in the future. */
  startsAt: z.int().min(0),
  durationSeconds: z.int().min(PK_LIMITS.duration.min).max(PK_LIMITS.duration.max),
  settleDelaySeconds: z.int().min(PK_LIMITS.settleDelay.min).max(PK_LIMITS.settleDelay.max),
  /** Hundredths, whole pesos. */
  pool: z
    .int()
    .min(PK_LIMITS.poolPesos.min * PESO)
    .max(PK_LIMITS.poolPesos.max * PESO)
    .multipleOf(PESO),
  /** Hundredths, whole pesos, at most the pool (9703). */
  capPerPlayer: z
    .int()
    .min(PESO)
    .max(PK_LIMITS.poolPesos.max * PESO)
    .multipleOf(PESO),
  tieRule: z.enum(pkTieRules),
  wagering: z.int().min(0).max(10),
});
export type ConsolePkRoundInput = z.infer<typeof consolePkRoundInputSchema>;

export const consolePkRoundSchema = pkRoundSchema.extend({
  /** What the settlement paid (hundredths) and to how many players; 0 before. */
  paid: z.int(),
  winners: z.int(),
  createdBy: z.string(),
  createdAt: z.int(),
});
export type ConsolePkRound = z.infer<typeof consolePkRoundSchema>;

export const consolePkCalls = {
  /** Rounds newest start first, a page at a time, with their live scores and settlement. */
  consolePkRounds: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: z.strictObject({ pageNum: int32Id(1).default(1), pageSize: z.int().min(1).max(100).default(20) }),
    response: ok({ list: z.array(consolePkRoundSchema), total: z.int() }),
  }),
  /** Schedules a round (9703 when it starts in the past, overlaps another or its cap exceeds its pool). */
  consolePkRoundCreate: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consolePkRoundInputSchema, response: ok({ round: consolePkRoundSchema }) }),
  /** Changes a scheduled round (9704 once started, 9705 unknown). */
  consolePkRoundUpdate: defineConsoleCall({
    auth: 'operator',
    roles: MANAGERS,
    body: consolePkRoundInputSchema.extend({ roundId: int32Id(1) }),
    response: ok({ round: consolePkRoundSchema }),
  }),
  /** Cancels a scheduled round (9704 once started, 9705 unknown); nobody is paid. */
  consolePkRoundCancel: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({ roundId: int32Id(1) }), response: ok({ round: consolePkRoundSchema }) }),
};
