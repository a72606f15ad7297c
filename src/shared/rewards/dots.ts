import { BONUS_FLAGS, type DotFlags } from '../ui/redDots.ts';

/** The rewards screens' dot entries (spec §3): which server flags light each. */
export const DOT_FLAGS = {
  bonus: BONUS_FLAGS,
  vip: ['vip', 'rebate'],
  vipDesk: ['vip'],
  rebate: ['rebate'],
  signIn: ['signIn'],
  event: ['drawChance', 'signIn', 'spin', 'signupBonus'],
  tasks: ['task', 'vip'],
  mail: ['mail', 'email'],
  diamondMall: ['diamondMall'],
  spin: ['spin'],
  agent: ['agent5'],
} satisfies Record<string, DotFlags>;
export type DotEntry = keyof typeof DOT_FLAGS;
