import type { RedDots } from '../../../contract/calls/rewards.ts';

/**
 * Which server flags light the dot of each entry (spec §3). The client never computes an
 * entitlement: a dot is only ever the server's flags, grouped by where the player would go.
 */
export type DotEntry = 'member' | 'bonus' | 'vip' | 'vipDesk' | 'rebate' | 'event' | 'tasks' | 'mail';

const flagsOf: Record<Exclude<DotEntry, 'member'>, (keyof RedDots)[]> = {
  bonus: ['vip', 'rebate', 'drawChance', 'task', 'signIn', 'signupBonus', 'spin'],
  vip: ['vip', 'rebate'],
  vipDesk: ['vip'],
  rebate: ['rebate'],
  event: ['drawChance', 'signIn', 'spin', 'signupBonus'],
  tasks: ['task', 'vip'],
  mail: ['mail', 'email'],
};

export function hasDot(entry: DotEntry, dots: RedDots | undefined | null): boolean {
  if (!dots) return false;
  if (entry === 'member') return Object.values(dots).some(Boolean);
  return flagsOf[entry].some((flag) => dots[flag]);
}
