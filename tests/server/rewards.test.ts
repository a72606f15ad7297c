import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { grantReward, manilaDayPeriod, RewardWithheld, type GrantRequest } from '../../server/rewards/index.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, payoutCard, snapshot } from './helpers.ts';
import { forceStops, fund, losingStops, reqId, spinCall, start } from './games-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { drawAs } from './jackpot-helpers.ts';

const WELCOME = 5000; // the seed's userRegisterCoin, locked (signupBonusWagering, 1× in the wagering tests) until a first top-up

let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.18.${ips}.1`);

const exchangeInfo = async (t: TestServer, token: string) => expectOk(await t.call('getExchange', {}, { token }));

/** A step-up and a GCash card past the new-card hold: ready to withdraw. */
const cardFor = (t: TestServer, p: Player) => payoutCard(t, p, `0917${String(6_000_000 + p.userId).padStart(7, '0')}`);

const withdraw = (t: TestServer, p: Player, cardId: number, amount: number) => t.call('exchange', { cardId, amount, requestId: reqId('wd') }, { token: p.token });

/** Real spins of `bet` that win nothing (forced losing stops), so coin and turnover are exact. */
async function losingSpins(t: TestServer, token: string, n: number, bet: number) {
  const restore = forceStops(losingStops());
  try {
    const { sessionId } = await start(t, token);
    for (let i = 0; i < n; i++) expect(expectOk(await spinCall(t, token, sessionId, bet)).round).toMatchObject({ bet, win: 0 });
  } finally {
    restore();
  }
}

const grantOf = (userId: number, over: Partial<GrantRequest> = {}): GrantRequest => ({
  userId,
  source: { activityId: ActivityId.VIP, period: '2026-11-25', reason: 'test' },
  key: 'level:1',
  items: [
    { propId: PropId.coin, count: 1000 },
    { propId: PropId.points, count: 50 },
    { propId: PropId.diamond, count: 2 },
  ],
  now: Date.now(),
  ...over,
});

describe(`rewards engine: grants (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it('50 concurrent identical grants pay once and all answer the first grant; another key or period pays again', async () => {
    const p = await player(t, 'grant');
    const before = await playerBalances(t.deps.db, p.userId);
    const grants = await Promise.all(Array.from({ length: 50 }, () => t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId)))));
    expect(grants.filter((g) => !g.duplicate)).toHaveLength(1);
    expect(new Set(grants.map((g) => g.id)).size).toBe(1);
    for (const g of grants) expect(g.items.map((i) => [i.propId, i.count])).toEqual([[PropId.coin, 1000], [PropId.points, 50], [PropId.diamond, 2]]);
    const after = await playerBalances(t.deps.db, p.userId);
    expect(after).toMatchObject({ coin: before.coin + 1000, points: before.points + 50, diamond: before.diamond + 2 });

    // A second tap later: nothing more.
    const again = await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId)));
    expect(again).toMatchObject({ id: grants[0]!.id, duplicate: true });
    // The next Manila day, or another key, is another grant.
    await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId, { source: { activityId: ActivityId.VIP, period: '2026-11-26', reason: 'test' } })));
    await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId, { key: 'level:2' })));
    expect((await playerBalances(t.deps.db, p.userId)).coin).toBe(before.coin + 3000);
    expect(await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.userId, p.userId))).toHaveLength(4); // with the welcome bonus

    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('pays each item from its house account: coin from the source budget, points and diamonds from their own', async () => {
    const p = await player(t, 'houses');
    const grant = await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId)));
    const legs = await t.deps.db.execute(sql`
      SELECT i.prop_id, a.kind, e.amount FROM reward_grant_items i
      JOIN ledger_entries e ON e.transfer_id = i.transfer_id JOIN ledger_accounts a ON a.id = e.account_id
      WHERE i.grant_id = ${grant.id} AND a.owner_id IS NULL ORDER BY i.prop_id`);
    const rows = ((legs as unknown as { rows: Record<string, unknown>[] }).rows ?? legs) as Record<string, unknown>[];
    expect(rows.map((r) => [Number(r.prop_id), String(r.kind).replace(/#\d+$/, ''), Number(r.amount)])).toEqual([
      [PropId.coin, 'house:bonus_expense', -1000],
      [PropId.points, 'house:points_issued', -50],
      [PropId.diamond, 'house:diamonds_issued', -2],
    ]);
  });

  it('records liveness as a tally item: the item row only, no transfer, nothing owned, no balance moved', async () => {
    const p = await player(t, 'tally');
    const before = await playerBalances(t.deps.db, p.userId);
    const grant = await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId, { items: [{ propId: PropId.points, count: 5 }, { propId: PropId.liveness, count: 40 }] })));
    expect(grant.items).toEqual([
      { propId: PropId.points, count: 5, transferId: expect.any(Number) },
      { propId: PropId.liveness, count: 40, transferId: null },
    ]);
    expect(await playerBalances(t.deps.db, p.userId)).toEqual({ ...before, points: before.points + 5 });
    expect(await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, grant.id))).toEqual([]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses what it cannot pay (an unknown prop, too many coupons) and a protected player, granting nothing', async () => {
    const p = await player(t, 'refuse');
    const grant = (over: Partial<GrantRequest>) => t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId, over)));
    // An unknown prop id, and 101 coupons in one item, are mistakes.
    await expect(grant({ items: [{ propId: 3001, count: 1 }] })).rejects.toThrow(/cannot be granted/);
    await expect(grant({ items: [{ propId: 1010, count: 101 }] })).rejects.toThrow(/at most 100/);
    await expect(grant({ items: [{ propId: PropId.coin, count: 0 }] })).rejects.toThrow(/bad count/);
    await expect(grant({ items: [{ propId: PropId.coin, count: 1 }, { propId: PropId.coin, count: 2 }] })).rejects.toThrow(/twice/);
    protectionHook.check = async () => true;
    const before = await snapshot(t);
    await expect(grant({})).rejects.toBeInstanceOf(RewardWithheld);
    expect(await snapshot(t)).toEqual(before);
  });

  it('periods are Manila calendar days: 23:59 and 00:00 Manila are two periods', () => {
    const lastMinute = Date.parse('2026-11-25T15:59:00Z'); // 23:59 in Manila
    expect(manilaDayPeriod(lastMinute)).toBe('2026-11-25');
    expect(manilaDayPeriod(lastMinute + 60_000)).toBe('2026-11-26');
  });

  it('a Lucky Jackpot prize is a grant of activity 47 keyed by its draw, paid by the transfer the draw points at', async () => {
    const p = await player(t, 'jackpot');
    await depositPaid(t, p.token, 20_000); // two chances
    const mega = await drawAs(t, p.userId, 1); // a tier: coin from the pool
    const points = await drawAs(t, p.userId, 3); // 100 points from their own account
    const grants = await t.deps.db.select().from(schema.rewardGrants).where(eq(schema.rewardGrants.activityId, ActivityId.LuckyJackpot));
    expect(grants.map((g) => [g.userId, g.key, g.period, g.reason])).toEqual([
      [p.userId, `draw:${mega.draw.id}`, manilaDayPeriod(t.deps.now()), 'jackpot_draw'],
      [p.userId, `draw:${points.draw.id}`, manilaDayPeriod(t.deps.now()), 'jackpot_draw'],
    ]);
    const items = await t.deps.db.select().from(schema.rewardGrantItems);
    expect(items.filter((i) => grants.some((g) => g.id === i.grantId)).map((i) => [i.propId, i.count, i.transferId])).toEqual([
      [PropId.jackpotMega, mega.draw.count, mega.draw.transferId],
      [PropId.points, 100, points.draw.transferId],
    ]);
    // No wagering on prizes: the tier win can be withdrawn (once the welcome bonus's turnover is bet).
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: WELCOME + 20_000 + mega.draw.count, locked: WELCOME });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the audit finds a grant item that does not match its transfer', async () => {
    const p = await player(t, 'tamper');
    const grant = await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId)));
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true });
    await t.deps.db.update(schema.rewardGrantItems).set({ count: 1001 }).where(eq(schema.rewardGrantItems.grantId, grant.id)).execute();
    const report = await auditBooks(t.deps.db);
    expect(report.ok).toBe(false);
    expect(report.problems.map((x) => x.check)).toContain('reward-item-not-its-transfer');
  });
});

