import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import * as schema from '../../server/tables.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { setLimit } from './protection-helpers.ts';
import { advanceToBeforeMidnight } from './vip-helpers.ts';

/**
 * The daily sign-in calendar (docs/checkin.md) on the seeded 7-day cycle: ₱2, 20 points, ₱3,
 * 30 points, ₱5, 50 points, ₱10 + 100 points; coin locked by a 1× turnover.
 */
const DAY = 24 * 3600_000;
const coin = (count: number) => ({ propId: PropId.coin, count });
const points = (count: number) => ({ propId: PropId.points, count });
const SEEDED = [[coin(200)], [points(20)], [coin(300)], [points(30)], [coin(500)], [points(50)], [coin(1000), points(100)]];

const calendar = async (t: TestServer, p?: Player) => expectOk(await t.call('loginBonus3User', {}, p ? { token: p.token } : {}));
const claim = (t: TestServer, p: Player) => t.call('loginBonus3Receive', {}, { token: p.token });
const dot = async (t: TestServer, p: Player) => expectOk(await t.call('refreshData', {}, { token: p.token })).redDots.signIn as boolean;
const balances = (t: TestServer, p: Player) => playerBalances(t.deps.db, p.userId);
const grantsOf = (t: TestServer, p: Player) =>
  t.deps.db
    .select()
    .from(schema.rewardGrants)
    .where(and(eq(schema.rewardGrants.userId, p.userId), eq(schema.rewardGrants.activityId, ActivityId.FreeSign)))
    .orderBy(schema.rewardGrants.id);

