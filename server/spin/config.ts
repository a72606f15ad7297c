import { z } from 'zod';
import { PESO, PropId, spinArtAliases, spinTiers } from '../../contract/index.ts';

/**
 * The wheel's settings (docs/spin.md "Config"), as the `spin_wheel_config` row keeps them (seeded from
 * server/seed/spin-wheel.json). Amounts in hundredths. A row that does not parse counts as the wheel
 * switched off (9302), never as a 500.
 */

/** What a wheel prize may be: items the rewards engine pays to a balance (no coupons, no jackpot tiers). */
export const SPIN_PRIZE_PROPS: readonly number[] = [PropId.coin, PropId.points, PropId.diamond];

/** A source earning one spin per `step` of the day's total, at most `cap` a day; step 0 or cap 0: not a source. */
const earningSchema = z.object({ step: z.int().min(0).max(100_000_000 * PESO), cap: z.int().min(0).max(100) });

export const spinSegmentConfigSchema = z.object({
  id: z.int().min(1).max(1_000_000),
  propId: z.int().refine((p) => SPIN_PRIZE_PROPS.includes(p)),
  /** Hundredths for coin (whole pesos), a count for points and diamonds. */
  count: z.int().min(1).max(100_000_000),
  tier: z.enum(spinTiers),
  art: z.enum(spinArtAliases),
  /** The release's weight (the fair table's version 1); later versions are an operator's. */
  weight: z.int().min(1).max(1_000_000_000),
});
export type SpinSegmentConfig = z.infer<typeof spinSegmentConfigSchema>;

export const spinWheelConfigSchema = z
  .object({
    enabled: z.boolean(),
    /** Free spins every Manila day. */
    dailyFree: z.int().min(0).max(100),
    deposit: earningSchema,
    bet: earningSchema,
    /** Turnover multiple of a coin prize before it may be withdrawn (docs/rewards.md "Wagering"). */
    wagering: z.int().min(0).max(10),
    /** The wheel's slices, in drawing order (index 0 at the top, clockwise). */
    segments: z.array(spinSegmentConfigSchema).min(2).max(16),
  })
  .refine((c) => new Set(c.segments.map((s) => s.id)).size === c.segments.length, { message: 'segment ids repeat' })
  .refine((c) => c.segments.every((s) => s.propId !== PropId.coin || s.count % PESO === 0), { message: 'coin prizes are whole pesos' });
export type SpinWheelConfig = z.infer<typeof spinWheelConfigSchema>;

/** Reads a stored row's config; null when it does not parse (the wheel then counts as off). */
export function parseSpinConfig(value: unknown): SpinWheelConfig | null {
  const parsed = spinWheelConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
