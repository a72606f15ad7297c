import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { activitiesRepo } from '../../server/activity/index.ts';
import { auditBooks } from '../../server/ops/audit.ts';
import { grantReward, type GrantRequest } from '../../server/rewards/index.ts';
import * as schema from '../../server/tables.ts';
import { depositPaid, newPlayer, type Player } from './console-play.ts';
import { forceStops, fund, losingStops, reqId, spinCall, start } from './games-helpers.ts';
import { consoleCall, expectRefused, operatorWithSession, setConfig } from './console-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, payoutCard, snapshot } from './helpers.ts';

/**
 * Boundaries a second mutation sample of the money, bonus and protection code (issue 26) showed no test
 * pinning down, each asserted as the player sees it.
 */
let ips = 0;
const player = (t: TestServer, tag: string) => newPlayer(t, `${tag}${++ips}`, `10.78.${ips % 250}.${1 + Math.floor(ips / 250)}`);
const exchangeInfo = async (t: TestServer, p: Player) => expectOk(await t.call('getExchange', {}, { token: p.token }));
const forfeits = async (t: TestServer, p: Player) =>
  (await t.deps.db.select().from(schema.rewardWagering).where(eq(schema.rewardWagering.userId, p.userId)).orderBy(schema.rewardWagering.id)).map((w) => w.forfeited);

const bonus = (t: TestServer, p: Player, key: string, count: number, over: Partial<GrantRequest> = {}) =>
  t.deps.db.transaction((tx) => grantReward(tx, { userId: p.userId, source: { activityId: ActivityId.VIP, period: 'once', reason: 'test' }, key, items: [{ propId: PropId.coin, count }], now: t.deps.now(), ...over }));

describe(`mutation sample 2: the smallest bonus (${databaseKind})`, () => {
  const t = useTestServer();

  it('the engine takes a turnover multiple up to 100×, and refuses one above it, granting nothing', async () => {
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SignUpBonus, false);
    const p = await player(t, 'hundredx');
    await bonus(t, p, 'hundredx', 1_000, { wagering: 100 });
    expect(await exchangeInfo(t, p)).toMatchObject({ locked: 1_000, turnoverLeft: 100_000 });
    const before = await snapshot(t);
    await expect(bonus(t, p, 'above', 1_000, { wagering: 100.5 })).rejects.toThrow(/bad wagering multiple/);
    await expect(bonus(t, p, 'above2', 1_000, { wagering: 101 })).rejects.toThrow(/bad wagering multiple/);
    expect(await snapshot(t)).toEqual(before);
  });

  it('a ₱0.01 bonus with a turnover is locked like any bonus, and a withdrawal asks (2008) before giving it up', async () => {
    await activitiesRepo(t.deps.db).setStatus(ActivityId.SignUpBonus, false); // no welcome coins: the centavo is the only bonus
    const p = await player(t, 'centavo');
    await depositPaid(t, p.token, 50_000);
    await bonus(t, p, 'centavo', 1, { wagering: 5 });
    expect(await exchangeInfo(t, p)).toMatchObject({ coin: 50_001, locked: 1, withdrawable: 50_000, turnoverLeft: 5 });

    const cardId = await payoutCard(t, p, `0917${String(6_000_000 + p.userId).padStart(7, '0')}`);
    const withdraw = (forfeitBonus?: boolean) => t.call('exchange', { cardId, amount: 10_000, requestId: reqId('centavo'), ...(forfeitBonus === undefined ? {} : { forfeitBonus }) }, { token: p.token });
    const before = await snapshot(t);
    const refused = await withdraw();
    expectError(refused, { status: 200, errcode: Errcode.bonusForfeitUnconfirmed, field: 'forfeitBonus' });
    expect(refused.body).toMatchObject({ params: { bonus: 0.01 } });
    expect(await snapshot(t)).toEqual(before);

    expect(expectOk(await withdraw(true))).toMatchObject({ coin: 40_000, withdrawal: { amount: 10_000, status: 'pending' } });
    expect(await forfeits(t, p)).toEqual([1]);
    expect(await exchangeInfo(t, p)).toMatchObject({ coin: 40_000, locked: 0, withdrawable: 40_000, turnoverLeft: 0 });
    expect(await auditBooks(t.deps.db)).toMatchObject({ ok: true, problems: [] });
  });
});

describe(`mutation sample 2: the reality check's session (${databaseKind})`, () => {
  const t = useTestServer();

  // The clock moves with real time between calls (a spin takes some), so the stakes keep half a minute from the gap.
  it('a stake 29½ minutes after the last continues the session; one 30½ minutes after starts a new one', async () => {
    const p = await player(t, 'gap');
    await fund(t, p.userId, 100_000);
    const restore = forceStops(losingStops());
    try {
      const { sessionId } = await start(t, p.token);
      expectOk(await spinCall(t, p.token, sessionId, 200));
      t.advance(29.5 * 60_000);
      expectOk(await spinCall(t, p.token, sessionId, 200));
      expect(expectOk(await t.call('realityCheck', {}, { token: p.token }))).toMatchObject({ active: true, minutesPlayed: 29, staked: 400 });

      t.advance(30.5 * 60_000);
      expect(expectOk(await t.call('realityCheck', {}, { token: p.token }))).toMatchObject({ active: false, minutesPlayed: 0, staked: 0 });
      expectOk(await spinCall(t, p.token, sessionId, 200));
      expect(expectOk(await t.call('realityCheck', {}, { token: p.token }))).toMatchObject({ active: true, minutesPlayed: 0, staked: 200 });
    } finally {
      restore();
    }
  });
});

describe(`mutation sample 2: console money bounds (${databaseKind})`, () => {
  const t = useTestServer();

  it('a quick-pick deposit amount of exactly the largest deposit (₱50,000) is taken; a peso more is refused', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const item = { id: 1, typeId: 0, price: 5_000_000, isDefault: true, sort: 1 };
    const before = await snapshot(t);
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'rechargeItemMap', value: { '1': { ...item, price: 5_000_100 } }, reason: 'too big' }, { token: admin.token }), 400, {
      field: 'value.1.price',
      msg: MessageKey.consoleConfigAboveDepositMax,
      params: { max: 50_000 },
    });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await setConfig(t, admin.token, { key: 'rechargeItemMap', value: { '1': item }, reason: 'high rollers' })).config.rechargeItemMap).toEqual({ '1': item });
  });
});

describe(`mutation sample 2: resolving a dispute (${databaseKind})`, () => {
  const t = useTestServer();

  it('finance resolving a dispute that does not exist is told it is not open (409), changing nothing', async () => {
    const p = await player(t, 'nodispute');
    const orderNo = await depositPaid(t, p.token, 30_000);
    const finance = await operatorWithSession(t, 'nd-finance', 'finance');
    const { dispute } = expectOk(await consoleCall(t, 'consoleDisputeOpen', { orderNo, disputeRef: 'DSP-9001', amount: 10_000, reason: 'PayMongo dispute notice' }, { token: finance.token }));
    const before = await snapshot(t);
    for (const id of [dispute.id + 1_000, 0x7fff_ffff]) {
      expectRefused(await consoleCall(t, 'consoleDisputeResolve', { id, outcome: 'won', reason: 'no such dispute' }, { token: finance.token }), 409, { msg: MessageKey.consoleDisputeNotOpen, field: 'id' });
    }
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await consoleCall(t, 'consoleDisputeResolve', { id: dispute.id, outcome: 'won', reason: 'won at the provider' }, { token: finance.token })).dispute).toMatchObject({ status: 'won' });
  });
});
