import { z } from 'zod';
import { int32Id, ok } from '../common.ts';
import { exclusionSchema, limitKinds, limitPeriods, MONEY_LIMIT_MAX, selfLimitSchema } from '../calls/protection.ts';
import { defineConsoleCall } from './define.ts';

/**
 * Player protection in the console (issue 19): compliance sees a player's limits, exclusion and their
 * history, may lower a limit (never raise it) and may exclude a player. Each change is audited.
 */
export const consoleProtectionEventSchema = z.object({
  action: z.string(),
  actor: z.string(),
  time: z.int(),
  detail: z.record(z.string(), z.unknown()),
});

const COMPLIANCE = ['compliance', 'admin'] as const;

export const consoleProtectionCalls = {
  consolePlayerProtection: defineConsoleCall({
    auth: 'operator',
    roles: COMPLIANCE,
    body: z.strictObject({ id: int32Id(1) }),
    response: ok({ limits: z.array(selfLimitSchema), exclusion: exclusionSchema.nullable(), events: z.array(consoleProtectionEventSchema) }),
  }),
  /** Sets a limit no higher than the one in force (or a new one), at once; a higher amount is a 400. */
  consolePlayerLimitLower: defineConsoleCall({
    auth: 'operator',
    roles: COMPLIANCE,
    body: z.strictObject({
      id: int32Id(1),
      kind: z.enum(limitKinds),
      period: z.enum(limitPeriods),
      amount: z.int().min(1).max(MONEY_LIMIT_MAX),
      reason: z.string().trim().min(1).max(500),
    }),
    response: ok({ limit: selfLimitSchema }),
  }),
  /** Excludes the player for `days` from now: every session revoked, sign-in and play refused until then. */
  consolePlayerExclude: defineConsoleCall({
    auth: 'operator',
    roles: COMPLIANCE,
    body: z.strictObject({ id: int32Id(1), days: z.int().min(1).max(3650), reason: z.string().trim().min(1).max(500) }),
    response: ok({ until: z.int() }),
  }),
};
