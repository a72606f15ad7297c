import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ActivityId, Errcode, MessageKey } from '../../contract/index.ts';
import { buildApp } from '../../server/app.ts';
import { createConfigService } from '../../server/app-config/service.ts';
import type { TestServer } from './harness.ts';
import { checkerToken, consoleCall, expectRefused, operatorWithSession, query, setConfig } from './console-helpers.ts';
import { databaseKind, useTestServer } from './harness.ts';
import { ageCards, expectError, expectOk, loginDemoSteppedUp, seededActivityTypes, snapshot } from './helpers.ts';

const SEEDED_WITHDRAW = { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 3, feeBps: 0, maxCards: 5, newCardHoldHours: 24, cardClearingDays: 7 };

const auditRows = (t: TestServer, call: string) => query(t, sql`SELECT operator_id, operator, call, target, before, after, reason FROM console_audit WHERE call = ${call} ORDER BY id`);
/** The changes that took effect, whichever way (at once, or a money setting approved by a second admin). */
const effectRows = (t: TestServer) => query(t, sql`SELECT operator_id, operator, call, target, before, after, reason FROM console_audit WHERE target LIKE 'config:%' ORDER BY id`);

/** POSTs /app/v1/<path> to any app (a second "process"), with the common fields. */
async function playerCall(app: TestServer['app'], path: string, body: Record<string, unknown>, token: string) {
  const res = await app.inject({ method: 'POST', url: `/app/v1/${path}`, headers: { authorization: `Bearer ${token}` }, payload: { appId: 'swerte', channel: 'WEB', clientReferrer: '', platform: 'web', appVersion: '0.1.0', appWebName: 'swerte', ...body } });
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers };
}