let ips = 0;
/** A fresh player, by default with a sandbox-paid first deposit (sign-in prizes are free bonuses). */
async function player(t: TestServer, tag: string, deposit = true): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.36.${ips % 250}.${1 + Math.floor(ips / 250)}`);
  if (deposit) await depositPaid(t, p.token, 10_000);
  return p;
}

describe(`daily sign-in: the calendar (${databaseKind})`, () => {
  const t = useTestServer();

  it('a visitor sees the seeded cycle, every day locked, and cannot claim (401)', async () => {
    const view = await calendar(t);
    expect(view).toMatchObject({ running: true, signedIn: false, cycleLength: 7, today: 1, todayStatus: 'locked', streak: 0, missed: false, hasDeposit: false, wagering: 1 });
    expect(view.days.map((d: { items: unknown }) => d.items)).toEqual(SEEDED);
    expect(view.days.every((d: { status: string }) => d.status === 'locked')).toBe(true);
    expect(view.nextResetAt).toBeGreaterThan(view.now);
    expect(view.nextResetAt - view.now).toBeLessThanOrEqual(DAY);
    expect(manilaDayPeriod(view.nextResetAt)).not.toBe(manilaDayPeriod(view.now));
    expectError(await t.call('loginBonus3Receive', {}), { status: 401, errcode: 401 });
  });

  it('day 1 → day 7 on consecutive Manila days, then day 1 again with the streak still counting; each day once; the audit clean', async () => {
    const p = await player(t, 'cycle');
    advanceToBeforeMidnight(t, 12 * 3600_000); // noon
    expect(await dot(t, p)).toBe(true);
    let view = await calendar(t, p);
    expect(view).toMatchObject({ signedIn: true, today: 1, todayStatus: 'claimable', streak: 0, hasDeposit: true });
    expect(view.days.map((d: { status: string }) => d.status)).toEqual(['claimable', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);

    const start = await balances(t, p);
    for (let day = 1; day <= 7; day++) {
      const before = await balances(t, p);
      const paid = expectOk(await claim(t, p));
      const coinPaid = SEEDED[day - 1]!.find((i) => i.propId === PropId.coin)?.count ?? 0;
      expect(paid).toMatchObject({ items: SEEDED[day - 1], day, streak: day, coin: before.coin + coinPaid, locked: coinPaid });
      view = await calendar(t, p);
      expect(view).toMatchObject({ today: day, todayStatus: 'claimed', streak: day });
      expect(view.days.map((d: { status: string }) => d.status)).toEqual(Array.from({ length: 7 }, (_, i) => (i < day ? 'claimed' : 'locked')));
      expect(await dot(t, p)).toBe(false);
      // A second tap the same day: 5002, nothing changes.
      const unchanged = await snapshot(t);
      expectError(await claim(t, p), { status: 200, errcode: Errcode.rewardAlreadyClaimed, msg: 'errors.reward.alreadyClaimed' });
      expect(await snapshot(t)).toEqual(unchanged);
      t.advance(DAY);
      expect(await dot(t, p)).toBe(true);
    }
    // Day 8 of the streak is day 1 of a new cycle.
    view = await calendar(t, p);
    expect(view).toMatchObject({ today: 1, todayStatus: 'claimable', streak: 7, missed: false });
    expect(view.days.every((d: { status: string }, i: number) => d.status === (i === 0 ? 'claimable' : 'locked'))).toBe(true);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, streak: 8, items: SEEDED[0] });

    const end = await balances(t, p);
    expect(end.coin - start.coin).toBe(200 + 300 + 500 + 1000 + 200);
    expect(end.points - start.points).toBe(20 + 30 + 50 + 100);
    const grants = await grantsOf(t, p);
    expect(grants.map((g) => g.key)).toEqual(Array(8).fill('sign_in'));
    expect(grants.map((g) => g.reason)).toEqual(Array(8).fill('daily_sign_in'));
    expect(new Set(grants.map((g) => g.period)).size).toBe(8);
    expect(grants.map((g) => (g.meta as { day: number }).day)).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    // The coin is bonus coin: locked by its 1× turnover beside the welcome coins.
    expect(expectOk(await t.call('getExchange', {}, { token: p.token })).locked).toBe(5000 + 200 + 300 + 500 + 1000 + 200);
    // The reward record lists each claim under its activity.
    const record = expectOk(await t.call('activityAwardGetLog', { activityId: ActivityId.FreeSign }, { token: p.token }));
    expect(record.list).toHaveLength(8);
    expect(record.list[0]).toMatchObject({ activityId: ActivityId.FreeSign, reason: 'daily_sign_in', items: SEEDED[0] });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('a missed Manila day breaks the streak: the cycle starts again at day 1 (no makeup)', async () => {
    const p = await player(t, 'missed');
    advanceToBeforeMidnight(t, 12 * 3600_000);
    expectOk(await claim(t, p));
    t.advance(DAY);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 2, streak: 2 });
    t.advance(2 * DAY); // the third day passes without a claim
    const view = await calendar(t, p);
    expect(view).toMatchObject({ today: 1, todayStatus: 'claimable', streak: 0, missed: true });
    expect(view.days.map((d: { status: string }) => d.status)).toEqual(['claimable', 'locked', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, streak: 1, items: SEEDED[0] });
    expect(await calendar(t, p)).toMatchObject({ today: 1, todayStatus: 'claimed', streak: 1, missed: false });
  });

  it('Manila midnight: a claim at 23:59:59 and another at 00:00:00 are two days of one streak', async () => {
    const p = await player(t, 'midnight');
    const day1 = advanceToBeforeMidnight(t, 1000); // 23:59:59.000
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, streak: 1 });
    expect(manilaDayPeriod(t.deps.now())).toBe(day1); // still 23:59:59
    expectError(await claim(t, p), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await dot(t, p)).toBe(false);
    const midnight = Date.parse(`${day1}T00:00:00+08:00`) + DAY;
    t.advance(midnight - t.deps.now()); // 00:00:00.000 (the harness clock runs on: a few ms later when the claim lands)
    expect(manilaDayPeriod(t.deps.now())).not.toBe(day1);
    expect((await calendar(t, p)).nextResetAt).toBe(midnight + DAY);
    expect(await dot(t, p)).toBe(true);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 2, streak: 2, items: SEEDED[1] });
    expect((await grantsOf(t, p)).map((g) => g.period)).toEqual([day1, manilaDayPeriod(t.deps.now())]);
  });

  it('50 identical claims at once pay one day once: 49 answer 5002', async () => {
    const p = await player(t, 'burst');
    const before = await balances(t, p);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, p)));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ items: SEEDED[0], day: 1, streak: 1, coin: before.coin + 200 });
    const refused = answers.filter((a) => a.body.errcode !== 0);
    expect(refused).toHaveLength(49);
    for (const a of refused) expectError(a, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect((await balances(t, p)).coin).toBe(before.coin + 200);
    expect(await grantsOf(t, p)).toHaveLength(1);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

describe(`daily sign-in: refusals (${databaseKind})`, () => {
  const t = useTestServer();

  it('before a first top-up: the day shows claimable with the deposit prompt, a claim is 5003 changing nothing, no red dot; after a sandbox-paid deposit it pays', async () => {
    const p = await player(t, 'nodep', false);
    expect(await calendar(t, p)).toMatchObject({ todayStatus: 'claimable', hasDeposit: false });
    expect(await dot(t, p)).toBe(false);
    const before = await snapshot(t);
    expectError(await claim(t, p), { status: 200, errcode: Errcode.rewardNeedsDeposit, msg: 'errors.reward.needsDeposit' });
    expect(await snapshot(t)).toEqual(before);
    await depositPaid(t, p.token, 10_000);
    expect(await dot(t, p)).toBe(true);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, items: SEEDED[0] });
  });

  it('a protected player (a limit raise cooling off) gets 5004 changing nothing, and no red dot', async () => {
    const p = await player(t, 'protected');
    expect(await dot(t, p)).toBe(true);
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 50_000));
    expectOk(await setLimit(t, p.token, 'deposit', 'day', 100_000)); // a raise: 24 h of cooling-off
    expect(await dot(t, p)).toBe(false);
    const before = await snapshot(t);
    expectError(await claim(t, p), { status: 200, errcode: Errcode.rewardWithheld, msg: 'errors.reward.withheld' });
    expect(await snapshot(t)).toEqual(before);
    t.advance(DAY + 1000); // the cooling-off ends (and it is another Manila day)
    expect(await dot(t, p)).toBe(true);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, streak: 1 });
  });

  it('the activity switched off, or no days configured: 5006 changing nothing, not running, no red dot', async () => {
    const p = await player(t, 'off');
    await activitiesRepo(t.deps.db).setStatus(ActivityId.FreeSign, false);
    expect(await dot(t, p)).toBe(false);
    expect(await calendar(t, p)).toMatchObject({ running: false, todayStatus: 'locked' });
    let before = await snapshot(t);
    expectError(await claim(t, p), { status: 200, errcode: Errcode.activityNotRunning, msg: 'errors.reward.activityNotRunning' });
    expect(await snapshot(t)).toEqual(before);

    await activitiesRepo(t.deps.db).setStatus(ActivityId.FreeSign, true);
    await t.deps.db.delete(schema.appConfig).where(eq(schema.appConfig.key, 'signInCalendar'));
    t.deps.config.invalidate();
    expect(await calendar(t, p)).toMatchObject({ running: false, cycleLength: 0, days: [] });
    expect(await dot(t, p)).toBe(false);
    before = await snapshot(t);
    expectError(await claim(t, p), { status: 200, errcode: Errcode.activityNotRunning });
    expect(await snapshot(t)).toEqual(before);
  });

  it("a shorter cycle from the operator applies at once; a configured day's items are what it pays", async () => {
    const p = await player(t, 'short');
    await appConfigRepo(t.deps.db).upsert('signInCalendar', { days: [{ items: [coin(100), { propId: PropId.diamond, count: 2 }] }, { items: [points(5)] }], wagering: 0 });
    t.deps.config.invalidate();
    advanceToBeforeMidnight(t, 12 * 3600_000);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, items: [coin(100), { propId: PropId.diamond, count: 2 }], locked: 0 });
    t.advance(DAY);
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 2, streak: 2, items: [points(5)], locked: 0 });
    t.advance(DAY);
    expect(await calendar(t, p)).toMatchObject({ cycleLength: 2, today: 1, streak: 2, wagering: 0 });
    expect(expectOk(await claim(t, p))).toMatchObject({ day: 1, streak: 3 });
  });
});
