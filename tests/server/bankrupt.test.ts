import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import * as schema from '../../server/tables.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD, snapshot } from './helpers.ts';
import { decided, withdrawalAsked } from './console-play.ts';
import { operatorWithSession } from './console-helpers.ts';
import { setLimit, tokenBehindSignIn } from './protection-helpers.ts';
import { claim, claimed, CLAIM_MS, Code, coin, coinOf, giftPlayer, info, lose, nextMidnight, refused, states, toManilaNoon, useGiftConfig, WELCOME } from './bankrupt-helpers.ts';

/**
 * The bankruptcy gift (docs/bankrupt.md) with the seeded config: bankrupt below ₱1 after play today,
 * 30 minutes to claim, ₱10 / ₱20 / ₱50 after ₱100 / ₱500 / ₱2,000 of the day's valid bets, in order.
 */
describe(`bankruptcy gift: states (${databaseKind})`, () => {
  const t = useTestServer();

  it('not bankrupt, bankrupt with an award claimable and the next waiting, claimed; a new bankruptcy for the next award', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'states'); // ₱100 deposited + ₱50 welcome
    const fresh = await info(t, p);
    expect(fresh).toMatchObject({ bankrupt: false, canReceiveLastMs: 0, gift2LastMs: nextMidnight(t), currBet: 0, validBet: 10_000, threshold: 100 });
    expect(fresh.awardList).toEqual([
      { id: 1, propId: 2001, count: 1000, canReceive: false, isReceived: false, validBet: 10_000 },
      { id: 2, propId: 2001, count: 2000, canReceive: false, isReceived: false, validBet: 50_000 },
      { id: 3, propId: 2001, count: 5000, canReceive: false, isReceived: false, validBet: 200_000 },
    ]);

    // ₱50 lost: ₱100 left is no bankruptcy.
    await lose(t, p, 5_000);
    expect(await info(t, p)).toMatchObject({ bankrupt: false, currBet: 5_000, canReceiveLastMs: 0 });
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNotBankrupt });

    // The rest lost: bankrupt, the first award claimable (₱150 bet ≥ ₱100), the second waiting, the window started now.
    await lose(t, p);
    expect(await coinOf(t, p)).toBe(0);
    const broke = await info(t, p);
    expect(broke).toMatchObject({ bankrupt: true, currBet: 15_000, validBet: 10_000, canReceiveLastMs: broke.serverTime + CLAIM_MS });
    expect(Math.abs(broke.serverTime - t.deps.now())).toBeLessThan(5_000);
    expect(states(broke)).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, false],
    ]);
    // Asking again is the same bankruptcy: the window does not move.
    t.advance(60_000);
    expect((await info(t, p)).canReceiveLastMs).toBe(broke.canReceiveLastMs);

    await refused(t, p, 2, Code.needsBet, { msg: 'errors.bankrupt.needsValidBet', params: { more: 350 } });
    await refused(t, p, 3, Code.needsBet, { params: { more: 1_850 } });
    expect(await claimed(t, p, 1)).toMatchObject({ items: [coin(1000)], coin: 1000, locked: 1000 });
    // ₱10 is no bankruptcy: the popup closes; the first award reads claimed, the next needs ₱500.
    const after = await info(t, p);
    expect(after).toMatchObject({ bankrupt: false, canReceiveLastMs: 0, validBet: 50_000 });
    expect(states(after)).toEqual([
      [1, false, true],
      [2, false, false],
      [3, false, false],
    ]);
    await refused(t, p, 1, Code.claimed);

    // Losing the ₱10 is a new bankruptcy (a round was played since): its own window; the second award waits for ₱500.
    await lose(t, p);
    t.advance(60_000);
    const again = await info(t, p);
    expect(again).toMatchObject({ bankrupt: true, currBet: 16_000, validBet: 50_000, canReceiveLastMs: again.serverTime + CLAIM_MS });
    expect(states(again)).toEqual([
      [1, false, true],
      [2, false, false],
      [3, false, false],
    ]);
    await refused(t, p, 2, Code.needsBet, { params: { more: 340 } });
    expect(await t.deps.db.select().from(schema.bankruptEpisodes).where(eq(schema.bankruptEpisodes.userId, p.userId))).toHaveLength(2);

    // The grant is in the reward record under the activity, with its lock.
    const record = expectOk(await t.call('activityAwardGetLog', { activityId: ActivityId.Bankrupt }, { token: p.token }));
    expect(record.list).toMatchObject([{ activityId: ActivityId.Bankrupt, reason: 'bankrupt_gift', items: [coin(1000)] }]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('50 claims of one award at once pay once: 49 answer 3002, the coin moves by ₱10, one grant', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'fifty');
    await lose(t, p);
    expect((await info(t, p)).bankrupt).toBe(true);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, p, 1)));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ items: [coin(1000)], coin: 1000 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Code.claimed });
    expect(await coinOf(t, p)).toBe(1000);
    const grants = await t.deps.db
      .select()
      .from(schema.rewardGrants)
      .where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrants.activityId, ActivityId.Bankrupt)));
    expect(grants).toHaveLength(1);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('the daily cap: with maxPerDay 1 the second award of the day is 3004 even when its bets are made', async () => {
    toManilaNoon(t);
    await useGiftConfig(t, { maxPerDay: 1 });
    const p = await giftPlayer(t, 'cap', 50_000); // ₱500 + ₱50
    await lose(t, p);
    expect(states(await info(t, p))).toEqual([
      [1, true, false],
      [2, false, false],
      [3, false, false],
    ]);
    // ₱550 bet reaches the second award too, but the first comes first.
    await refused(t, p, 2, Code.notEligible, { msg: MessageKey.bankruptEarlierFirst });
    await claimed(t, p, 1);
    await lose(t, p);
    const capped = await info(t, p);
    expect(capped).toMatchObject({ bankrupt: true, currBet: 56_000 });
    expect(states(capped)).toEqual([
      [1, false, true],
      [2, false, false],
      [3, false, false],
    ]);
    const before = await snapshot(t);
    await refused(t, p, 2, Code.ended, { msg: MessageKey.bankruptDailyCap });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe(`bankruptcy gift: 3001 for each reason, 5006, 404; refusals change nothing (${databaseKind})`, () => {
  const t = useTestServer();

  it('no deposit yet: the welcome coins played to zero are no bankruptcy for the gift', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'nodep', 0);
    expect(await lose(t, p)).toBe(WELCOME);
    expect(await info(t, p)).toMatchObject({ bankrupt: false, canReceiveLastMs: 0, currBet: WELCOME });
    const before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNeedsDeposit });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a time-out, and a limit raise cooling off: 3001, nothing changed; no bankruptcy is recorded', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'timeout');
    await lose(t, p);
    expectOk(await t.call('takeTimeOut', { days: 1, confirm: true }, { token: p.token }));
    const token = await tokenBehindSignIn(t, p.userId); // a token the revocation missed: the gift refuses on its own
    expect(await info(t, p, token)).toMatchObject({ bankrupt: false, canReceiveLastMs: 0 });
    const before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptProtected }, token);
    expect(await snapshot(t)).toEqual(before);
    expect(await t.deps.db.select().from(schema.bankruptEpisodes).where(eq(schema.bankruptEpisodes.userId, p.userId))).toEqual([]);

    const q = await giftPlayer(t, 'cooling');
    expectOk(await setLimit(t, q.token, 'deposit', 'day', 50_000));
    expectOk(await setLimit(t, q.token, 'deposit', 'day', 100_000)); // a raise: 24 h of cooling-off
    await lose(t, q);
    expect((await info(t, q)).bankrupt).toBe(false);
    await refused(t, q, 1, Code.notEligible, { msg: MessageKey.bankruptProtected });
  });

  it('a reached loss limit: 3001, nothing changed; with a peso of room left the gift is offered', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'loss');
    expectOk(await setLimit(t, p.token, 'loss', 'day', 15_000));
    await lose(t, p); // ₱150: exactly the limit
    expect(await info(t, p)).toMatchObject({ bankrupt: false, currBet: 15_000 });
    const before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptLossLimit });
    expect(await snapshot(t)).toEqual(before);

    // Under the limit (₱1 of room) the gift is offered.
    const q = await giftPlayer(t, 'room');
    expectOk(await setLimit(t, q.token, 'loss', 'day', 15_100));
    await lose(t, q);
    expect((await info(t, q)).bankrupt).toBe(true);
    await claimed(t, q, 1);
  });

  it('a withdrawal waiting (or paid today) means the player cashed out: 3001', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'cashout', 20_000); // ₱200 + ₱50 welcome (locked)
    const withdrawal = await withdrawalAsked(t, p, 10_000);
    await lose(t, p); // the remaining ₱150
    expect(await coinOf(t, p)).toBe(0);
    expect((await info(t, p)).bankrupt).toBe(false);
    let before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNotBankrupt });
    expect(await snapshot(t)).toEqual(before);
    // Paid out today: still cashed out, not run out.
    const finance = await operatorWithSession(t, 'fin', 'finance');
    expect(await decided(t, finance.token, withdrawal)).toMatchObject({ status: 'paid' });
    expect((await info(t, p)).bankrupt).toBe(false);
    before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNotBankrupt });
    expect(await snapshot(t)).toEqual(before);
  });

  it('coin put away in the safebox is still the player\'s: no bankruptcy while it holds the threshold', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'safebox', 20_000); // ₱200 + ₱50 welcome (locked)
    expectOk(await t.call('safeboxSetPassword', { newPassword: '135790', password: PASSWORD }, { token: p.token }));
    expectOk(await t.call('safeboxIn', { amount: 10_000, requestId: `bk-safebox-${p.userId}` }, { token: p.token }));
    await lose(t, p); // the ₱150 left in the coin
    expect(await coinOf(t, p)).toBe(0);
    expect((await info(t, p)).bankrupt).toBe(false);
    const before = await snapshot(t);
    await refused(t, p, 1, Code.notEligible, { msg: MessageKey.bankruptNotBankrupt });
    expect(await snapshot(t)).toEqual(before);
  });

  it('switched off: the info offers nothing, a claim is 5006; an unknown award is 404; nothing changes', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'off');
    await lose(t, p);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Bankrupt, false);
    expect(await info(t, p)).toMatchObject({ bankrupt: false, awardList: [], canReceiveLastMs: 0, gift2LastMs: 0 });
    let before = await snapshot(t);
    await refused(t, p, 1, Errcode.activityNotRunning);
    expect(await snapshot(t)).toEqual(before);
    await activitiesRepo(t.deps.db).setStatus(ActivityId.Bankrupt, true);
    before = await snapshot(t);
    expectError(await claim(t, p, 99), { status: 404, errcode: Errcode.notFound, field: 'id' });
    await refused(t, p, 2, Code.needsBet, { params: { more: 350 } });
    expect(await snapshot(t)).toEqual(before);
    // Claimed, then claimed again: 3002 and nothing more moves.
    await claimed(t, p, 1);
    const paid = await snapshot(t);
    await refused(t, p, 1, Code.claimed);
    expect(await snapshot(t)).toEqual(paid);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});
