import { afterEach, describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaMonthPeriod } from '../../server/rewards/index.ts';
import { protectionHook } from '../../server/rewards/protection.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, PASSWORD, snapshot } from './helpers.ts';
import { okCall } from './games-helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { fund } from './games-helpers.ts';
import { spins } from './vip-helpers.ts';

// The monthly bonus (docs/offers.md) with small tiers, so a few real spins reach them:
// ₱10 → ₱1 + 5 points, ₱30 → ₱3 + 10 points, ₱100 → ₱10.
const coin = (count: number) => ({ propId: PropId.coin, count });
const points = (count: number) => ({ propId: PropId.points, count });
const TIERS = [
  { minValidBet: 3_000, items: [coin(300), points(10)] },
  { minValidBet: 1_000, items: [coin(100), points(5)] },
  { minValidBet: 10_000, items: [coin(1_000)] },
];

const MANILA = 8 * 3600_000;
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function useTiers(t: TestServer, wagering = 1) {
  await appConfigRepo(t.deps.db).upsert('monthlyBonus', { tiers: TIERS, wagering });
  t.deps.config.invalidate();
}

/** The first Manila midnight of the month after the server clock's (epoch ms). */
function nextMonthStart(now: number): number {
  const [year, month] = manilaMonthPeriod(now).split('-').map(Number) as [number, number];
  return Date.UTC(year, month, 1) - MANILA;
}

/**
 * Moves the clock to `at`. Sessions end after 3 idle days and 30 days in all, so a long move goes in
 * steps of 2 days and each player signs in again between them, as one coming back every other day would.
 */
async function travelTo(t: TestServer, at: number, players: Player[] = []) {
  const signIn = async () => {
    for (const p of players) p.token = expectOk(await t.call('accountLogin', { type: 2, account: p.account, password: PASSWORD })).token as string;
  };
  while (at - t.deps.now() > 2 * DAY) {
    t.advance(2 * DAY);
    await signIn();
  }
  t.advance(at - t.deps.now());
  await signIn();
}

let ips = 0;
/** A player with ₱1,000 of play money; `deposit` also a paid top-up (claims are free bonuses). */
async function monthlyPlayer(t: TestServer, tag: string, deposit = true): Promise<Player> {
  ips++;
  const p = await newPlayer(t, `${tag}${ips}`, `10.24.${ips}.1`);
  await fund(t, p.userId, 100_000);
  if (deposit) await depositPaid(t, p.token, 10_000);
  return p;
}

const info = async (t: TestServer, p?: Player) => okCall('monthlyBonusInfo', await t.call('monthlyBonusInfo', {}, { token: p?.token }));
const claim = (t: TestServer, p: Player) => t.call('monthlyBonusReceive', {}, { token: p.token });
const balances = (t: TestServer, p: Player) => playerBalances(t.deps.db, p.userId);
const noTier = { status: 200, errcode: Errcode.rewardNothingToClaim, msg: MessageKey.monthlyNoTier };

