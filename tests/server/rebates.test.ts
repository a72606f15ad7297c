import { eq } from 'drizzle-orm';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { databaseKind, samples, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { fund, okCall } from './games-helpers.ts';
import { depositPaid, type Player } from './console-play.ts';
import { advanceToBeforeMidnight, coin, FISH, levelForExp, rateOf, SLOTS, spins, useVipConfig, vipPlayer } from './vip-helpers.ts';

const GAME_OF_TYPE: Record<number, number> = { [SLOTS]: 101, [FISH]: 102 };

/** The in-test model of rebates: valid bets per (Manila day, game type, rate at the time), and what was paid per type. */
class RebateModel {
  exp = 0;
  vip = 0;
  total = 0;
  rows = new Map<string, { type: number; rate: number; validBet: number }>();
  paid = new Map<number, number>();

  bet(day: string, type: number, amount: number) {
    this.total += amount;
    this.exp = Math.floor(this.total / 100);
    this.vip = Math.max(this.vip, levelForExp(this.exp));
    const rate = rateOf(this.vip, type);
    if (rate === 0) return;
    const key = `${day}|${type}|${rate}`;
    const row = this.rows.get(key) ?? { type, rate, validBet: 0 };
    row.validBet += amount;
    this.rows.set(key, row);
  }

  earned(type: number) {
    let sum = 0;
    for (const row of this.rows.values()) if (row.type === type) sum += Math.floor((row.validBet * row.rate) / 10_000);
    return sum;
  }

  owed(type?: number) {
    return (type ? [type] : [SLOTS, FISH]).reduce((sum, t) => sum + this.earned(t) - (this.paid.get(t) ?? 0), 0);
  }

  /** The types a claim pays: those owing ₱1 or more (issue 26); the others keep accruing. */
  payable(type?: number) {
    return (type ? [type] : [SLOTS, FISH]).filter((t) => this.owed(t) >= 100);
  }

  claimable(type?: number) {
    return this.payable(type).reduce((sum, t) => sum + this.owed(t), 0);
  }

  pay(type?: number) {
    for (const t of this.payable(type)) this.paid.set(t, this.earned(t));
  }

  paidTotal() {
    return [...this.paid.values()].reduce((a, b) => a + b, 0);
  }
}

type Action = { kind: 'bet'; type: number; bet: number; n: number } | { kind: 'day' } | { kind: 'claim'; type: number } | { kind: 'claimAll' };

// Bets up to ₱100 a spin and up to 3 spins an action: enough for some types to reach ₱1 of rebate and some not.
const action: fc.Arbitrary<Action> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({ kind: fc.constant('bet' as const), type: fc.constantFrom(SLOTS, FISH), bet: fc.constantFrom(100, 500, 2000, 5000, 10_000), n: fc.constantFrom(1, 3) }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'day' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), type: fc.constantFrom(SLOTS, FISH) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'claimAll' as const }) },
);

async function claim(t: TestServer, p: Player, model: RebateModel, type?: number) {
  const owed = model.claimable(type);
  const res = type ? await t.call('betBonusByTypeReceive', { type }, { token: p.token }) : await t.call('betBonusReceive', {}, { token: p.token });
  if (owed === 0) {
    // Something accrued but under ₱1: the message says when it can be claimed (issue 26).
    const below = model.owed(type) > 0;
    expectError(res, { status: 200, errcode: Errcode.rewardNothingToClaim, msg: below ? 'errors.reward.rebateBelowMinimum' : 'errors.reward.nothingToClaim', ...(below ? { params: { min: 1 } } : {}) });
    return 0;
  }
  // A claim pays exactly what the model says is owed: never more, never less.
  expect(okCall(type ? 'betBonusByTypeReceive' : 'betBonusReceive', res).items).toEqual([coin(owed)]);
  model.pay(type);
  return owed;
}

