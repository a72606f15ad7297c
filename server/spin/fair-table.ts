import type { ReleaseTable } from '../fairness/index.ts';
import type { SpinWheelConfig } from './config.ts';

/**
 * The wheel's fairness table (`spin`, kind weighted; docs/fairness.md "Tables", docs/spin.md). Version 1
 * is the release's, made from the seeded config's slices and weights; later versions are an operator's
 * (the console's odds pages: weights only, same entries), effective from a time not yet come. The table
 * decides: a spin picks one of ITS entries and pays that entry's prize.
 */
export const SPIN_TABLE = 'spin';

/** Entry type of a wheel prize (an item paid to a balance; the jackpot's type 1). */
const ITEM = 1;

export function spinReleaseTable(config: SpinWheelConfig): ReleaseTable {
  const entries = config.segments.map((s) => ({ id: s.id, propId: s.propId, type: ITEM, count: s.count, weight: s.weight }));
  return { key: SPIN_TABLE, kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
}