describe(`the monthly bonus (${databaseKind})`, () => {
  const t = useTestServer();

  afterEach(() => {
    protectionHook.check = async () => false;
  });

  it("sizes this month's prize by last month's valid bets, the last second of a month in it and the next in the next; 50 claims at once pay once", async () => {
    await useTiers(t);
    const edge = nextMonthStart(t.deps.now());
    await travelTo(t, edge - 2 * HOUR);
    const month = manilaMonthPeriod(t.deps.now());
    const p = await monthlyPlayer(t, 'edge');
    await spins(t, p.token, 2, 1_000); // ₱20: tier 1
    await travelTo(t, edge - 1_000, [p]); // 23:59:59 on the month's last day
    await spins(t, p.token, 1, 1_000); // ₱30: tier 2, still this month
    expect(await info(t, p)).toMatchObject({
      running: true,
      thisMonth: { period: month, validBet: 3_000, tier: 2 },
      lastMonth: { validBet: 0, tier: null },
      status: 'locked',
      endsAt: edge,
      hasDeposit: true,
      withheld: false,
    });
    let before = await snapshot(t);
    expectError(await claim(t, p), noTier);
    expect(await snapshot(t)).toEqual(before);

    await travelTo(t, edge, [p]); // 00:00:00: the next month
    await spins(t, p.token, 1, 500); // ₱5 of the new month
    const next = manilaMonthPeriod(t.deps.now());
    const now = await info(t, p);
    expect(now).toMatchObject({
      lastMonth: { period: month, validBet: 3_000, tier: 2 },
      thisMonth: { period: next, validBet: 500, tier: null },
      status: 'claimable',
      endsAt: nextMonthStart(edge),
    });
    expect(now.tiers).toEqual([
      { tier: 1, minValidBet: 1_000, items: [coin(100), points(5)] },
      { tier: 2, minValidBet: 3_000, items: [coin(300), points(10)] },
      { tier: 3, minValidBet: 10_000, items: [coin(1_000)] },
    ]);

    const start = await balances(t, p);
    const answers = await Promise.all(Array.from({ length: 50 }, () => claim(t, p)));
    const paid = answers.filter((a) => a.body.errcode === 0);
    expect(paid).toHaveLength(1);
    expect(paid[0]!.body).toMatchObject({ items: [coin(300), points(10)], coin: start.coin + 300, locked: 300 });
    for (const a of answers.filter((x) => x.body.errcode !== 0)) expectError(a, { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await balances(t, p)).toMatchObject({ coin: start.coin + 300, points: start.points + 10 });
    expect((await info(t, p)).status).toBe('claimed');
    before = await snapshot(t);
    expectError(await claim(t, p), { status: 200, errcode: Errcode.rewardAlreadyClaimed });
    expect(await snapshot(t)).toEqual(before);
    const [grant] = okCall('activityAwardGetLog', await t.call('activityAwardGetLog', { activityId: ActivityId.MonthlyBonus }, { token: p.token })).list;
    expect(grant).toMatchObject({ reason: 'monthly_bonus', period: next, items: [coin(300), points(10)], locked: 300 });

    // A month later: the month just ended sizes a new prize, claimed once more.
    await spins(t, p.token, 1, 10_000); // ₱105 this month: tier 3
    expect((await info(t, p)).thisMonth).toMatchObject({ validBet: 10_500, tier: 3 });
    await travelTo(t, nextMonthStart(t.deps.now()), [p]);
    expect(await info(t, p)).toMatchObject({ lastMonth: { period: next, validBet: 10_500, tier: 3 }, thisMonth: { validBet: 0, tier: null }, status: 'claimable' });
    expect(okCall('monthlyBonusReceive', await claim(t, p))).toMatchObject({ items: [coin(1_000)] });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });

  it('refusals change nothing: 5001 without a tier, 5003 before a top-up, 5004 protected, 5006 switched off; a visitor sees the tiers', async () => {
    await useTiers(t, 0);
    const edge = nextMonthStart(t.deps.now());
    await travelTo(t, edge - HOUR);
    const idle = await monthlyPlayer(t, 'idle');
    const fresh = await monthlyPlayer(t, 'fresh', false);
    const player = await monthlyPlayer(t, 'player');
    await spins(t, fresh.token, 1, 1_000);
    await spins(t, player.token, 1, 1_000);
    await travelTo(t, edge + HOUR, [idle, fresh, player]);

    const visitor = await info(t);
    expect(visitor).toMatchObject({ running: true, lastMonth: { validBet: 0, tier: null }, status: 'locked', hasDeposit: false, withheld: false });
    expect(visitor.tiers).toHaveLength(3);

    const before = await snapshot(t);
    expectError(await claim(t, idle), noTier);
    expect(await info(t, fresh)).toMatchObject({ lastMonth: { tier: 1 }, status: 'claimable', hasDeposit: false });
    expectError(await claim(t, fresh), { status: 200, errcode: Errcode.rewardNeedsDeposit });
    protectionHook.check = async () => true;
    expect((await info(t, player)).withheld).toBe(true);
    expectError(await claim(t, player), { status: 200, errcode: Errcode.rewardWithheld });
    protectionHook.check = async () => false;
    await activitiesRepo(t.deps.db).setStatus(ActivityId.MonthlyBonus, false);
    expect(await info(t, player)).toMatchObject({ running: false, status: 'locked', lastMonth: { tier: 1 } });
    expectError(await claim(t, player), { status: 200, errcode: Errcode.activityNotRunning });
    await activitiesRepo(t.deps.db).setStatus(ActivityId.MonthlyBonus, true);
    expect(await snapshot(t)).toEqual(before);

    // Wagering 0 in the config: the prize is not locked.
    expect(okCall('monthlyBonusReceive', await claim(t, player))).toMatchObject({ items: [coin(100), points(5)], locked: 0 });
  });
});
