import { sealer, sealKeyFrom, type Sealer } from '../config/seal.ts';

/**
 * The key unrevealed server seeds are sealed with (docs/fairness.md "Storage"): derived from the
 * SWERTE_TOTP_KEY setting (the one secret outside the database the server already requires in
 * production) under its own HKDF purpose, so it is independent of the TOTP key. start.ts configures
 * it; so does the test harness. Without it no draw can be made (nothing is drawn from a seed the
 * server could not seal).
 */
let configured: Sealer | undefined;

export const fairSeedKeyFrom = (setting: string): Buffer => sealKeyFrom(setting, 'fair server seeds v1');

export function configureFairness(opts: { sealKey: Buffer }): void {
  configured = sealer(opts.sealKey);
}

export function seedSealer(): Sealer {
  if (!configured) throw new Error('fairness: no seed sealing key (configureFairness; start.ts derives it from SWERTE_TOTP_KEY)');
  return configured;
}
