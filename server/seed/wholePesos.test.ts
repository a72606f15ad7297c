import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PESO } from '../../contract/index.ts';
import { jackpotRules } from '../jackpot/config.ts';
import { rules } from '../config/rules.ts';
import { DEMO_CREDITS } from '../games/house/provider.ts';
import { slotThemes } from '../games/house/themes.ts';
import { centavoAmounts } from './wholePesos.ts';

const seedJson = (name: string) => JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as Record<string, unknown>;

describe('every configured amount a player sees is whole pesos', () => {
  it('the seeded app config: welcome coins, deposit offers and minimums, withdrawal limits, VIP, board coins', () => {
    const config = seedJson('app-config.json');
    expect(centavoAmounts(config)).toEqual([]);
    // The check reads the fields it claims to (a rename would make it pass on nothing).
    expect(config.userRegisterCoin).toBeGreaterThan(0);
    expect(Object.keys(config.rechargeItemMap as object).length).toBeGreaterThan(0);
  });

  it('an operator config with centavos is caught, field by field', () => {
    const config = seedJson('app-config.json');
    const edited = {
      ...config,
      userRegisterCoin: 5050,
      rechargeTypeMap: { ...(config.rechargeTypeMap as object), 9: { id: 9, minAmount: 150, minAmount2: 10000 } },
      rechargeItemMap: { 1: { id: 1, price: 9999 } },
      withdrawConfig: { ...(config.withdrawConfig as object), maxAmount: 5_000_001 },
      vipMap: { 1: { level: 1, betLimit: 100000, dailyAward: '[{"id":2001,"count":250},{"id":60001,"count":5}]' } },
      levelConfig: { 1: { level: 1, betAmount: 100001 } },
      jackpotAwardConfig: [{ id: 2, propId: 2001, count: 2050 }, { id: 3, propId: 2002, count: 15 }],
      kycAmount: 0.5,
    };
    expect(centavoAmounts(edited)).toEqual([
      'userRegisterCoin = 5050',
      'kycAmount = 0.5',
      'rechargeTypeMap.9.minAmount = 150',
      'rechargeItemMap.1.price = 9999',
      'withdrawConfig.maxAmount = 5000001',
      'vipMap.1.dailyAward.0.count = 250',
      'levelConfig.1.betAmount = 100001',
      'jackpotAwardConfig.2.count = 2050',
    ]);
  });

  it('VIP prizes and task targets (vipRewards), field by field', () => {
    const config = seedJson('app-config.json');
    expect((config.vipRewards as { tasks: unknown[] }).tasks.length).toBeGreaterThan(0);
    const vipRewards = {
      levelUpBonus: { 2: [{ propId: 2001, count: 1050 }, { propId: 60001, count: 3 }] },
      signInAward: { 1: [{ propId: 2001, count: 99 }] },
      tasks: [{ id: 7, target: 100_001, items: [{ propId: 2001, count: 700 }, { propId: 2002, count: 15 }] }],
    };
    expect(centavoAmounts({ ...config, vipRewards })).toEqual(['vipRewards.levelUpBonus.2.0.count = 1050', 'vipRewards.signInAward.1.0.count = 99', 'vipRewards.tasks.7.target = 100001']);
  });

  it('the bankruptcy gift (bankruptGift): its threshold, each award valid bet and coin, field by field', () => {
    const config = seedJson('app-config.json');
    expect((config.bankruptGift as { awards: unknown[] }).awards.length).toBeGreaterThan(0);
    const bankruptGift = {
      threshold: 150,
      awards: [
        { id: 1, validBet: 10_050, propId: 2001, count: 1_000 },
        { id: 2, validBet: 50_000, propId: 2001, count: 2_050 },
        { id: 3, validBet: 50_000, propId: 2002, count: 15 },
      ],
    };
    expect(centavoAmounts({ ...config, bankruptGift })).toEqual(['bankruptGift.threshold = 150', 'bankruptGift.awards.1.validBet = 10050', 'bankruptGift.awards.2.count = 2050']);
  });

  it('the daily sign-in calendar (signInCalendar), day by day; points are counts', () => {
    const config = seedJson('app-config.json');
    expect((config.signInCalendar as { days: unknown[] }).days.length).toBe(7);
    const signInCalendar = { days: [{ items: [{ propId: 2001, count: 200 }] }, { items: [{ propId: 2002, count: 15 }, { propId: 2001, count: 250 }] }], wagering: 1 };
    expect(centavoAmounts({ ...config, signInCalendar })).toEqual(['signInCalendar.days.2.items.1.count = 250']);
  });

  it('the offers: the first-deposit cap and minimum, the monthly tiers (docs/offers.md), field by field', () => {
    const config = seedJson('app-config.json');
    expect((config.monthlyBonus as { tiers: unknown[] }).tiers.length).toBeGreaterThan(0);
    const firstDepositOffer = { percent: 100, maxBonus: 50_050, minDeposit: 9_999, wagering: 1 };
    const monthlyBonus = { tiers: [{ minValidBet: 100_001, items: [{ propId: 2001, count: 1_050 }, { propId: 2002, count: 15 }] }], wagering: 1 };
    expect(centavoAmounts({ ...config, firstDepositOffer, monthlyBonus })).toEqual([
      'firstDepositOffer.maxBonus = 50050',
      'firstDepositOffer.minDeposit = 9999',
      'monthlyBonus.tiers.0.minValidBet = 100001',
      'monthlyBonus.tiers.0.items.0.count = 1050',
    ]);
  });

  it('task targets of money kinds and task and chest coin (tasks), field by field; counts are not money', () => {
    const config = seedJson('app-config.json');
    expect((config.tasks as { list: unknown[]; chests: unknown[] }).list.length).toBeGreaterThan(0);
    const tasks = {
      list: [
        { id: 1, kind: 'validBet', target: 20_050, items: [{ propId: 2001, count: 150 }, { propId: 4001, count: 25 }] },
        { id: 2, kind: 'gamesPlayed', target: 3, items: [{ propId: 2002, count: 15 }] },
        { id: 3, kind: 'deposit', target: 10_001, items: [{ propId: 2001, count: 300 }] },
      ],
      chests: [{ id: 5, liveness: 20, items: [{ propId: 2001, count: 99 }, { propId: 60001, count: 1 }] }],
    };
    expect(centavoAmounts({ ...config, tasks })).toEqual(['tasks.list.1.target = 20050', 'tasks.list.1.items.0.count = 150', 'tasks.list.3.target = 10001', 'tasks.chests.5.items.0.count = 99']);
  });

  it('the demo player, the demo credits, the deposit maximum, the jackpot ranges and chances, the slot bets', () => {
    const whole = (value: number) => Number.isSafeInteger(value) && value % PESO === 0;
    expect(whole(Number(seedJson('demo-player.json').openingCoin))).toBe(true);
    expect(whole(DEMO_CREDITS)).toBe(true);
    expect(whole(rules.deposit.maxAmount)).toBe(true);
    for (const range of Object.values(jackpotRules.tiers)) expect(whole(range.min) && whole(range.max)).toBe(true);
    expect([jackpotRules.depositPerChance, jackpotRules.betPerChance, jackpotRules.poolSeed].every(whole)).toBe(true);
    for (const theme of slotThemes.values()) expect(theme.betLevels.every(whole)).toBe(true);
  });
});
