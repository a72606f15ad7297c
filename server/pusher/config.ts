import { z } from 'zod';
import { consolePusherSettingsSchema } from '../../contract/ops/pusher.ts';

/**
 * The pusher's settings (docs/pusher.md "Drops and odds"), as the `pusher_config` row keeps them
 * (seeded from server/seed/pusher.json). Amounts in hundredths. A row that does not parse counts as the
 * pusher switched off (9401), never as a 500.
 */

/** At most this many plain coins fall for one drop: the board (scenes/pusher) shows every one of them. */
export const MAX_PLAIN_COINS = 10;

/**
 * One prize a drop may win: `coins` plain coins over the front edge, and maybe the golden coin. Its
 * fair-table entry (same id) pays `coins + (golden ? goldenWorth : 0)` stakes; `weight` is the
 * release's (the table's version 1), later weights an operator's (the odds page).
 */
export const pusherPrizeConfigSchema = z.object({
  id: z.int().min(1).max(1_000_000),
  coins: z.int().min(0).max(MAX_PLAIN_COINS),
  golden: z.boolean(),
  weight: z.int().min(1).max(1_000_000_000),
});
export type PusherPrizeConfig = z.infer<typeof pusherPrizeConfigSchema>;

/** Stakes strictly increasing (the console's 9402 and the stored row's check). */
export const increasing = (stakes: readonly number[]) => stakes.every((s, i) => i === 0 || s > stakes[i - 1]!);

export const pusherConfigSchema = z
  .object({
    ...consolePusherSettingsSchema.shape,
    /** The prizes, in the odds table's order. */
    prizes: z.array(pusherPrizeConfigSchema).min(2).max(16),
  })
  .refine((c) => increasing(c.stakes), { message: 'stakes must increase' })
  .refine((c) => new Set(c.prizes.map((p) => p.id)).size === c.prizes.length, { message: 'prize ids repeat' });
export type PusherConfig = z.infer<typeof pusherConfigSchema>;

/** Reads a stored row's config; null when it does not parse (the pusher then counts as off). */
export function parsePusherConfig(value: unknown): PusherConfig | null {
  const parsed = pusherConfigSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
