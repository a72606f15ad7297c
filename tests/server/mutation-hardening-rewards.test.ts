import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { ActivityId, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import { grantReward, type GrantRequest } from '../../server/rewards/index.ts';
import { playerBalances } from '../../server/ledger/ledger.ts';
import { snapshot } from './helpers.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { forceStops, losingStops, spinCall, start } from './games-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk } from './helpers.ts';

/**
 * Rewards (wagering, grants) where the mutation pool (docs/mutation-hardening.md) found no assertion:
 * each test is what a player or an operator sees (the exchange page, the requirement rows).
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.81.${ips % 250}.1`);
const WELCOME = 5000;

const bonus = (t: TestServer, userId: number, count: number, wagering: number, key = 'hardening') =>
  t.deps.db.transaction((tx) =>
    grantReward(tx, { userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key, items: [{ propId: PropId.coin, count }], wagering, now: t.deps.now() }),
  );
const requirements = (t: TestServer, userId: number) =>
  t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, userId)).orderBy(asc(schema.rewardWagering.id));
const exchangeInfo = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token }));

async function losingSpins(t: TestServer, p: Player, n: number, bet: number) {
  const restore = forceStops(losingStops());
  try {
    const { sessionId } = await start(t, p.token);
    for (let i = 0; i < n; i++) expect(expectOk(await spinCall(t, p.token, sessionId, bet)).round).toMatchObject({ bet, win: 0 });
  } finally {
    restore();
  }
}

describe(`mutation hardening: rewards (${databaseKind})`, () => {
  const t = useTestServer();

  beforeEach(async () => {
    await appConfigRepo(t.deps.db).upsert('signupBonusWagering', 1);
    t.deps.config.invalidate();
  });

  // P01 (wagering.ts:85): a requirement whose last centavo is met by a round records when it was met.
  it('the last centavo of a turnover, met by a round, stamps the requirement met', async () => {
    const p = await player(t, 'lastcentavo');
    await depositPaid(t, p.token, 10_000); // the ₱50 welcome coins qualify: ₱50 of turnover
    await bonus(t, p.userId, 1001, 1); // ₱10.01 at 1×
    await losingSpins(t, p, 6, 1000); // ₱50 meets the welcome bonus, ₱10 of the ₱10.01
    let [welcome, tenPesos] = await requirements(t, p.userId);
    expect(welcome).toMatchObject({ amount: WELCOME, turnoverLeft: 0 });
    expect(welcome!.turnoverMetAt).not.toBeNull();
    expect(tenPesos).toMatchObject({ amount: 1001, turnoverLeft: 1, turnoverMetAt: null });
    expect(await exchangeInfo(t, p)).toMatchObject({ turnoverLeft: 1, locked: 1001, forfeitable: 1001 });

    await losingSpins(t, p, 1, 1000); // uses the 1 centavo left
    [welcome, tenPesos] = await requirements(t, p.userId);
    expect(tenPesos).toMatchObject({ turnoverLeft: 0, balance: 0 });
    expect(tenPesos!.turnoverMetAt?.getTime()).toBeGreaterThan(0);
    expect(await exchangeInfo(t, p)).toMatchObject({ turnoverLeft: 0, locked: 0 });
  });

  // grant.ts:92, :99, :105, :107: a malformed grant is refused and changes nothing; 100 coupons is the most, not too many.
  it('refuses a grant with no items, a bad expiry or no key/period; takes exactly 100 coupons', async () => {
    const p = await player(t, 'grantchecks');
    const req = (over: Partial<GrantRequest>): GrantRequest => ({
      userId: p.userId,
      source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' },
      key: 'checks',
      items: [{ propId: PropId.coin, count: 100 }],
      now: t.deps.now(),
      ...over,
    });
    const grant = (over: Partial<GrantRequest>) => t.deps.db.transaction((tx) => grantReward(tx, req(over)));
    const before = await snapshot(t);
    await expect(grant({ items: [] })).rejects.toThrow(/at least one item/);
    await expect(grant({ expiresAt: 1.5 })).rejects.toThrow(/bad expiresAt/);
    await expect(grant({ key: '' })).rejects.toThrow(/key and a period/);
    await expect(grant({ source: { activityId: ActivityId.VIP, period: '', reason: 'test' } })).rejects.toThrow(/key and a period/);
    expect(await snapshot(t)).toEqual(before);
    const hundred = await grant({ key: 'hundred', items: [{ propId: 1010, count: 100 }] });
    expect(hundred.duplicate).toBe(false);
    expect(await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, hundred.id))).toHaveLength(100);
  });

  // grant.ts:174: a grant of two value items pays both (each its own transfer).
  it('a grant of coins and points pays both', async () => {
    const p = await player(t, 'twoitems');
    const before = await playerBalances(t.deps.db, p.userId);
    await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key: 'two', items: [{ propId: PropId.coin, count: 700 }, { propId: PropId.points, count: 30 }], now: t.deps.now() }),
    );
    expect(await playerBalances(t.deps.db, p.userId)).toMatchObject({ coin: before.coin + 700, points: before.points + 30 });
  });

  // grant.ts:199: a bonus with no turnover that waits only for a deposit is met from its grant.
  it('a deposit-only bonus (no turnover) is recorded met when granted', async () => {
    const p = await player(t, 'deponly');
    await t.deps.db.transaction((tx) =>
      grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key: 'deponly', items: [{ propId: PropId.coin, count: 900 }], wagering: 0, needsDeposit: true, now: t.deps.now() }),
    );
    const rows = await requirements(t, p.userId);
    const mine = rows.find((r) => r.amount === 900)!;
    expect(mine).toMatchObject({ turnover: 0, turnoverLeft: 0, needsDeposit: true });
    expect(mine.turnoverMetAt).not.toBeNull();
  });
});
