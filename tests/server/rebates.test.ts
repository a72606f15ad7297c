import { eq } from 'drizzle-orm';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Errcode } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, snapshot } from './helpers.ts';
import { okCall } from './games-helpers.ts';
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

  pay(type?: number) {
    for (const t of type ? [type] : [SLOTS, FISH]) this.paid.set(t, this.earned(t));
  }
}

type Action = { kind: 'bet'; type: number; bet: number } | { kind: 'day' } | { kind: 'claim'; type: number } | { kind: 'claimAll' };

const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('bet' as const), type: fc.constantFrom(SLOTS, FISH), bet: fc.constantFrom(100, 200, 500, 1000, 2000, 5000) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'day' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), type: fc.constantFrom(SLOTS, FISH) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'claimAll' as const }) },
);

async function claim(t: TestServer, p: Player, model: RebateModel, type?: number) {
  const owed = model.owed(type);
  const res = type ? await t.call('betBonusByTypeReceive', { type }, { token: p.token }) : await t.call('betBonusReceive', {}, { token: p.token });
  if (owed === 0) {
    expectError(res, { status: 200, errcode: Errcode.rewardNothingToClaim });
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
        await depositPaid(t, p.token, 10_000);
        const model = new RebateModel();
        let paid = 0;
        for (const a of actions) {
          if (a.kind === 'bet') {
            await spins(t, p.token, 1, a.bet, GAME_OF_TYPE[a.type]);
            model.bet(manilaDayPeriod(t.deps.now()), a.type, a.bet);
          } else if (a.kind === 'day') {
            advanceToBeforeMidnight(t, -3600_000); // 01:00 the next Manila day
            await t.call('refreshData', {}, { token: p.token }); // the session stays in use (idle expiry is 3 days)
          } else {
            paid += await claim(t, p, model, a.kind === 'claim' ? a.type : undefined);
          }
        }
        const view = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
        expect(view.total).toBe(model.owed());
        paid += await claim(t, p, model);
        expect(paid).toBe(model.earned(SLOTS) + model.earned(FISH));
        // The log has one row per (claim, type) paid, and adds up.
        const log = await t.deps.db.select().from(schema.vipRebateClaims).where(eq(schema.vipRebateClaims.userId, p.userId));
        for (const type of [SLOTS, FISH]) expect(log.filter((r) => r.gameType === type).reduce((s, r) => s + r.amount, 0)).toBe(model.earned(type));
        expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token }))).toMatchObject({ total: 0 });
      }),
      { numRuns: 30 },
    );
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('lines by type, a claim by type then all at once, 20 parallel claims pay once, the log pages', async () => {
    await useVipConfig(t);
    const p = await vipPlayer(t, 'lines');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 5000, 102); // VIP 0 → 2 with this bet, which earns VIP 2's rate for type 2, 50 bps: ₱0.25
    await spins(t, p.token, 2, 5000, 101); // VIP 3 with the first: 80 bps of ₱100
    await spins(t, p.token, 1, 100, 101); // ₱1 more at 80 bps: 80.8 centavos in all, 80 claimable
    const view = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
    expect(view).toMatchObject({ total: 25 + 80, capBps: 100, rates: { 1: 80, 2: 100 } });
    expect(view.list).toEqual([
      { type: 1, validBet: 10_100, rateBps: 80, claimable: 80 },
      { type: 2, validBet: 5000, rateBps: 50, claimable: 25 },
    ]);
    expect(okCall('betBonus', await t.call('betBonus', { type: 2 }, { token: p.token })).list).toHaveLength(1);

    const coin0 = (await playerBalances(t.deps.db, p.userId)).coin;
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.call('betBonusByTypeReceive', { type: 2 }, { token: p.token })));
    const ok = answers.filter((a) => a.body.errcode === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body).toMatchObject({ items: [coin(25)], coin: coin0 + 25, locked: 25 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.rewardNothingToClaim });

    const all = await Promise.all(Array.from({ length: 20 }, () => t.call('betBonusReceive', {}, { token: p.token })));
    expect(all.filter((a) => a.body.errcode === 0).map((a) => a.body.items)).toEqual([[coin(80)]]);
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(coin0 + 105);
    // ₱1 more at 80 bps: the 0.8 centavo left over plus 0.8 is one more centavo (0.6 left), and the next ₱1 another (1.4).
    await spins(t, p.token, 1, 100, 101);
    expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token })).list).toEqual([{ type: 1, validBet: 100, rateBps: 80, claimable: 1 }]);
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(1)] });
    await spins(t, p.token, 1, 100, 101);
    expect(okCall('betBonus', await t.call('betBonus', {}, { token: p.token })).list).toEqual([{ type: 1, validBet: 100, rateBps: 80, claimable: 1 }]);
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(1)] });
    const before = await snapshot(t);
    expectError(await t.call('betBonusReceive', {}, { token: p.token }), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expect(await snapshot(t)).toEqual(before);

    const page1 = okCall('betBonusLog', await t.call('betBonusLog', { pageSize: 2 }, { token: p.token }));
    expect(page1.list).toMatchObject([
      { type: 1, validBet: 100, rateBps: 80, amount: 1 },
      { type: 1, validBet: 100, rateBps: 80, amount: 1 },
    ]);
    const page2 = okCall('betBonusLog', await t.call('betBonusLog', { pageSize: 1, beforeId: page1.nextBeforeId }, { token: p.token }));
    expect(page2).toMatchObject({ list: [{ type: 1, validBet: 10_100, rateBps: 80, amount: 80 }] });
    const page3 = okCall('betBonusLog', await t.call('betBonusLog', { pageSize: 1, beforeId: page2.nextBeforeId }, { token: p.token }));
    expect(page3).toMatchObject({ list: [{ type: 2, validBet: 5000, rateBps: 50, amount: 25 }], nextBeforeId: null });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });

    // The audit sees a log row that is not what was paid, and an accrual paid above what it earned.
    await t.deps.db.update(schema.vipRebateClaims).set({ amount: 26 }).where(eq(schema.vipRebateClaims.id, page3.list[0].id)).execute();
    await t.deps.db.update(schema.vipRebateAccruals).set({ paid: 10_000 }).where(eq(schema.vipRebateAccruals.gameType, FISH)).execute();
    const report = await auditBooks(t.deps.db);
    expect(report.problems.map((x) => x.check)).toEqual(expect.arrayContaining(['vip-rebate-overpaid', 'vip-rebate-paid-not-claims', 'vip-rebate-claim-not-grant']));
  });

  it('a rate of 0 accrues nothing; a rate above the cap pays the cap', async () => {
    await useVipConfig(t, { betRebate: { capBps: 20, rates: { 0: { 1: 0, 2: 500 }, 1: { 1: 0, 2: 500 } } } });
    const p = await vipPlayer(t, 'cap');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 500, 101);
    await spins(t, p.token, 1, 500, 102);
    expect(await t.deps.db.select().from(schema.vipRebateAccruals).where(eq(schema.vipRebateAccruals.userId, p.userId))).toMatchObject([{ gameType: 2, rateBps: 20, validBet: 500 }]);
    expect(okCall('betBonusReceive', await t.call('betBonusReceive', {}, { token: p.token }))).toMatchObject({ items: [coin(1)], locked: 1 });
  });
});
