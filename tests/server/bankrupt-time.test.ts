import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, MessageKey } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { manilaDayPeriod } from '../../server/rewards/index.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { snapshot } from './helpers.ts';
import { depositPaid } from './console-play.ts';
import { claimed, CLAIM_MS, Code, coin, giftPlayer, info, lose, nextMidnight, refused, states, toManilaNoon } from './bankrupt-helpers.ts';

/** The bankruptcy gift against the clock (docs/bankrupt.md): the claim window, Manila midnight, the day's awards. */
describe(`bankruptcy gift: the claim window and Manila midnight (${databaseKind})`, () => {
  const t = useTestServer();

  it('the window: claimable a second before it closes, 3004 when it has, nothing changed; a new bankruptcy opens a new one', async () => {
    toManilaNoon(t);
    const p = await giftPlayer(t, 'window');
    const q = await giftPlayer(t, 'window');
    await lose(t, p);
    await lose(t, q);
    const opened = await info(t, p);
    const closes = opened.serverTime + CLAIM_MS;
    expect(opened).toMatchObject({ bankrupt: true, canReceiveLastMs: closes });
    const closesQ = (await info(t, q)).canReceiveLastMs as number;

    t.advance(closes - 1_000 - t.deps.now());
    expect(states(await info(t, p))[0]).toEqual([1, true, false]);
    expect(await claimed(t, p, 1)).toMatchObject({ items: [coin(1000)] });

    t.advance(closesQ - t.deps.now());
    const late = await info(t, q);
    expect(late.bankrupt).toBe(true);
    expect(late.canReceiveLastMs).toBeLessThanOrEqual(late.serverTime);
    expect(states(late)[0]).toEqual([1, false, false]);
    const before = await snapshot(t);
    await refused(t, q, 1, Code.ended, { msg: 'errors.bankrupt.ended' });
    expect(await snapshot(t)).toEqual(before);

    // Asking later changes nothing: the same bankruptcy stays over (no round since).
    t.advance(3_600_000);
    expect((await info(t, q)).canReceiveLastMs).toBe(late.canReceiveLastMs);
    // Topping up and running out again is a new bankruptcy: a new window, and the award pays.
    await depositPaid(t, q.token, 10_000);
    await lose(t, q);
    const renewed = await info(t, q);
    expect(renewed).toMatchObject({ bankrupt: true, canReceiveLastMs: renewed.serverTime + CLAIM_MS });
    await claimed(t, q, 1);
  });

  it('23:59:59 and 00:00:00 Manila: the window ends at midnight; a claim at 23:59:59 pays, at 00:00:00 is 3004; the new day has its own awards', async () => {
    const midnight = nextMidnight(t);
    t.advance(midnight - 10 * 60_000 - t.deps.now()); // 23:50
    const a = await giftPlayer(t, 'edge');
    const b = await giftPlayer(t, 'edge');
    await lose(t, a);
    await lose(t, b);
    const seen = await info(t, a);
    // 30 minutes from 23:50 would pass midnight: the window stops at the day's end, when the event ends.
    expect(seen).toMatchObject({ bankrupt: true, canReceiveLastMs: midnight, gift2LastMs: midnight });
    expect((await info(t, b)).canReceiveLastMs).toBe(midnight);
    const day1 = manilaDayPeriod(t.deps.now());

    t.advance(midnight - 1_000 - t.deps.now()); // 23:59:59
    expect(await claimed(t, a, 1)).toMatchObject({ items: [coin(1000)], coin: 1000 });

    t.advance(midnight - t.deps.now()); // 00:00:00
    const day2 = manilaDayPeriod(t.deps.now());
    expect(day2).not.toBe(day1);
    const before = await snapshot(t);
    await refused(t, b, 1, Code.ended, { msg: MessageKey.bankruptDayEnded });
    expect(await snapshot(t)).toEqual(before);
    // The new day's bets start at 0: no bankruptcy until the player plays today, and the popup closes.
    expect(await info(t, b)).toMatchObject({ bankrupt: false, currBet: 0, canReceiveLastMs: 0, gift2LastMs: midnight + 24 * 3600_000 });

    // A's first award is yesterday's: today it can be earned again, after today's ₱100.
    await lose(t, a); // the ₱10
    const today = await info(t, a);
    expect(today).toMatchObject({ bankrupt: true, currBet: 1_000, validBet: 10_000 });
    expect(states(today)[0]).toEqual([1, false, false]);
    await refused(t, a, 1, Code.needsBet, { params: { more: 90 } });
    await depositPaid(t, a.token, 10_000);
    await lose(t, a);
    await claimed(t, a, 1);
    const grants = await t.deps.db
      .select({ period: schema.rewardGrants.period, key: schema.rewardGrants.key })
      .from(schema.rewardGrants)
      .where(and(eq(schema.rewardGrants.userId, a.userId), eq(schema.rewardGrants.activityId, ActivityId.Bankrupt)));
    expect(grants.sort((x, y) => x.period.localeCompare(y.period))).toEqual([
      { period: day1, key: 'award:1' },
      { period: day2, key: 'award:1' },
    ]);
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});