describe(`rewards engine: wagering (${databaseKind})`, () => {
  const t = useTestServer();

  // The mechanics, with the welcome coins at 1× so the arithmetic below reads plainly; the seeded terms
  // (5×, a ₱100 qualifying deposit) are bonus-terms.test.ts's.
  beforeEach(async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 1);
    t.deps.config.invalidate();
  });

  it('locks a bonus until its turnover is bet in real spins, oldest requirement first; demo spins do not count', async () => {
    const p = await player(t, 'wager');
    await depositPaid(t, p.token, 10_000);
    // A second bonus of ₱20 at 3×: ₱60 of bets.
    await t.deps.db.transaction((tx) => grantReward(tx, grantOf(p.userId, { items: [{ propId: PropId.coin, count: 2000 }], wagering: 3 })));
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 17_000, locked: 7000, withdrawable: 10_000, turnoverLeft: 11_000, bonusNeedsDeposit: false });

    // tryIt spins move demo credits only: no turnover.
    const demo = await start(t, p.token, undefined, true);
    expectOk(await spinCall(t, p.token, demo.sessionId, 1000));
    expect(await exchangeInfo(t, p.token)).toMatchObject({ turnoverLeft: 11_000 });

    await losingSpins(t, p.token, 4, 1000); // ₱40: the welcome bonus has ₱10 left
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 13_000, locked: 7000, withdrawable: 6000, turnoverLeft: 7000 });
    await losingSpins(t, p.token, 1, 1000); // exactly met: the welcome bonus unlocks
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 12_000, locked: 2000, withdrawable: 10_000, turnoverLeft: 6000 });
    await losingSpins(t, p.token, 5, 1000);
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 7000, locked: 2000, withdrawable: 5000, turnoverLeft: 1000 });
    await losingSpins(t, p.token, 1, 1000); // the last peso of turnover: nothing locked
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 6000, locked: 0, withdrawable: 6000, turnoverLeft: 0 });
    // More play changes nothing on the requirements.
    await losingSpins(t, p.token, 1, 1000);
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 5000, locked: 0, turnoverLeft: 0 });
    const rows = await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId));
    expect(rows.map((r) => [r.amount, r.turnover, r.turnoverLeft, r.turnoverMetAt !== null])).toEqual([
      [WELCOME, WELCOME, 0, true],
      [2000, 6000, 0, true],
    ]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('exchange refuses an amount reaching into the locked bonus (2007) and changes nothing; the rest withdraws', async () => {
    const p = await player(t, 'lockwd');
    await depositPaid(t, p.token, 20_000);
    const cardId = await cardFor(t, p);
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 25_000, locked: WELCOME, withdrawable: 20_000, turnoverLeft: WELCOME });

    const before = await snapshot(t);
    expectError(await withdraw(t, p, cardId, 21_000), { status: 200, errcode: Errcode.bonusLocked, msg: 'errors.wallet.bonusLocked', field: 'amount' });
    const refused = await withdraw(t, p, cardId, 25_000);
    expect(refused.body).toMatchObject({ errcode: 2007, params: { locked: 50, withdrawable: 200, turnoverLeft: 50 } });
    expect(await snapshot(t)).toEqual(before);
    // More than the whole balance is still "not enough" (2001), as before.
    expectError(await withdraw(t, p, cardId, 26_000), { status: 200, errcode: Errcode.insufficientBalance });

    // The cash may leave, giving up the bonus once the player confirms it (docs/rewards.md "Wagering"; wagering-forfeit.test.ts).
    expectError(await withdraw(t, p, cardId, 20_000), { status: 200, errcode: Errcode.bonusForfeitUnconfirmed });
    expect(await snapshot(t)).toEqual(before);
    const confirmed = await t.call('exchange', { cardId, amount: 20_000, requestId: reqId('wd'), forfeitBonus: true }, { token: p.token });
    expect(expectOk(confirmed)).toMatchObject({ coin: 0, withdrawal: { amount: 20_000, status: 'pending' } });
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 0, locked: 0, withdrawable: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the welcome bonus cannot be withdrawn before a first top-up, nor before its turnover', async () => {
    // Withdrawals from ₱10 here, so the ₱50 welcome coins alone are a withdrawable amount.
    const { config } = await t.deps.config.get();
    await appConfigRepo(t.deps.db).upsert('withdrawConfig', { ...config.withdrawConfig, minAmount: 1000, dailyCount: 100 });
    t.deps.config.invalidate();

    // Only the welcome coins: locked, waiting for a top-up and ₱50 of bets.
    const fresh = await player(t, 'welcome');
    const freshCard = await cardFor(t, fresh);
    expect(await exchangeInfo(t, fresh.token)).toMatchObject({ coin: WELCOME, locked: WELCOME, withdrawable: 0, turnoverLeft: WELCOME, bonusNeedsDeposit: true });
    const before = await snapshot(t);
    expectError(await withdraw(t, fresh, freshCard, WELCOME), { status: 200, errcode: Errcode.bonusLocked, msg: MessageKey.bonusLockedNeedsDeposit });
    expectError(await withdraw(t, fresh, freshCard, 1000), { status: 200, errcode: Errcode.bonusLocked, msg: MessageKey.bonusLockedNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);

    // Turnover met with money that is not a top-up (an operator's credit): still locked until a deposit.
    const played = await player(t, 'played');
    const playedCard = await cardFor(t, played);
    await fund(t, played.userId, 10_000);
    await losingSpins(t, played.token, 5, 1000);
    expect(await exchangeInfo(t, played.token)).toMatchObject({ coin: 10_000, locked: WELCOME, withdrawable: 5000, turnoverLeft: 0, bonusNeedsDeposit: true });
    expectError(await withdraw(t, played, playedCard, 10_000), { status: 200, errcode: Errcode.bonusLocked, msg: MessageKey.bonusLockedDepositOnly });
    await depositPaid(t, played.token, 10_000);
    expect(await exchangeInfo(t, played.token)).toMatchObject({ coin: 20_000, locked: 0, withdrawable: 20_000, bonusNeedsDeposit: false });
    expectOk(await withdraw(t, played, playedCard, 20_000));

    // A top-up first: still the turnover to bet.
    const depositor = await player(t, 'depositor');
    const depositorCard = await cardFor(t, depositor);
    await depositPaid(t, depositor.token, 10_000);
    expectError(await withdraw(t, depositor, depositorCard, 15_000), { status: 200, errcode: Errcode.bonusLocked, msg: 'errors.wallet.bonusLocked' });
    await losingSpins(t, depositor.token, 5, 1000);
    expect(await exchangeInfo(t, depositor.token)).toMatchObject({ coin: 10_000, locked: 0, withdrawable: 10_000 });
    expectOk(await withdraw(t, depositor, depositorCard, 10_000));

    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('signupBonusWagering comes from config: 0 leaves only the top-up condition', async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 0);
    t.deps.config.invalidate();
    const p = await player(t, 'nowager');
    expect(await exchangeInfo(t, p.token)).toMatchObject({ locked: WELCOME, turnoverLeft: 0, bonusNeedsDeposit: true });
    await depositPaid(t, p.token, 10_000);
    expect(await exchangeInfo(t, p.token)).toMatchObject({ coin: 15_000, locked: 0, withdrawable: 15_000 });
  });
});
