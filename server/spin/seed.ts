import type { Executor } from '../db/client.ts';
import { spinWheelConfigSchema, type SpinWheelConfig } from './config.ts';
import { spinRepo } from './repo.ts';

/**
 * The wheel's release config (server/seed/spin-wheel.json), written when the row is missing; a later
 * start never overwrites an operator's. A file that does not parse stops the start (a release error).
 * Returns the config in force, whose slices the fair table's version 1 is made from.
 */
export async function seedSpinWheel(db: Executor, file: unknown, now: number): Promise<SpinWheelConfig> {
  const config = spinWheelConfigSchema.parse(file);
  const repo = spinRepo(db);
  await repo.insertConfigMissing(config, now);
  return (await repo.config()) ?? config;
}
