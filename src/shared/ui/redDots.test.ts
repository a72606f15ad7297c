import { describe, expect, it } from 'vitest';
import type { RedDots } from '../../../contract/calls/rewards.ts';
import { hasDot } from './redDots.ts';

const none: RedDots = { task: false, mail: false, signupBonus: false, spin: false, agent5: false, vip: false, signIn: false, email: false, drawChance: false, diamondMall: false, rebate: false };

describe('hasDot', () => {
  it('lights nothing without flags', () => {
    for (const entry of ['member', 'bonus', 'vip', 'vipDesk', 'rebate', 'event', 'tasks', 'mail'] as const) {
      expect(hasDot(entry, none)).toBe(false);
      expect(hasDot(entry, null)).toBe(false);
    }
  });
  it('lights the member entry for any flag', () => {
    expect(hasDot('member', { ...none, diamondMall: true })).toBe(true);
  });
  it('lights the bonus centre, the VIP row and the rebate tab for a rebate', () => {
    const dots = { ...none, rebate: true };
    expect(hasDot('bonus', dots)).toBe(true);
    expect(hasDot('vip', dots)).toBe(true);
    expect(hasDot('rebate', dots)).toBe(true);
    expect(hasDot('vipDesk', dots)).toBe(false);
    expect(hasDot('mail', dots)).toBe(false);
  });
  it('lights the VIP desk for a VIP prize, and the inbox for mail', () => {
    expect(hasDot('vipDesk', { ...none, vip: true })).toBe(true);
    expect(hasDot('mail', { ...none, email: true })).toBe(true);
    expect(hasDot('event', { ...none, drawChance: true })).toBe(true);
  });
});
