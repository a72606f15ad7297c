import { z } from 'zod';
import { ok, PESO } from '../common.ts';
import { spinArtAliases, spinTiers } from '../calls/spin.ts';
import { defineConsoleCall } from './define.ts';

/**
 * The spin wheel's settings in the console (docs/spin.md "Console"): admins switch it, set the daily
 * free spins, the deposit and bet sources and the wagering; the next spin uses them. The slices and
 * their prizes come with a release; their weights change on the odds page (`spin` table, two admins).
 */
const MANAGERS = ['admin'] as const;

/** The limits server/spin/config.ts keeps (it checks the whole config again on save). */
export const SPIN_LIMITS = { dailyFree: 100, cap: 100, stepPesos: 100_000_000, wagering: 10 } as const;

/** One spin per `step` (hundredths, whole pesos) of the day's total, at most `cap` a day; step 0 or cap 0: not a source. */
const step = z
  .int()
  .min(0)
  .max(SPIN_LIMITS.stepPesos * PESO)
  .multipleOf(PESO);
const cap = z.int().min(0).max(SPIN_LIMITS.cap);

/** The settings flat (each field named on its own in a refusal); the stored config nests the sources. */
export const consoleSpinSettingsSchema = z.strictObject({
  enabled: z.boolean(),
  dailyFree: z.int().min(0).max(SPIN_LIMITS.dailyFree),
  depositStep: step,
  depositCap: cap,
  betStep: step,
  betCap: cap,
  wagering: z.int().min(0).max(SPIN_LIMITS.wagering),
});
export type ConsoleSpinSettings = z.infer<typeof consoleSpinSettingsSchema>;

export const consoleSpinSegmentSchema = z.object({
  id: z.int(),
  propId: z.int(),
  count: z.int(),
  tier: z.enum(spinTiers),
  art: z.enum(spinArtAliases),
  /** The weight in the table in force (0: the table has no entry for the slice). */
  weight: z.int(),
});

const viewSchema = ok({
  /** Null when the stored settings do not parse (the wheel counts as off; a save is refused, 9303). */
  settings: consoleSpinSettingsSchema.nullable(),
  segments: z.array(consoleSpinSegmentSchema),
  tableKey: z.string(),
  tableVersion: z.int().nullable(),
  totalWeight: z.int(),
  updatedAt: z.int().nullable(),
});

export const consoleSpinCalls = {
  /** The settings in force, and the slices with their weights in the `spin` table in force. */
  consoleSpinConfig: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: z.strictObject({}), response: viewSchema }),
  /** Replaces the settings (audited with before and after); 9303 when the stored slices cannot be read. */
  consoleSpinConfigSave: defineConsoleCall({ auth: 'operator', roles: MANAGERS, body: consoleSpinSettingsSchema, response: viewSchema }),
};
