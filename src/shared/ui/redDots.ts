import type { RedDots } from '../../../contract/calls/rewards.ts';

/**
 * Which server flags light the dot of each entry (spec §3). The client never computes an
 * entitlement: a dot is only ever the server's flags, grouped by where the player would go. The
 * lobby needs only the member and bonus-centre entries (this module is in its first load); the
 * rewards screens' own entries are in shared/rewards/dots.ts.
 */
export type DotFlags = readonly (keyof RedDots)[];

/** The bonus centre: VIP prizes, rebates, draw chances, tasks, sign-in, sign-up bonus, spin. */
export const BONUS_FLAGS: DotFlags = ['vip', 'rebate', 'drawChance', 'task', 'signIn', 'signupBonus', 'spin'];

/** `flags` absent: any flag at all (the member entry). */
export function hasDot(dots: RedDots | undefined | null, flags?: DotFlags): boolean {
  if (!dots) return false;
  return flags ? flags.some((flag) => dots[flag]) : Object.values(dots).some(Boolean);
}
