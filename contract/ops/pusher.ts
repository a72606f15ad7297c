import { z } from 'zod';
import { ok, PESO } from '../common.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The coin pusher's settings in the console (docs/pusher.md "Console"): admins switch it and set the
 * stakes, the lanes and the golden coin's worth; the next drop uses them. The prizes and their weights
 * are the `pusher` fair table's (the odds page, two admins): the RTP shown here is the table in force's.
 */
const MANAGERS = ['admin'] as const;

export const PUSHER_LIMITS = { stakes: 6, stakePesos: 10_000, lanes: { min: 1, max: 7 }, goldenWorth: { min: 1, max: 1000 } } as const;

export const consolePusherSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  /** Hundredths, whole pesos, strictly increasing. */
  stakes: z
    .array(
      z
        .int()
        .min(PESO)
        .max(PUSHER_LIMITS.stakePesos * PESO)
        .multipleOf(PESO),
    )
    .min(1)
    .max(PUSHER_LIMITS.stakes),
  lanes: z.int().min(PUSHER_LIMITS.lanes.min).max(PUSHER_LIMITS.lanes.max),
  goldenWorth: z.int().min(PUSHER_LIMITS.goldenWorth.min).max(PUSHER_LIMITS.goldenWorth.max),
});
export type ConsolePusherSettings = z.infer<typeof consolePusherSettingsSchema>;

const viewSchema = ok({
  settings: consolePusherSettingsSchema,
  /** The table in force: each prize with its weight, the version and the RTP (basis points). */
  prizes: z.array(z.object({ id: z.int(), coins: z.int(), golden: z.boolean(), weight: z.int() })),
  tableKey: z.string(),
  tableVersion: z.int().nullable(),
  totalWeight: z.int(),
  rtpBasisPoints: z.int(),
  /** Today's drops (Manila day): count, staked and paid (hundredths). */
  today: z.object({ drops: z.int(), staked: z.int(), paid: z.int() }),
  updatedAt: z.int().nullable(),
});

export const consolePusherCalls = {
  consolePusherConfig: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({}), response: viewSchema }),
  /** Replaces the settings (audited with before and after); 9402 when they do not fit (stakes not increasing). */
  consolePusherConfigSave: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consolePusherSettingsSchema, response: viewSchema }),
};
