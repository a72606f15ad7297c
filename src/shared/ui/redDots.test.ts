import { describe, expect, it } from 'vitest';
import type { RedDots } from '../../../contract/calls/rewards.ts';
import { DOT_FLAGS } from '../rewards/dots.ts';
import { hasDot } from './redDots.ts';

const none: RedDots = { task: false, mail: false, signupBonus: false, spin: false, agent5: false, vip: false, signIn: false, email: false, drawChance: false, diamondMall: false, rebate: false };

describe('hasDot', () => {
  it('lights nothing without flags', () => {
    expect(hasDot(none)).toBe(false);
    expect(hasDot(null)).toBe(false);
    for (const flags of Object.values(DOT_FLAGS)) {
      expect(hasDot(none, flags)).toBe(false);
      expect(hasDot(undefined, flags)).toBe(false);
    }
  });
  it('lights the member entry for any flag', () => {
    expect(hasDot({ ...none, diamondMall: true })).toBe(true);
  });
  it('lights the bonus centre, the VIP row and the rebate tab for a rebate', () => {
    const dots = { ...none, rebate: true };
    expect(hasDot(dots, DOT_FLAGS.bonus)).toBe(true);
    expect(hasDot(dots, DOT_FLAGS.vip)).toBe(true);
    expect(hasDot(dots, DOT_FLAGS.rebate)).toBe(true);
    expect(hasDot(dots, DOT_FLAGS.vipDesk)).toBe(false);
    expect(hasDot(dots, DOT_FLAGS.mail)).toBe(false);
  });
  it('lights the VIP desk for a VIP prize, the inbox for mail, the promotions for a draw chance', () => {
    expect(hasDot({ ...none, vip: true }, DOT_FLAGS.vipDesk)).toBe(true);
    expect(hasDot({ ...none, email: true }, DOT_FLAGS.mail)).toBe(true);
    expect(hasDot({ ...none, drawChance: true }, DOT_FLAGS.event)).toBe(true);
  });
});
