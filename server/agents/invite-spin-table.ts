import type { ReleaseTable } from '../fairness/index.ts';

/**
 * The invite spin's fairness table (`invite_spin`, kind weighted; docs/agents.md "Invite spins and
 * points"). Version 1 is the release's, from server/seed/invite-spin.json; later versions are an
 * operator's from the console's odds pages. The table decides: a spin pays the entry it draws.
 */
export const INVITE_SPIN_TABLE = 'invite_spin';

/** Entry type of a prize paid to a balance (as the wheel's). */
const ITEM = 1;

export interface InviteSpinSeed {
  prizes: { id: number; propId: number; count: number; weight: number }[];
}

export function inviteSpinReleaseTable(seed: InviteSpinSeed): ReleaseTable {
  const entries = seed.prizes.map((p) => ({ id: p.id, propId: p.propId, type: ITEM, count: p.count, weight: p.weight }));
  return { key: INVITE_SPIN_TABLE, kind: 'weighted', body: { weighted: { entries, totalWeight: entries.reduce((sum, e) => sum + e.weight, 0) } } };
}
