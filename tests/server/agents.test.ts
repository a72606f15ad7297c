import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PESO } from '../../contract/index.ts';
import { manilaDayOf } from '../../server/agents/weeks.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { protectionHook } from '../../server/rewards/index.ts';
import * as schema from '../../server/tables.ts';
import { DAY, betOn, dashboard, markDeposited, markKyc, member, moveTo, weekAfter } from './agents-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';

/**
 * The agent programme's money (issue 31, docs/agents.md): commission over two levels from valid bets
 * only, per Manila week, claimable after the hold, once; frozen referrals out of it; protected referees
 * earning nothing for anyone.
 */
const P = PESO;
const grantsOf = (t: TestServer, userId: number) =>
  t.deps.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.userId, userId), eq(schema.rewardGrants.activityId, ActivityId.Agent)));

describe(`agent commission (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('pays a two-level tree over four weeks of bets exactly the hand-computed commission, each week once after its hold', async () => {
    // A ← B, C; B ← D; D ← E. Seeded tiers: 0.30% from ₱0, 0.50% from ₱100,000, 0.80% from ₱500,000 of team bets.
    const a = await member(t, 'agentA');
    const b = await member(t, 'agentB', a);
    const c = await member(t, 'agentC', a);
    const d = await member(t, 'agentD', b);
    const e = await member(t, 'agentE', d);
    const weeks = [1, 2, 3, 4].map((n) => weekAfter(t, n));
    // Each week's bets, split over its Monday and Sunday (hundredths).
    const bets: Record<string, number[]> = {
      // week 1: A's level 1 ₱90,000; B's team 120,000 + 400,000 = ₱520,000 (0.80%); A's team ₱210,000 (0.50%):
      //   base 0.50% × 90,000 = ₱450, override on B max(0, 0.50 − 0.80) = 0, on C (no referees) 0 → ₱450.
      // week 2: A's team 10,000 + 50,000 = ₱60,000 (0.30%): base ₱30; B's team ₱50,000 (0.30%): no override → ₱30.
      // week 3: level 1 ₱450,000; B's team ₱100,000 (0.50%); A's team ₱550,000 (0.80%):
      //   base 0.80% × 450,000 = ₱3,600, override (0.80 − 0.50)% × 100,000 = ₱300 → ₱3,900.
      // week 4: C bets ₱1,234.56: 0.30% = ₱3.70 → ₱3 (whole pesos).
      b: [60_000 * P, 10_000 * P, 200_000 * P, 0],
      c: [30_000 * P, 0, 250_000 * P, 123_456],
      d: [120_000 * P, 50_000 * P, 100_000 * P, 0],
      e: [400_000 * P, 0, 0, 0],
    };
    const players = { b, c, d, e };
    for (const [key, amounts] of Object.entries(bets)) {
      for (const [i, amount] of amounts.entries()) {
        if (amount === 0) continue;
        const first = Math.floor(amount / 3);
        await betOn(t, players[key as keyof typeof players].userId, weeks[i]!.days[0]!, first);
        await betOn(t, players[key as keyof typeof players].userId, weeks[i]!.days[6]!, amount - first);
      }
    }
    const expected = [450 * P, 30 * P, 3_900 * P, 3 * P];

    // During week 3 it is open; its figures show as they add up.
    await moveTo(t, weeks[2]!.start + DAY);
    const open = (await dashboard(t, a.token)).week;
    expect(open).toMatchObject({ period: weeks[2]!.period, status: 'open', rateBp: 80, base: 3_600 * P, override: 300 * P, commission: 3_900 * P });
    expect(open.funnel).toMatchObject({ active: 2, validBet: 450_000 * P });

    // Past week 4 and its 3-day hold: four weeks to claim, each the hand figure.
    await moveTo(t, weeks[3]!.end + 3 * DAY + 1000);
    const seen = await dashboard(t, a.token);
    const claimable = seen.claimable.filter((w: { status: string }) => w.status === 'claimable');
    expect(Object.fromEntries(claimable.map((w: { period: string; commission: number }) => [w.period, w.commission]))).toEqual(
      Object.fromEntries(weeks.map((w, i) => [w.period, expected[i]])),
    );
    expect(seen.team).toEqual({ level1: 2, level2: 1 });
    expect((await t.call('refreshData', {}, { token: a.token })).body.redDots.agent5).toBe(true);

    const before = (await playerBalances(t.deps.db, a.userId)).coin;
    for (const w of weeks) {
      const paid = expectOk(await t.call('appAgent5Receive', { period: w.period }, { token: a.token }));
      expect(paid.locked).toBe(0);
      expectError(await t.call('appAgent5Receive', { period: w.period }, { token: a.token }), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    }
    expect((await playerBalances(t.deps.db, a.userId)).coin - before).toBe(4_383 * P);
    expect((await grantsOf(t, a.userId)).length).toBe(4);
    // B, a sub-agent, earns on D (and the override on E's bets through D's tier… only two levels: E is B's level 2).
    const bView = await dashboard(t, b.token, weeks[0]!.period);
    // B's week 1: level 1 (D) ₱120,000, D's team ₱400,000 (0.50%); B's team ₱520,000 (0.80%): 960 + (0.30% × 400,000 = 1,200) = ₱2,160.
    expect(bView.week).toMatchObject({ rateBp: 80, base: 960 * P, override: 1_200 * P, commission: 2_160 * P });
    const log = expectOk(await t.call('appAgent5Log', { pageNum: 1, pageSize: 10 }, { token: a.token }));
    expect(log.total).toBe(4);
    expect((await t.call('refreshData', {}, { token: a.token })).body.redDots.agent5).toBe(false);
  });

  it('refuses a claim before the hold ends, for an open week and for a week with nothing; the records say the same', async () => {
    const a = await member(t, 'holdA');
    const b = await member(t, 'holdB', a);
    const w0 = weekAfter(t, 0);
    const w1 = weekAfter(t, 1);
    await betOn(t, b.userId, w1.days[2]!, 10_000 * P);
    await moveTo(t, w1.start + DAY);
    expectError(await t.call('appAgent5Receive', { period: w1.period }, { token: a.token }), { status: 409, errcode: Errcode.agentWeekNotClaimable });
    await moveTo(t, w1.end + 2 * DAY);
    const before = await snapshot(t);
    expectError(await t.call('appAgent5Receive', { period: w1.period }, { token: a.token }), { status: 409, errcode: Errcode.agentWeekNotClaimable });
    expectError(await t.call('appAgent5Receive', { period: w0.period }, { token: a.token }), { status: 200, errcode: Errcode.rewardNothingToClaim });
    expectError(await t.call('appAgent5Receive', { period: '2026-W77' }, { token: a.token }), { status: 400, errcode: Errcode.invalidParams });
    expect(await snapshot(t)).toEqual(before);
    await moveTo(t, w1.end + 3 * DAY);
    expect(expectOk(await t.call('appAgent5Receive', { period: w1.period }, { token: a.token })).amount).toBe(30 * P);
  });

  it('pays one of 50 concurrent claims of a week (49 × 5002)', async () => {
    const a = await member(t, 'raceA');
    const b = await member(t, 'raceB', a);
    const w1 = weekAfter(t, 1);
    await betOn(t, b.userId, w1.days[1]!, 100_000 * P);
    await moveTo(t, w1.end + 4 * DAY);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.call('appAgent5Receive', { period: w1.period }, { token: a.token })));
    expect(answers.map((r) => r.body.errcode).sort()).toEqual([0, ...Array(49).fill(Errcode.rewardAlreadyClaimed)].sort());
    expect(answers.filter((r) => r.body.errcode === 0)).toHaveLength(1);
    expect(answers.filter((r) => r.body.errcode === Errcode.rewardAlreadyClaimed)).toHaveLength(49);
    expect(await grantsOf(t, a.userId)).toHaveLength(1);
    // ₱100,000 alone is the 0.50% tier: ₱500.
    expect(answers.find((r) => r.body.errcode === 0)!.body.amount).toBe(500 * P);
  });

  it('counts nothing for a protected referee, nor bets before the binding, nor a sign-up alone', async () => {
    const a = await member(t, 'protA');
    const b = await member(t, 'protB', a);
    const c = await member(t, 'protC', a);
    const w1 = weekAfter(t, 1);
    await betOn(t, b.userId, w1.days[0]!, 50_000 * P);
    await betOn(t, c.userId, w1.days[0]!, 50_000 * P);
    // F joins on Monday of week 1 without a code, bets, and adds A's code on Wednesday: Monday's bet is not A's.
    await moveTo(t, w1.start + 3600_000);
    const f = await member(t, 'protF');
    await betOn(t, f.userId, w1.days[0]!, 400_000 * P);
    await moveTo(t, w1.start + 2 * DAY + 3600_000);
    expect(expectOk(await t.call('agentFill', { pid: a.code }, { token: f.token })).inviter).toMatch(/\*\*\*/);
    await betOn(t, f.userId, w1.days[4]!, 20_000 * P);
    protectionHook.check = async (_db, userId) => userId === c.userId;
    await moveTo(t, w1.end + 4 * DAY);
    const view = (await dashboard(t, a.token, w1.period)).week;
    // B ₱50,000 + F ₱20,000 (C protected, F's Monday before the binding): ₱70,000 at 0.30% = ₱210.
    expect(view).toMatchObject({ teamValidBet: 70_000 * P, commission: 210 * P });
    expect(view.funnel).toMatchObject({ registrations: 1, active: 2 });
    // Only sign-ups, no bets: nothing to claim.
    const lone = await member(t, 'loneA');
    await member(t, 'loneB', lone);
    await member(t, 'loneC', lone);
    expectError(await t.call('appAgent5Receive', { period: w1.period }, { token: lone.token }), { status: 200, errcode: Errcode.rewardNothingToClaim });
  });

  it('refuses a claim from a protected agent (5004) and changes nothing', async () => {
    const a = await member(t, 'selfExA');
    const b = await member(t, 'selfExB', a);
    const w1 = weekAfter(t, 1);
    await betOn(t, b.userId, w1.days[0]!, 50_000 * P);
    await moveTo(t, w1.end + 4 * DAY);
    protectionHook.check = async (_db, userId) => userId === a.userId;
    const before = await snapshot(t);
    expectError(await t.call('appAgent5Receive', { period: w1.period }, { token: a.token }), { status: 200, errcode: Errcode.rewardWithheld });
    expect(await snapshot(t)).toEqual(before);
  });

  it('pays the valid-invite bonus once a referee is verified and really playing, after the hold — never for a sign-up or deposits without KYC', async () => {
    const a = await member(t, 'validA');
    await markDeposited(t, a.userId);
    const b = await member(t, 'validB', a);
    const c = await member(t, 'validC', a);
    const d = await member(t, 'validD', a);
    const w0 = weekAfter(t, 0);
    await betOn(t, b.userId, w0.days[6]!, 1_000 * P); // the seeded minimum
    await markKyc(t, b.userId);
    await betOn(t, c.userId, w0.days[6]!, 5_000 * P); // plays but no KYC
    await markKyc(t, d.userId); // KYC but never plays
    // Within the 7-day hold: pending.
    const early = expectOk(await t.call('actInviteStatus', {}, { token: a.token }));
    expect(early).toMatchObject({ pending: 3, valid: 0 });
    await moveTo(t, weekAfter(t, 1).start + 7 * DAY + 1000);
    const status = expectOk(await t.call('actInviteStatus', {}, { token: a.token }));
    expect(status).toMatchObject({ pending: 2, valid: 1 });
    const record = expectOk(await t.call('actInviteRecord', { pageNum: 1, pageSize: 20 }, { token: a.token }));
    expect(record.list.map((r: { status: string; kyc: boolean }) => [r.status, r.kyc])).toEqual(
      expect.arrayContaining([
        ['valid', true],
        ['pending', false],
        ['pending', true],
      ]),
    );
    expect(record.list.every((r: { name: string }) => r.name.includes('***'))).toBe(true);
    const turned = weekAfter(t, 0);
    expectError(await t.call('appAgent5InviteValidReceive', { period: turned.period }, { token: a.token }), { status: 409, errcode: Errcode.agentWeekNotClaimable });
    await moveTo(t, turned.end + 1000);
    const paid = expectOk(await t.call('appAgent5InviteValidReceive', { period: turned.period }, { token: a.token }));
    expect(paid).toMatchObject({ amount: 50 * P, count: 1, locked: 50 * P });
    expectError(await t.call('appAgent5InviteValidReceive', { period: turned.period }, { token: a.token }), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
  });

  it('each valid invite earns an invite spin, drawn through the fairness module and paid once, and points exchanged once per request', async () => {
    const a = await member(t, 'spinA');
    const refs = [await member(t, 'spinB', a), await member(t, 'spinC', a)];
    for (const ref of refs) {
      await markKyc(t, ref.userId);
      await betOn(t, ref.userId, manilaDayOf(t.deps.now()), 2_000 * P);
    }
    await moveTo(t, t.deps.now() + 8 * DAY);
    const status = expectOk(await t.call('actInviteStatus', {}, { token: a.token }));
    expect(status.valid).toBe(2);
    expect(status.rewards).toMatchObject({ spins: { earned: 2, used: 0, left: 2 }, points: { earned: 200, spent: 0, balance: 200 }, tableKey: 'invite_spin', tableVersion: 1, totalWeight: 10_000, needsDeposit: true });
    expect(status.rewards.prizes).toHaveLength(5);

    // A free bonus: no top-up yet, 5003, and nothing drawn or spent.
    const before = await snapshot(t);
    expectError(await t.call('actInviteSpin', { requestId: 'invite-spin-0' }, { token: a.token }), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expectError(await t.call('actInviteExchange', { optionId: 1, requestId: 'invite-ex-0' }, { token: a.token }), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);
    await markDeposited(t, a.userId);

    // 10 spins at once with their own request ids against 2 spins: 2 pay.
    const spins = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call('actInviteSpin', { requestId: `invite-spin-${i + 1}` }, { token: a.token })));
    const won = spins.filter((r) => r.body.errcode === 0);
    expect(won).toHaveLength(2);
    expect(spins.filter((r) => r.body.errcode === Errcode.inviteNoSpinLeft)).toHaveLength(8);
    // The same request again answers its spin; nothing more is paid.
    const first = won[0]!.body;
    const replay = expectOk(await t.call('actInviteSpin', { requestId: spins.indexOf(won[0]!) >= 0 ? `invite-spin-${spins.indexOf(won[0]!) + 1}` : '' }, { token: a.token }));
    expect(replay).toMatchObject({ spinId: first.spinId, prizeId: first.prizeId, spinsLeft: 0, locked: first.locked });
    const draws = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.tableKey, 'invite_spin'));
    expect(draws.map((d) => d.id).sort()).toEqual(won.map((r) => r.body.fairDrawId).sort());
    expect(await grantsOf(t, a.userId)).toHaveLength(2);

    // Points: 200, two exchanges of 100 (₱10 each, locked by 1× wagering), then 9606; an unknown option 404.
    const ex1 = expectOk(await t.call('actInviteExchange', { optionId: 1, requestId: 'invite-ex-1' }, { token: a.token }));
    expect(ex1).toMatchObject({ items: [{ propId: 2001, count: 10 * P }], locked: 10 * P, pointsLeft: 100 });
    expect(expectOk(await t.call('actInviteExchange', { optionId: 1, requestId: 'invite-ex-1' }, { token: a.token })).pointsLeft).toBe(100);
    expectOk(await t.call('actInviteExchange', { optionId: 1, requestId: 'invite-ex-2' }, { token: a.token }));
    expectError(await t.call('actInviteExchange', { optionId: 1, requestId: 'invite-ex-3' }, { token: a.token }), { status: 200, errcode: Errcode.invitePointsShort });
    expectError(await t.call('actInviteExchange', { optionId: 99, requestId: 'invite-ex-4' }, { token: a.token }), { status: 404, errcode: Errcode.notFound });
    expect(expectOk(await t.call('actInviteStatus', {}, { token: a.token })).rewards).toMatchObject({ spins: { left: 0 }, points: { spent: 200, balance: 0 } });
    expect(await grantsOf(t, a.userId)).toHaveLength(4);
  });
});
