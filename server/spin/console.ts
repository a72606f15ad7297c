import { eq } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import type { ConsoleSpinSettings } from '../../contract/ops/index.ts';
import { ApiError } from '../api/errors.ts';
import type { Executor } from '../db/client.ts';
import { tableInForce } from '../fairness/index.ts';
import { parseSpinConfig, spinWheelConfigSchema, type SpinWheelConfig } from './config.ts';
import { SPIN_TABLE } from './fair-table.ts';
import { spinRepo } from './repo.ts';
import { spinWheelConfig } from './schema.ts';

/**
 * The wheel's settings from the console (docs/spin.md "Console"); server/console/scratch-spin.ts audits each
 * save. Only the settings change here: the slices and their prizes come with a release (seed), their
 * weights from the odds page (the `spin` table, two admins). The row is read again on every spin, so
 * a save takes effect for the next one.
 */

const settingsOf = (config: SpinWheelConfig): ConsoleSpinSettings => ({
  enabled: config.enabled,
  dailyFree: config.dailyFree,
  depositStep: config.deposit.step,
  depositCap: config.deposit.cap,
  betStep: config.bet.step,
  betCap: config.bet.cap,
  wagering: config.wagering,
});

/** The settings in force (null when the stored row does not parse), the slices with their weights in the table in force. */
export async function consoleSpinView(db: Executor, now: number) {
  const [row] = await db.select().from(spinWheelConfig).where(eq(spinWheelConfig.id, 1));
  const config = row ? parseSpinConfig(row.config) : null;
  const table = await tableInForce(db, SPIN_TABLE, now);
  const weightOf = new Map((table?.weighted?.entries ?? []).map((e) => [e.id, e.weight]));
  return {
    settings: config ? settingsOf(config) : null,
    segments: (config?.segments ?? []).map((s) => ({ id: s.id, propId: s.propId, count: s.count, tier: s.tier, art: s.art, weight: weightOf.get(s.id) ?? 0 })),
    tableKey: SPIN_TABLE,
    tableVersion: table?.version ?? null,
    totalWeight: table?.weighted?.totalWeight ?? 0,
    updatedAt: row ? row.updatedAt.getTime() : null,
  };
}

/**
 * Replaces the settings beside the stored slices, the whole config checked by the schema a spin reads
 * it with (a value it would not read is never stored). 9303 when the stored slices cannot be read.
 * Answers the settings before and after for the audit, or null when they are those in force already
 * (nothing written, nothing to audit: a second click of Save).
 */
export async function saveSpinSettings(tx: Executor, settings: ConsoleSpinSettings, now: number): Promise<{ before: ConsoleSpinSettings | null; after: ConsoleSpinSettings } | null> {
  const [row] = await tx.select().from(spinWheelConfig).where(eq(spinWheelConfig.id, 1)).for('update');
  const stored = row?.config as Partial<SpinWheelConfig> | undefined;
  const { depositStep, depositCap, betStep, betCap, ...rest } = settings;
  const parsed = spinWheelConfigSchema.safeParse({ ...stored, ...rest, deposit: { step: depositStep, cap: depositCap }, bet: { step: betStep, cap: betCap } });
  if (!parsed.success) throw new ApiError(Errcode.spinConfigUnreadable);
  const current = row ? parseSpinConfig(row.config) : null;
  const before = current ? settingsOf(current) : null;
  const after = settingsOf(parsed.data);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  await spinRepo(tx).setConfig(parsed.data, now);
  return { before, after };
}