describe(`bet rebates (${databaseKind})`, () => {
  const t = useTestServer();

  it('random bets across game types, levels, days and claims pay what the model says; claimed at the end, Σ floor(validBet × bps / 10000) per (day, type, rate)', { timeout: 600_000 }, async () => {
    await useVipConfig(t);
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 10 }), async (actions) => {
        advanceToBeforeMidnight(t, 12 * 3600_000); // Manila noon: the model's day is the server's (spins take seconds, not hours)
        const p = await vipPlayer(t, 'rebate');
        await fund(t, p.userId, 300_000); // up to 10 actions of 3 spins of ₱100
        await depositPaid(t, p.token, 10_000);
        const model = new RebateModel();
        let paid = 0;
        for (const a of actions) {
          if (a.kind === 'bet') {
            await spins(t, p.token, a.n, a.bet, GAME_OF_TYPE[a.type]);
            for (let i = 0; i < a.n; i++) model.bet(manilaDayPeriod(t.deps.now()), a.type, a.bet);
          } else if (a.kind === 'day') {
            advanceToBeforeMidnight(t, -3600_000); // 01:00 the next Manila day
            await t.call('refreshData', {}, { token: p.token }); // the session stays in use (idle expiry is 3 days)
          } else {
            paid += await claim(t, p, model, a.kind === 'claim' ? a.type : undefined);
          }
        }
        const view = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
        expect(view).toMatchObject({ total: model.claimable(), accrued: model.owed(), minClaim: 100 });
        paid += await claim(t, p, model);
        expect(paid).toBe(model.paidTotal());
        // The log has one row per (claim, type) paid, each ₱1 or more, and adds up.
        const log = await t.deps.db.select().from(schema.vipRebateClaims).where(eq(schema.vipRebateClaims.userId, p.userId));
        for (const row of log) expect(row.amount).toBeGreaterThanOrEqual(100);
        for (const type of [SLOTS, FISH]) expect(log.filter((r) => r.gameType === type).reduce((s, r) => s + r.amount, 0)).toBe(model.paid.get(type) ?? 0);
        // What is left is under ₱1 a type, still accruing.
        const rest = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
        expect(rest).toMatchObject({ total: 0, accrued: model.owed() });
        for (const type of [SLOTS, FISH]) expect(model.owed(type)).toBeLessThan(100);
      }),
      { numRuns: samples(30, 5) },
    );
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('lines by type, a claim by type then all at once, 20 parallel claims pay once, the log pages', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'lines');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 5000, 102); // VIP 0 → 2 with this bet, which earns VIP 2's rate for type 2, 50 bps: ₱0.25
    await spins(t, p.token, 2, 5000, 101); // VIP 3 with the first: 80 bps of ₱100
    await spins(t, p.token, 1, 100, 101); // ₱1 more at 80 bps: 80.8 centavos in all, 80 accrued
    // Under ₱1 a type: accrued, not claimable (issue 26).
    const small = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
    expect(small).toMatchObject({ total: 0, accrued: 105, minClaim: 100, capBps: 100, rates: { 1: 80, 2: 100 } });
    expect(small.list).toEqual([
      { type: 1, validBet: 10_100, rateBps: 80, claimable: 0, accrued: 80 },
      { type: 2, validBet: 5000, rateBps: 50, claimable: 0, accrued: 25 },
    ]);
    await spins(t, p.token, 1, 10_000, 101); // ₱100 more at 80 bps: 160.8 centavos, 160 claimable
    await spins(t, p.token, 3, 10_000, 102); // ₱300 at VIP 3's 100 bps for type 2: 300 more, 325 claimable
    const view = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
    expect(view).toMatchObject({ total: 160 + 325, accrued: 160 + 325 });
    expect(view.list).toEqual([
      { type: 1, validBet: 20_100, rateBps: 80, claimable: 160, accrued: 160 },
      { type: 2, validBet: 35_000, rateBps: 100, claimable: 325, accrued: 325 },
    ]);
    expect(okCall('betBonus', await t.call('betBonus', { type: 2 }, { token: p.token })).list).toHaveLength(1);

    const coin0 = (await playerBalances(t.deps.db, p.userId)).coin;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('betBonusByTypeReceive', { type: 2 }, { token: p.token })));
    const ok = answers.filter((a) => a.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ items: [coin(325)], coin: coin0 + 325, locked: 325 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.rewardNothingToClaim, msg: 'errors.reward.nothingToClaim' });

    const all = await Promise.all(Array.from({ length: 20 }, () => t.call('betBonusReceive', {}, { token: p.token })));
    expect(all.filter((a) => a.body.errcode === 0).map((a) => a.body.items)).toEqual([[coin(160)]]);
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(coin0 + 485);
    // ₱1 more at 80 bps: the 0.8 centavo left over plus 0.8 is one centavo (0.6 left): accrued, under ₱1.
    await spins(t, p.token, 1, 100, 101);
    expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token })).list).toEqual([{ type: 1, validBet: 100, rateBps: 80, claimable: 0, accrued: 1 }]);
    const before = await snapshot(t);
    expectError(await t.call('betBonusReceive', {}, { token: p.token }), { status: 200, errcode: Errcode.rewardNothingToClaim, msg: 'errors.reward.rebateBelowMinimum' });
    expect(await snapshot(t)).toEqual(before);
    // Two spins of ₱100 more: 0.6 + 160 = 160.6 centavos on top of the 1, so 161 claimable, and 0.6 still kept.
    await spins(t, p.token, 2, 10_000, 101);
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(161)] });
    expectError(await t.call('betBonusReceive', {}, { token: p.token }), { status: 200, errcode: Errcode.rewardNothingToClaim, msg: 'errors.reward.nothingToClaim' });

    const page1 = okCall('betBonusLog', await t.call('betBonusLog', { pageSize: 2 }, { token: p.token }));
    expect(page1.list).toMatchObject([
      { type: 1, validBet: 20_100, rateBps: 80, amount: 161 },
      { type: 1, validBet: 20_100, rateBps: 80, amount: 160 },
    ]);
    const page2 = okCall('betBonusLog', await t.call('betBonusLog', { pageSize: 1, beforeId: page1.nextBeforeId }, { token: p.token }));
    expect(page2).toMatchObject({ list: [{ type: 2, validBet: 35_000, rateBps: 100, amount: 325 }], nextBeforeId: null });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });

    // The audit sees a log row that is not what was paid, and an accrual paid above what it earned.
    await t.deps.db.update(schema.vipRebateClaims).set({ amount: 326 }).where(eq(schema.vipRebateClaims.id, page2.list[0].id)).execute();
    await t.deps.db.update(schema.vipRebateAccruals).set({ paid: 10_000 }).where(eq(schema.vipRebateAccruals.gameType, FISH)).execute();
    const report = await auditBooks(t.deps.db);
    expect(report.problems.map((x) => x.check)).toEqual(expect.arrayContaining(['vip-rebate-overpaid', 'vip-rebate-paid-not-claims', 'vip-rebate-claim-not-grant']));
  });

  it('issue 26: a rebate under ₱1 is not offered, shows no red dot, answers 5001 saying it becomes claimable from ₱1, keeps accruing and pays from ₱1', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'small');
    await depositPaid(t, p.token, 10_000);
    const dots = async () => (expectOk(await t.call('refreshData', {}, { token: p.token })).redDots as { rebate: boolean }).rebate;
    await spins(t, p.token, 2, 1000, 101); // VIP 1 with the first, which earns its rate: 0.10% of ₱20 = 2 centavos
    expect(await dots()).toBe(false);
    expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token }))).toMatchObject({ total: 0, accrued: 2, minClaim: 100, list: [{ type: 1, claimable: 0, accrued: 2 }] });
    const before = await snapshot(t);
    for (const res of [await t.call('betBonusReceive', {}, { token: p.token }), await t.call('betBonusByTypeReceive', { type: 1 }, { token: p.token })]) {
      expectError(res, { status: 200, errcode: Errcode.rewardNothingToClaim, msg: 'errors.reward.rebateBelowMinimum', params: { min: 1 } });
    }
    // Nothing granted, nothing logged, the accrual untouched.
    expect(await snapshot(t)).toEqual(before);
    // ₱200 more: VIP 3 with the first spin, 0.80% of ₱200 = 160 centavos, beside the 2 still accruing.
    await spins(t, p.token, 2, 10_000, 101);
    expect(await dots()).toBe(true);
    expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token }))).toMatchObject({ total: 162, accrued: 162 });
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(162)] });
    expect(await dots()).toBe(false);
  });

  it('a rate of 0 accrues nothing; a rate above the cap pays the cap', async () => {
    const high = { 1: 0, 2: 500 };
    await useVipConfig(t, { betRebate: { capBps: 20, rates: { 0: high, 1: high, 2: high, 3: high } } });
    const p = await vipPlayer(t, 'cap');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 500, 101);
    await spins(t, p.token, 6, 10_000, 102);
    expect(await t.deps.db.select().from(schema.vipRebateAccruals).where(eq(schema.vipRebateAccruals.userId, p.userId))).toMatchObject([{ gameType: 2, rateBps: 20, validBet: 60_000 }]);
    // 0.20% of ₱600, not 5%.
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(120)], locked: 120 });
  });
});