describe(`console configuration (${databaseKind})`, () => {
  const t = useTestServer();

  it('consoleConfigGet answers the editable keys as stored and every activity, on or off, in order', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const { config } = expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token: admin.token }));
    expect(config).toMatchObject({ maintenance: { status: false, until: null }, minRechargeStatus: true, kycAmount: 500_000, withdrawConfig: SEEDED_WITHDRAW });
    expect(config.rechargeTypeMap['1']).toMatchObject({ id: 1, name: 'GCash', minAmount: 100, minAmount2: 10_000 });
    expect(Object.keys(config.rechargeItemMap)).toHaveLength(6);
    expect(config.activities.map((a: { type: number }) => a.type)).toEqual(seededActivityTypes());
    // Only the editable keys travel (no games catalog, no lengths; the activities' rules: console-activity-config.test.ts), and what the VIP and rebate forms lay out by.
    expect(Object.keys(config).sort()).toEqual([
      'activities',
      'agentProgramme',
      'bankruptGift',
      'betRebate',
      'bonusQualifyingDeposit',
      'couponMaxBonus',
      'couponWagering',
      'customerServiceQueue',
      'firstDepositOffer',
      'gameTypes',
      'isNewUserForcePopKyc',
      'kycAmount',
      'kycBeforeFirstDeposit',
      'maintenance',
      'minRechargeStatus',
      'monthlyBonus',
      'pendingChanges',
      'pointsExchange',
      'rechargeItemMap',
      'rechargeTypeMap',
      'secondApprovalAmount',
      'signInCalendar',
      'signupBonusWagering',
      'tasks',
      'vipLevels',
      'vipRewards',
      'withdrawConfig',
    ]);
    expect(config.vipLevels).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(config.gameTypes).toEqual([{ id: 1, name: 'Slots' }]);
    expect(config).toMatchObject({ signupBonusWagering: 5, couponMaxBonus: 50_000, couponWagering: 8, bonusQualifyingDeposit: 10_000 });
    expect(config.betRebate).toMatchObject({ capBps: 100, rates: { 1: { 1: 10 } } });
  });

  it('the bonus keys: stored, audited and in the config every process reads; bad values 400 changing nothing; absent ones answer their defaults', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const set = (key: string, value: unknown) => setConfig(t, admin.token, { key, value, reason: 'bonus policy' });
    expect(expectOk(await set('signupBonusWagering', 7.5)).config.signupBonusWagering).toBe(7.5);
    expect(expectOk(await set('couponMaxBonus', 100_000)).config.couponMaxBonus).toBe(100_000);
    expect(expectOk(await set('couponWagering', 10)).config.couponWagering).toBe(10);
    expect(expectOk(await set('bonusQualifyingDeposit', 50_000)).config.bonusQualifyingDeposit).toBe(50_000);
    expect((await t.deps.config.get()).config).toMatchObject({ signupBonusWagering: 7.5, couponMaxBonus: 100_000, couponWagering: 10, bonusQualifyingDeposit: 50_000 });
    expect((await effectRows(t)).map((r) => r.target)).toEqual(['config:signupBonusWagering', 'config:couponMaxBonus', 'config:couponWagering', 'config:bonusQualifyingDeposit']);
    const before = await snapshot(t);
    // The documented bounds (docs/rewards.md "Terms"): a deposit or free bonus 5–10×, a qualifying deposit ₱100–₱1,000.
    const bounds = { min: 5, max: 10 };
    for (const [key, value, msg, params] of [
      ['signupBonusWagering', 101, MessageKey.fieldInvalid, undefined],
      ['signupBonusWagering', 1, MessageKey.consoleConfigWageringBounds, bounds],
      ['signupBonusWagering', 10.5, MessageKey.consoleConfigWageringBounds, bounds],
      ['signupBonusWagering', undefined, MessageKey.fieldRequired, undefined],
      ['couponWagering', -1, MessageKey.fieldInvalid, undefined],
      ['couponWagering', 0, MessageKey.consoleConfigWageringBounds, bounds],
      ['couponMaxBonus', 150, MessageKey.wholePesos, undefined],
      ['couponMaxBonus', null, MessageKey.fieldInvalid, undefined],
      ['bonusQualifyingDeposit', 100, MessageKey.consoleConfigAmountBounds, { min: 100, max: 1000 }],
      ['bonusQualifyingDeposit', 100_100, MessageKey.consoleConfigAmountBounds, { min: 100, max: 1000 }],
    ] as const) {
      const refused = await set(key, value);
      expectRefused(refused, 400, { field: 'value', msg });
      if (params) expect(refused.body.params).toEqual(params);
    }
    expect(await snapshot(t)).toEqual(before);
    // A database seeded before the keys existed: the page shows the defaults the server applies.
    await query(t, sql`DELETE FROM app_config WHERE key IN ('signupBonusWagering', 'couponMaxBonus', 'couponWagering', 'bonusQualifyingDeposit')`);
    expect(expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token: admin.token })).config).toMatchObject({ signupBonusWagering: 5, couponMaxBonus: 50_000, couponWagering: 8, bonusQualifyingDeposit: 10_000 });
  });

  it('consoleConfigSet stores each key, answers the new config, audits before/after/reason; the same value again changes nothing', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const set = (key: string, value: unknown, reason = 'policy change') => setConfig(t, admin.token, { key, value, reason });
    const checker = await checkerToken(t);

    const withdraw = { ...SEEDED_WITHDRAW, minAmount: 20_000, maxAmount: 1_000_000 };
    expect(expectOk(await set('withdrawConfig', withdraw)).config.withdrawConfig).toEqual(withdraw);
    expect((await t.deps.config.get()).config.withdrawConfig).toEqual(withdraw);
    // newCardHoldHours has a default in the seed schema: left out, it is filled in.
    const { newCardHoldHours: _hold, ...withoutHold } = withdraw;
    expect(expectOk(await set('withdrawConfig', { ...withoutHold, maxAmount: 2_000_000 })).config.withdrawConfig).toEqual({ ...withdraw, maxAmount: 2_000_000, newCardHoldHours: 24 });
    expect(expectOk(await set('kycAmount', 1_000_000)).config.kycAmount).toBe(1_000_000);
    expect(expectOk(await set('minRechargeStatus', false)).config.minRechargeStatus).toBe(false);
    const types = expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token: admin.token })).config.rechargeTypeMap;
    types['2'] = { ...types['2'], status: 0 };
    expect(expectOk(await set('rechargeTypeMap', types)).config.rechargeTypeMap['2'].status).toBe(0);
    const items = { '1': { id: 1, typeId: 0, price: 30_000, isDefault: true, sort: 1 } };
    expect(expectOk(await set('rechargeItemMap', items)).config.rechargeItemMap).toEqual(items);
    // Bet rebate rates up to the cap, VIP prizes.
    const rebate = { capBps: 50, wagering: 2, rates: { 0: { 1: 0 }, 1: { 1: 50 } } };
    expect(expectOk(await set('betRebate', rebate)).config.betRebate).toEqual(rebate);
    const vipRewards = { levelUpBonus: { 1: [{ propId: 2001, count: 2000 }] }, signInAward: {}, tasks: [], wagering: 0 };
    expect(expectOk(await set('vipRewards', vipRewards)).config.vipRewards).toEqual(vipRewards);
    // Any offset is taken and stored as UTC.
    expect(expectOk(await set('maintenance', { status: false, until: '2026-12-01T08:00:00+08:00' })).config.maintenance).toEqual({ status: false, until: '2026-12-01T00:00:00.000Z' });

    const rows = await effectRows(t);
    expect(rows.map((r) => r.target)).toEqual(['config:withdrawConfig', 'config:withdrawConfig', 'config:kycAmount', 'config:minRechargeStatus', 'config:rechargeTypeMap', 'config:rechargeItemMap', 'config:betRebate', 'config:vipRewards', 'config:maintenance']);
    // A money setting took effect with the second admin's approval; the others at once, under the admin's name.
    expect(rows[0]).toEqual({ operator_id: checker.id, operator: 'checker', call: 'consolePendingChangeDecide', target: 'config:withdrawConfig', before: SEEDED_WITHDRAW, after: withdraw, reason: 'policy change' });
    expect(rows[3]).toMatchObject({ operator_id: admin.id, operator: 'root', call: 'consoleConfigSet' });
    expect(rows[1]!.before).toEqual(withdraw);
    expect(rows[2]).toMatchObject({ before: 500_000, after: 1_000_000 });
    expect(rows[3]).toMatchObject({ before: true, after: false });

    // A repeat (a double click, a second tab) changes nothing and adds no row.
    const before = await snapshot(t);
    expect(expectOk(await set('kycAmount', 1_000_000, 'again')).config.kycAmount).toBe(1_000_000);
    expect(expectOk(await set('rechargeItemMap', items, 'again')).config.rechargeItemMap).toEqual(items);
    expect(await snapshot(t)).toEqual(before);
  });

  it('a bad value is a 400 naming the field inside value, and changes nothing', async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const type1 = { id: 1, name: 'GCash', sort: 1, status: 1, minAmount: 100, minAmount2: 10_000 };
    const item1 = { id: 1, typeId: 0, price: 5000, isDefault: true, sort: 1 };
    const vip = (await t.deps.config.get()).config.vipRewards!;
    const cases: [key: string, value: unknown, field: string, msg: string, params?: Record<string, unknown>][] = [
      ['withdrawConfig', { ...SEEDED_WITHDRAW, minAmount: undefined }, 'value.minAmount', MessageKey.fieldRequired],
      ['withdrawConfig', { ...SEEDED_WITHDRAW, minAmount: 'x' }, 'value.minAmount', MessageKey.fieldInvalid],
      ['withdrawConfig', { ...SEEDED_WITHDRAW, dailyCount: 0 }, 'value.dailyCount', MessageKey.fieldInvalid],
      ['withdrawConfig', { ...SEEDED_WITHDRAW, minAmount: 600_000, maxAmount: 500_000 }, 'value.minAmount', MessageKey.consoleConfigMinAboveMax, { min: 6000, max: 5000 }],
      ['withdrawConfig', { ...SEEDED_WITHDRAW, maxAmount: 500_050 }, 'value.maxAmount', MessageKey.wholePesos],
      ['withdrawConfig', null, 'value', MessageKey.fieldInvalid],
      ['kycAmount', -100, 'value', MessageKey.fieldInvalid],
      ['kycAmount', 150, 'value', MessageKey.wholePesos],
      ['kycAmount', undefined, 'value', MessageKey.fieldRequired],
      ['minRechargeStatus', 'yes', 'value', MessageKey.fieldInvalid],
      ['rechargeTypeMap', { '1': { ...type1, id: 2 } }, 'value.1.id', MessageKey.consoleConfigIdNotKey, { key: '1' }],
      ['rechargeTypeMap', { '1': { ...type1, minAmount2: 10_000_000 } }, 'value.1.minAmount2', MessageKey.consoleConfigAboveDepositMax, { max: 50_000 }],
      ['rechargeTypeMap', { '1': { ...type1, minAmount: 0 } }, 'value.1.minAmount', MessageKey.consoleConfigAmountZero],
      ['rechargeTypeMap', { '1': { ...type1, name: 7 } }, 'value.1.name', MessageKey.fieldInvalid],
      ['rechargeItemMap', { '7': { ...item1 } }, 'value.7.id', MessageKey.consoleConfigIdNotKey, { key: '7' }],
      ['rechargeItemMap', { '1': { ...item1, price: 5050 } }, 'value.1.price', MessageKey.wholePesos],
      ['rechargeItemMap', { '1': { ...item1, isDefault: 1 } }, 'value.1.isDefault', MessageKey.fieldInvalid],
      ['maintenance', { status: true, until: 'tomorrow' }, 'value.until', MessageKey.consoleConfigTimeInvalid],
      ['maintenance', { status: true, until: '2026-12-01T08:00:00' }, 'value.until', MessageKey.consoleConfigTimeInvalid],
      ['maintenance', { status: true, until: '2026-13-45T08:00:00Z' }, 'value.until', MessageKey.consoleConfigTimeInvalid],
      ['maintenance', { status: true, until: '2026-02-30T08:00:00Z' }, 'value.until', MessageKey.consoleConfigTimeInvalid],
      ['maintenance', { status: 'on', until: null }, 'value.status', MessageKey.fieldInvalid],
      ['betRebate', { capBps: 100, rates: { 1: { 1: 101 } } }, 'value.rates.1.1', MessageKey.consoleConfigRateAboveCap, { max: 100 }],
      ['betRebate', { capBps: 100, rates: { one: { 1: 10 } } }, 'value.rates.one', MessageKey.consoleConfigLevelKey],
      ['betRebate', undefined, 'value', MessageKey.fieldRequired],
      ['vipRewards', { ...vip, levelUpBonus: { 1: [{ propId: 1001, count: 1 }] } }, 'value.levelUpBonus.1.0.propId', MessageKey.consoleConfigItemNotGrantable],
      ['vipRewards', { ...vip, signInAward: { 1: [{ propId: 2001, count: 150 }] } }, 'value.signInAward.1.0.count', MessageKey.wholePesos],
      ['vipRewards', { ...vip, tasks: [vip.tasks[0], vip.tasks[0]] }, 'value.tasks.1.id', MessageKey.consoleConfigDuplicateId, { id: vip.tasks[0]!.id }],
      // One prop twice in a prize: the rewards engine refuses such a grant, so the console refuses it first.
      ['vipRewards', { ...vip, levelUpBonus: { 1: [{ propId: 2001, count: 100 }, { propId: 2001, count: 200 }] } }, 'value.levelUpBonus.1.1.propId', MessageKey.fieldInvalid],
    ];
    const before = await snapshot(t);
    for (const [key, value, field, msg, params] of cases) {
      const res = await consoleCall(t, 'consoleConfigSet', { key, value, reason: 'bad' }, { token: admin.token });
      expectRefused(res, 400, { field, msg, ...(params ? { params } : {}) });
    }
    // Keys outside the editable list are refused by the contract.
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'gameList', value: [], reason: 'x' }, { token: admin.token }), 400, { field: 'key' });
    expectRefused(await consoleCall(t, 'consoleConfigSet', { key: 'kycAmount', value: 100, reason: ' ' }, { token: admin.token }), 400, { field: 'reason' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('applied without a restart: maintenance stops players at once on this process and within the cache time on another; off lets them in', async () => {
    // Two server processes on one database, each with the real config cache (2 s), as in production.
    const appA = await buildApp({ deps: { ...t.deps, config: createConfigService(t.deps.db, t.deps.now, 2000) } });
    const appB = await buildApp({ deps: { ...t.deps, config: createConfigService(t.deps.db, t.deps.now, 2000) } });
    try {
      const admin = await operatorWithSession(t, 'root', 'admin');
      const player = await t.loginDemo();
      const refresh = (app: typeof appA) => playerCall(app, 'refreshData', {}, player);
      expectOk(await refresh(appA));
      expectOk(await refresh(appB)); // B has the config cached now

      const on = await appA.inject({ method: 'POST', url: '/ops/v1/consoleConfigSet', headers: { authorization: `Bearer ${admin.token}` }, payload: { key: 'maintenance', value: { status: true, until: null }, reason: 'deploying' } });
      expect(on.statusCode).toBe(200);
      // The process that made the change dropped its cache: refused at once.
      expectError(await refresh(appA), { status: 503, errcode: Errcode.maintenance });
      // Another process still serves its cached copy, then reads the change when it expires.
      expectOk(await refresh(appB));
      t.advance(2001);
      expectError(await refresh(appB), { status: 503, errcode: Errcode.maintenance });
      // The console itself is not stopped by maintenance.
      expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token: admin.token }));

      const off = await appA.inject({ method: 'POST', url: '/ops/v1/consoleConfigSet', headers: { authorization: `Bearer ${admin.token}` }, payload: { key: 'maintenance', value: { status: false, until: null }, reason: 'done' } });
      expect(off.statusCode).toBe(200);
      expectOk(await refresh(appA));
      t.advance(2001);
      expectOk(await refresh(appB));
      expect((await auditRows(t, 'consoleConfigSet')).map((r) => [r.after, r.reason])).toEqual([
        [{ status: true, until: null }, 'deploying'],
        [{ status: false, until: null }, 'done'],
      ]);
    } finally {
      await appA.close();
      await appB.close();
    }
  });

  it("changing withdrawConfig.minAmount changes what a player's withdrawal accepts, with no restart", async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const token = await loginDemoSteppedUp(t);
    const card = expectOk(await t.call('addBankInfo', { type: 1, accountName: 'Demo Player', accountNo: '09173334444' }, { token })).card as { id: number };
    await ageCards(t);
    const withdraw = (amount: number, requestId: string) => t.call('exchange', { cardId: card.id, amount, requestId, forfeitBonus: true }, { token });
    // ₱50 is under the seeded ₱100 minimum.
    expectError(await withdraw(5_000, 'withdraw-1'), { status: 200, errcode: Errcode.withdrawOutOfRange, params: { min: 100, max: 50_000 } });
    expectOk(await setConfig(t, admin.token, { key: 'withdrawConfig', value: { ...SEEDED_WITHDRAW, minAmount: 5_000 }, reason: 'smaller payouts' }));
    expect(expectOk(await withdraw(5_000, 'withdraw-2')).withdrawal).toMatchObject({ amount: 5_000, status: 'pending' });
    // And raised: ₱100 is now under a ₱200 minimum.
    expectOk(await setConfig(t, admin.token, { key: 'withdrawConfig', value: { ...SEEDED_WITHDRAW, minAmount: 20_000 }, reason: 'fewer payouts' }));
    expectError(await withdraw(10_000, 'withdraw-3'), { status: 200, errcode: Errcode.withdrawOutOfRange, params: { min: 200, max: 50_000 } });
  });

  it('two admins editing one key at once: both changes are audited, each before is what the other left', async () => {
    const ana = await operatorWithSession(t, 'ana', 'admin');
    const ben = await operatorWithSession(t, 'ben', 'admin');
    const anaValue = { status: true, until: null };
    const benValue = { status: false, until: '2026-12-01T00:00:00.000Z' };
    const answers = await Promise.all([
      consoleCall(t, 'consoleConfigSet', { key: 'maintenance', value: anaValue, reason: 'ana' }, { token: ana.token }),
      consoleCall(t, 'consoleConfigSet', { key: 'maintenance', value: benValue, reason: 'ben' }, { token: ben.token }),
    ]);
    for (const res of answers) expectOk(res);
    const rows = await auditRows(t, 'consoleConfigSet');
    expect(rows.map((r) => r.reason).sort()).toEqual(['ana', 'ben']);
    // Taken in turns: the first changed the seeded value, the second the first's.
    expect(rows[0]!.before).toEqual({ status: false, until: null });
    expect(rows[1]!.before).toEqual(rows[0]!.after);
    const stored = await query(t, sql`SELECT value FROM app_config WHERE key = 'maintenance'`);
    expect(stored).toEqual([{ value: rows[1]!.after }]);
    expect((await t.deps.config.get()).config.maintenance).toEqual(rows[1]!.after);

    // A money setting proposed by both at once: one waits for a second admin, the other is told so (409).
    const proposals = await Promise.all([
      consoleCall(t, 'consoleConfigSet', { key: 'kycAmount', value: 700_000, reason: 'ana' }, { token: ana.token }),
      consoleCall(t, 'consoleConfigSet', { key: 'kycAmount', value: 900_000, reason: 'ben' }, { token: ben.token }),
    ]);
    expect(proposals.map((r) => r.status).sort()).toEqual([200, 409]);
    const change = proposals.find((r) => r.status === 200)!.body.pendingChange as { id: number; proposedBy: string };
    // Each approves it at once (the proposer's is refused): it takes effect once.
    const approvals = await Promise.all([ana, ben].map((op) => consoleCall(t, 'consolePendingChangeDecide', { id: change.id, decision: 'approve', reason: 'ok' }, { token: op.token })));
    expect(approvals.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await query(t, sql`SELECT count(*)::int AS n FROM console_audit WHERE target = 'config:kycAmount'`)).toEqual([{ n: 1 }]);
  });
});

