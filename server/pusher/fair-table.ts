import { PropId } from '../../contract/index.ts';
import type { ReleaseTable } from '../fairness/index.ts';
import type { PusherConfig } from './config.ts';
import { multiplierOf } from './rules.ts';

/**
 * The pusher's fairness table (`pusher`, kind weighted; docs/fairness.md "Tables", docs/pusher.md).
 * Version 1 is the release's, made from the seeded config's prizes and weights; later versions are an
 * operator's (the console's odds page: weights only, same entries, a second admin approves). Each entry
 * is coin (2001), type 1, `count` = the stakes it pays (plain coins + the golden coin's worth): the
 * table decides, a drop pays `stake × count` of the entry drawn, and the RTP is computed from it.
 */
export const PUSHER_TABLE = 'pusher';

/** Entry type of a prize paid to a balance (the jackpot's and the wheel's type 1). */
export const PUSHER_ENTRY_TYPE = 1;

export function pusherReleaseTable(config: PusherConfig): ReleaseTable {
  const entries = config.prizes.map((p) => ({ id: p.id, propId: PropId.coin, type: PUSHER_ENTRY_TYPE, count: multiplierOf(p, config.goldenWorth), weight: p.weight }));
  return { key: PUSHER_TABLE, kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
}
