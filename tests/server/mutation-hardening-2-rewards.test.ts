import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActivityId, Errcode, PropId } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { grantReward, ONCE, RewardWithheld, type GrantRequest } from '../../server/rewards/index.ts';
import { vipRedDots } from '../../server/vip/index.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { okCall, reqId } from './games-helpers.ts';
import { depositPaid, newPlayer } from './console-play.ts';
import { setLimit } from './protection-helpers.ts';
import { claimed, giftPlayer, lose, toManilaNoon, useGiftConfig } from './bankrupt-helpers.ts';
import { coin, spins, useVipConfig, vipPlayer } from './vip-helpers.ts';
import { freezeAt } from './frozen-clock.ts';

/**
 * Rewards where the second pass over the mutation pool (docs/mutation-hardening.md) found no assertion:
 * a repeat grant for a player protected since, the order of a claim's refusals, the lock a bankruptcy
 * gift answers with no or a tiny turnover, a rebate of exactly ₱1.00, a coupon at its expiry instant.
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.86.${ips % 250}.1`);
const coolingOff = async (t: TestServer, token: string) => {
  expectOk(await setLimit(t, token, 'deposit', 'day', 50_000));
  expectOk(await setLimit(t, token, 'deposit', 'day', 100_000)); // a raise: 24 h of cooling-off, promotions withheld
};


describe(`mutation hardening 2: rewards (${databaseKind})`, () => {
  const t = useTestServer();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  // grant.ts:137: a repeat is answered (the first grant) before protection is asked; a new grant is withheld.
  it('a grant repeated after the player became protected answers the first grant; a new one is withheld', async () => {
    const p = await player(t, 'repeat');
    const req = (key: string): GrantRequest => ({ userId: p.userId, source: { activityId: ActivityId.VIP, period: ONCE, reason: 'test' }, key, items: [{ propId: PropId.coin, count: 500 }], now: t.deps.now() });
    const grant = (key: string) => t.deps.db.transaction((tx) => grantReward(tx, req(key)));
    const first = await grant('before');
    expect(first.duplicate).toBe(false);
    await coolingOff(t, p.token);
    const before = await snapshot(t);
    expect(await grant('before')).toMatchObject({ id: first.id, duplicate: true });
    await expect(grant('after')).rejects.toBeInstanceOf(RewardWithheld);
    expect(await snapshot(t)).toEqual(before);
  });

  // claim.ts:18: a protected player is told 5004 first, even before the missing first top-up (5003).
  it('a protected player without a top-up claiming the daily sign-in gets 5004, not 5003', async () => {
    const p = await player(t, 'protnodep');
    await coolingOff(t, p.token);
    const before = await snapshot(t);
    expectError(await t.call('loginBonus3Receive', {}, { token: p.token }), { status: 200, errcode: Errcode.rewardWithheld, msg: 'errors.reward.withheld' });
    expect(await snapshot(t)).toEqual(before);
  });

  // bankrupt/claim.ts:51 (`&&`, and `> 0`): the claim's `locked` with no turnover, and with a turnover of one centavo.
  it('a bankruptcy gift with no wagering answers locked 0; at 0.001× its ₱10 is locked by one centavo of turnover', async () => {
    toManilaNoon(t);
    await useGiftConfig(t, { wagering: 0 });
    const free = await giftPlayer(t, 'nowager');
    await lose(t, free);
    expect(await claimed(t, free, 1)).toMatchObject({ items: [coin(1000)], coin: 1000, locked: 0 });

    await useGiftConfig(t, { wagering: 0.001 });
    const tiny = await giftPlayer(t, 'tinywager');
    await lose(t, tiny);
    expect(await claimed(t, tiny, 1)).toMatchObject({ items: [coin(1000)], coin: 1000, locked: 1000 });
    const rows = await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, tiny.userId));
    expect(rows.find((r) => r.amount === 1000)).toMatchObject({ turnover: 1, turnoverLeft: 1 });
  });

  // vip/rebates.ts:63, :80, :97: exactly ₱1.00 accrued is claimable (the line, the red dot and the claim).
  it('a rebate of exactly ₱1.00 is claimable: the line says so, the red dot shows, the claim pays it', async () => {
    toManilaNoon(t);
    await useVipConfig(t);
    const p = await vipPlayer(t, 'onepeso');
    await depositPaid(t, p.token, 10_000);
    await spins(t, p.token, 1, 5000, 102); // VIP 2 (type 2 at 50 bps: 25 centavos)
    await spins(t, p.token, 2, 5000, 101); // VIP 3: type 1 at 80 bps of ₱100, 80 centavos
    await spins(t, p.token, 1, 2000, 101);
    await spins(t, p.token, 1, 500, 101); // ₱125 at 80 bps: exactly 100 centavos
    const view = okCall('betBonus', await t.call('betBonus', {}, { token: p.token }));
    expect(view.list).toEqual([
      { type: 1, validBet: 12_500, rateBps: 80, claimable: 100, accrued: 100 },
      { type: 2, validBet: 5000, rateBps: 50, claimable: 0, accrued: 25 },
    ]);
    expect((await vipRedDots(t.deps.db, p.userId, t.deps.now(), (await t.deps.config.get()).config)).rebate).toBe(true);
    expect(okCall('betBonusByTypeReceive', await t.call('betBonusByTypeReceive', { type: 1 }, { token: p.token })).items).toEqual([coin(100)]);
  });

  // coupons.ts:22: a coupon is usable until its expiry, not at it.
  it('a deposit coupon is taken 1 ms before its expiry and refused (5005) at it', async () => {
    const p = await player(t, 'expiring');
    const expiresAt = t.deps.now() + 3600_000;
    const give = (key: string) =>
      t.deps.db.transaction((tx) =>
        grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: ONCE, reason: 'test' }, key, items: [{ propId: 1010, count: 1 }], expiresAt, now: t.deps.now() }),
      );
    const ids = [];
    for (const key of ['c1', 'c2']) {
      const grant = await give(key);
      ids.push((await t.deps.db.select().from(schema.rewardProps).where(eq(schema.rewardProps.grantId, grant.id)))[0]!.id);
    }
    const recharge = (couponId: number) => t.call('recharge', { typeId: 1, amount: 10_000, requestId: reqId('dep'), couponId }, { token: p.token });
    freezeAt(t, expiresAt - 1);
    expect(expectOk(await recharge(ids[0]!)).order).toMatchObject({ couponId: ids[0], bonus: 1000 });
    freezeAt(t, expiresAt);
    expectError(await recharge(ids[1]!), { status: 200, errcode: Errcode.couponUnavailable, field: 'couponId' });
  });
});