describe(`console activities (${databaseKind})`, () => {
  const t = useTestServer();
  const listed = async (token: string) => (expectOk(await t.call('activityGetStatusList', {}, { token })).list as { type: number }[]).map((a) => a.type);

  it("consoleActivityUpdate switches an activity and moves it; the player's list shows it at once; audited", async () => {
    const admin = await operatorWithSession(t, 'root', 'admin');
    const player = await t.loginDemo();
    const update = (body: Record<string, unknown>) => consoleCall(t, 'consoleActivityUpdate', { reason: 'campaign', ...body }, { token: admin.token });
    const seeded = seededActivityTypes();
    const rest = (...first: number[]) => seeded.filter((type) => !first.includes(type));
    expect(await listed(player)).toEqual(seeded);

    const off = expectOk(await update({ type: ActivityId.Notice, status: false })).config.activities;
    expect(off.find((a: { type: number }) => a.type === ActivityId.Notice)).toEqual({ type: ActivityId.Notice, sort: 30, status: false });
    expect(await listed(player)).toEqual(rest(ActivityId.Notice));

    expectOk(await update({ type: ActivityId.LuckyJackpot, sort: 1 }));
    expect(await listed(player)).toEqual([ActivityId.LuckyJackpot, ...rest(ActivityId.Notice, ActivityId.LuckyJackpot)]);
    expectOk(await update({ type: ActivityId.Notice, status: true, sort: 0 }));
    expect(await listed(player)).toEqual([ActivityId.Notice, ActivityId.LuckyJackpot, ...rest(ActivityId.Notice, ActivityId.LuckyJackpot)]);

    expect(await auditRows(t, 'consoleActivityUpdate')).toEqual([
      { operator_id: admin.id, operator: 'root', call: 'consoleActivityUpdate', target: `activity:${ActivityId.Notice}`, before: { status: true, sort: 30 }, after: { status: false, sort: 30 }, reason: 'campaign' },
      { operator_id: admin.id, operator: 'root', call: 'consoleActivityUpdate', target: `activity:${ActivityId.LuckyJackpot}`, before: { status: true, sort: 40 }, after: { status: true, sort: 1 }, reason: 'campaign' },
      { operator_id: admin.id, operator: 'root', call: 'consoleActivityUpdate', target: `activity:${ActivityId.Notice}`, before: { status: false, sort: 30 }, after: { status: true, sort: 0 }, reason: 'campaign' },
    ]);

    // The same state again, an unknown type, a bad sort: nothing changes.
    const before = await snapshot(t);
    expectOk(await update({ type: ActivityId.Notice, status: true }));
    expectOk(await update({ type: ActivityId.Notice }));
    expectRefused(await update({ type: 9999, status: false }), 404, { msg: MessageKey.consoleActivityNotFound, field: 'type' });
    expectRefused(await update({ type: ActivityId.Notice, sort: -1 }), 400, { field: 'sort' });
    expectRefused(await update({ type: ActivityId.Notice, status: 'off' }), 400, { field: 'status' });
    expect(await snapshot(t)).toEqual(before);
  });
});
