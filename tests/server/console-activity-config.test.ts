import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankruptGiftDefaults, MessageKey, offersConfigDefaults, tasksConfigAbsent } from '../../contract/index.ts';
import { activityCaps } from '../../contract/ops/index.ts';
import { rules } from '../../server/config/rules.ts';
import seed from '../../server/seed/app-config.json';
import { consoleCall, expectRefused, operatorWithSession, query, setConfig } from './console-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectOk, snapshot } from './helpers.ts';

/**
 * The activities' rules from the console (issue 20; docs/console.md "Activity rules"): the sign-in
 * calendar, the monthly bonus, the first-deposit offer, the points exchange, the bankruptcy gift and
 * the tasks with their liveness chests are editable keys of consoleConfigSet, audited, checked beyond their schema (whole pesos, grantable
 * items, order, caps against typos), and what players read at once.
 */
const SEEDED = {
  signInCalendar: seed.signInCalendar,
  monthlyBonus: seed.monthlyBonus,
  firstDepositOffer: seed.firstDepositOffer,
  pointsExchange: seed.pointsExchange,
  bankruptGift: seed.bankruptGift,
  tasks: seed.tasks,
};
type Key = keyof typeof SEEDED;
const KEYS = Object.keys(SEEDED) as Key[];

/** The changes that took effect: money settings, each approved by a second admin (docs/console.md "Two admins"). */
const auditRows = (t: TestServer) => query(t, sql`SELECT operator, call, target, before, after, reason FROM console_audit WHERE target LIKE 'config:%' ORDER BY id`);

describe(`console: the activities' rules (${databaseKind})`, () => {
  const t = useTestServer();
  const admin = () => operatorWithSession(t, 'root', 'admin');

  it('consoleConfigGet answers each as stored; absent, the offers and the gift answer their defaults, the tasks none, the calendar and the exchange nothing', async () => {
    const { token } = await admin();
    const config = expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token })).config;
    for (const key of KEYS) expect(config[key]).toEqual(SEEDED[key]);
    await query(t, sql`DELETE FROM app_config WHERE key IN ('signInCalendar', 'monthlyBonus', 'firstDepositOffer', 'pointsExchange', 'bankruptGift', 'tasks')`);
    const older = expectOk(await consoleCall(t, 'consoleConfigGet', {}, { token })).config;
    expect(older).toMatchObject({ monthlyBonus: offersConfigDefaults.monthlyBonus, firstDepositOffer: offersConfigDefaults.firstDepositOffer, bankruptGift: bankruptGiftDefaults });
    // No tasks, no chests: what getTaskUser offers without the key (server/tasks/settings.ts).
    expect(older.tasks).toEqual({ list: [], chests: [] });
    expect(tasksConfigAbsent).toEqual({ list: [], chests: [] });
    expect(older.signInCalendar).toBeUndefined();
    expect(older.pointsExchange).toBeUndefined();
  });

  it('each key is stored, audited with before, after and reason, and players read it at once; the same value again writes nothing', async () => {
    const { token } = await admin();
    const set = (key: Key, value: unknown, reason = 'promotion') => setConfig(t, token, { key, value, reason });
    const player = await t.loginDemo();
    const read = async (path: string) => expectOk(await t.call(path, {}, { token: player }));

    const calendar = { ...seed.signInCalendar, days: [{ items: [{ propId: 2001, count: 2_500 }, { propId: 60001, count: 3 }] }, ...seed.signInCalendar.days.slice(1)] };
    const monthly = { tiers: [{ minValidBet: 50_000, items: [{ propId: 2001, count: 500 }] }, { minValidBet: 2_000_000, items: [{ propId: 2002, count: 200 }] }], wagering: 2 };
    const offer = { percent: 150, maxBonus: 100_000, minDeposit: 20_000, wagering: 6 };
    const exchange = { pointsPerPeso: 20, minPoints: 200, wagering: 1, dailyMaxPoints: null };
    const gift = { ...seed.bankruptGift, threshold: 500, awards: [{ id: 7, validBet: 20_000, propId: 2002, count: 50 }, { id: 8, validBet: 20_000, propId: 2001, count: 1_500 }] };
    // The daily bet task asks ₱300 and pays ₱4; the day's first chest opens at 30 points and gives diamonds.
    const [betTask, ...otherTasks] = seed.tasks.list;
    const [firstChest, ...otherChests] = seed.tasks.chests;
    const tasks = {
      list: [{ ...betTask!, target: 30_000, items: [{ propId: 2001, count: 400 }, { propId: 4001, count: 25 }] }, ...otherTasks],
      chests: [{ ...firstChest!, liveness: 30, items: [{ propId: 60001, count: 2 }] }, ...otherChests],
      wagering: 2,
    };
    const values: Record<Key, unknown> = { signInCalendar: calendar, monthlyBonus: monthly, firstDepositOffer: offer, pointsExchange: exchange, bankruptGift: gift, tasks };
    for (const key of KEYS) expect(expectOk(await set(key, values[key])).config[key]).toEqual(values[key]);

    expect(await auditRows(t)).toEqual(KEYS.map((key) => ({ operator: 'checker', call: 'consolePendingChangeDecide', target: `config:${key}`, before: SEEDED[key], after: values[key], reason: 'promotion' })));

    // The players' calls read the new rules on their next call (the editing process dropped its cache).
    expect((await read('loginBonus3User')).days[0].items).toEqual(calendar.days[0]!.items);
    expect((await read('monthlyBonusInfo')).tiers).toEqual([
      { tier: 1, ...monthly.tiers[0] },
      { tier: 2, ...monthly.tiers[1] },
    ]);
    expect(await read('firstDepositOffer')).toMatchObject({ percent: 150, maxBonus: 100_000, minDeposit: 20_000, wagering: 6 });
    expect((await read('pointsInfo')).rate).toEqual(exchange);
    const info = await read('getBankruptGiftInfo');
    expect(info.threshold).toBe(500);
    expect(info.awardList.map((a: { id: number; propId: number; count: number; validBet: number }) => [a.id, a.propId, a.count, a.validBet])).toEqual([
      [7, 2002, 50, 20_000],
      [8, 2001, 1_500, 20_000],
    ]);
    const board = await read('getTaskUser');
    expect(board.tasks.find((task: { id: number }) => task.id === 1)).toMatchObject({ target: 30_000, items: tasks.list[0]!.items, progress: 0, status: 'locked' });
    expect(board.tasks.map((task: { id: number }) => task.id)).toEqual(seed.tasks.list.map((task) => task.id));
    expect(board.chests[0]).toMatchObject({ id: 1, period: 'day', liveness: 30, items: [{ propId: 60001, count: 2 }], needsDeposit: true });

    // A double click, a second tab: nothing changes, no second row.
    const before = await snapshot(t);
    for (const key of KEYS) expectOk(await set(key, values[key], 'again'));
    expect(await snapshot(t)).toEqual(before);
  });

  it('a bad value is a 400 naming the field inside value, and changes nothing', async () => {
    const { token } = await admin();
    const day = (items: unknown) => ({ ...seed.signInCalendar, days: [{ items }] });
    const tiers = (...list: unknown[]) => ({ tiers: list, wagering: 1 });
    const tier = (minValidBet: number, items: unknown = [{ propId: 2001, count: 100 }]) => ({ minValidBet, items });
    const offer = (change: object) => ({ ...seed.firstDepositOffer, ...change });
    const exchange = (change: object) => ({ ...seed.pointsExchange, ...change });
    const gift = (change: object) => ({ ...seed.bankruptGift, ...change });
    const award = (id: number, validBet: number, propId = 2001, count = 1_000) => ({ id, validBet, propId, count });
    const tasks = (change: object) => ({ ...seed.tasks, ...change });
    const task = (id: number, change: object = {}) => ({ id, period: 'day', kind: 'validBet', target: 20_000, items: [{ propId: 2001, count: 200 }], ...change });
    const chest = (id: number, period: 'day' | 'week', liveness: number, items: unknown = [{ propId: 2002, count: 10 }]) => ({ id, period, liveness, items });
    const cases: [key: Key, value: unknown, field: string, msg: string, params?: Record<string, unknown>][] = [
      // The sign-in calendar: the schema's item rules, whole pesos, the day's cap.
      ['signInCalendar', { days: [], wagering: 1 }, 'value.days', MessageKey.fieldInvalid],
      ['signInCalendar', day([{ propId: 1001, count: 1 }]), 'value.days.0.items', MessageKey.fieldInvalid],
      ['signInCalendar', day([{ propId: 2001, count: 100 }, { propId: 2001, count: 200 }]), 'value.days.0.items', MessageKey.fieldInvalid],
      ['signInCalendar', day([{ propId: 2001, count: 250 }]), 'value.days.0.items.0.count', MessageKey.wholePesos],
      ['signInCalendar', day([{ propId: 2001, count: 100_100 }]), 'value.days.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 1_000 }],
      ['signInCalendar', day([{ propId: 2002, count: 10_001 }]), 'value.days.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 10_000 }],
      ['signInCalendar', { ...seed.signInCalendar, wagering: 101 }, 'value.wagering', MessageKey.fieldInvalid],
      // The monthly bonus: ascending and unique, whole pesos, grantable items once each, the tier's cap.
      ['monthlyBonus', tiers(tier(100_000), tier(100_000)), 'value.tiers.1.minValidBet', MessageKey.consoleConfigNotAscending, { previous: 1_000 }],
      ['monthlyBonus', tiers(tier(200_000), tier(100_000)), 'value.tiers.1.minValidBet', MessageKey.consoleConfigNotAscending, { previous: 2_000 }],
      ['monthlyBonus', tiers(tier(100_050)), 'value.tiers.0.minValidBet', MessageKey.wholePesos],
      ['monthlyBonus', tiers(tier(100_000, [{ propId: 110001, count: 1 }])), 'value.tiers.0.items.0.propId', MessageKey.consoleConfigItemNotGrantable],
      ['monthlyBonus', tiers(tier(100_000, [{ propId: 2002, count: 1 }, { propId: 2002, count: 2 }])), 'value.tiers.0.items.1.propId', MessageKey.fieldInvalid],
      ['monthlyBonus', tiers(tier(100_000, [{ propId: 2001, count: 5_000_100 }])), 'value.tiers.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 50_000 }],
      ['monthlyBonus', tiers(tier(100_000, [])), 'value.tiers.0.items', MessageKey.fieldInvalid],
      // The first-deposit offer: percent 1–200, a bonus above ₱0, whole pesos, its caps.
      ['firstDepositOffer', offer({ percent: 0 }), 'value.percent', MessageKey.fieldInvalid],
      ['firstDepositOffer', offer({ percent: 201 }), 'value.percent', MessageKey.fieldInvalid],
      ['firstDepositOffer', offer({ maxBonus: 0 }), 'value.maxBonus', MessageKey.consoleConfigAmountZero],
      ['firstDepositOffer', offer({ maxBonus: 50_050 }), 'value.maxBonus', MessageKey.wholePesos],
      ['firstDepositOffer', offer({ maxBonus: 5_000_100 }), 'value.maxBonus', MessageKey.consoleConfigAboveCap, { max: 50_000 }],
      ['firstDepositOffer', offer({ minDeposit: 10_050 }), 'value.minDeposit', MessageKey.wholePesos],
      ['firstDepositOffer', offer({ minDeposit: 5_000_100 }), 'value.minDeposit', MessageKey.consoleConfigAmountBounds, { min: 100, max: 50_000 }],
      // The documented bounds (docs/rewards.md "Terms"): from ₱100, a bonus's turnover 5–10×, any prize's at most 10×.
      ['firstDepositOffer', offer({ minDeposit: 9_900 }), 'value.minDeposit', MessageKey.consoleConfigAmountBounds, { min: 100, max: 50_000 }],
      ['firstDepositOffer', offer({ wagering: 4.99 }), 'value.wagering', MessageKey.consoleConfigWageringBounds, { min: 5, max: 10 }],
      ['firstDepositOffer', offer({ wagering: 11 }), 'value.wagering', MessageKey.consoleConfigWageringBounds, { min: 5, max: 10 }],
      ['monthlyBonus', { ...seed.monthlyBonus, wagering: 10.5 }, 'value.wagering', MessageKey.consoleConfigWageringBounds, { min: 0, max: 10 }],
      ['firstDepositOffer', offer({ wagering: undefined }), 'value.wagering', MessageKey.fieldRequired],
      // The points exchange: a rate of at least 1, a minimum on the rate's multiple, a cap not below it.
      ['pointsExchange', exchange({ pointsPerPeso: 0 }), 'value.pointsPerPeso', MessageKey.fieldInvalid],
      ['pointsExchange', exchange({ minPoints: 105 }), 'value.minPoints', MessageKey.consoleConfigPointsStep, { step: 10 }],
      ['pointsExchange', exchange({ dailyMaxPoints: 90 }), 'value.dailyMaxPoints', MessageKey.consoleConfigPointsCapBelowMin, { min: 100, max: 90 }],
      ['pointsExchange', exchange({ wagering: -1 }), 'value.wagering', MessageKey.fieldInvalid],
      // The bankruptcy gift: the threshold's pesos and cap, awards in order with unique ids, grantable, capped.
      ['bankruptGift', gift({ threshold: 150 }), 'value.threshold', MessageKey.wholePesos],
      ['bankruptGift', gift({ threshold: 10_100 }), 'value.threshold', MessageKey.consoleConfigAboveCap, { max: 100 }],
      ['bankruptGift', gift({ awards: [award(1, 10_000), award(1, 20_000)] }), 'value.awards.1.id', MessageKey.consoleConfigDuplicateId, { id: 1 }],
      ['bankruptGift', gift({ awards: [award(1, 20_000), award(2, 10_000)] }), 'value.awards.1.validBet', MessageKey.consoleConfigBelowPrevious, { previous: 200 }],
      ['bankruptGift', gift({ awards: [award(1, 10_050)] }), 'value.awards.0.validBet', MessageKey.wholePesos],
      ['bankruptGift', gift({ awards: [award(1, 10_000, 1001, 1)] }), 'value.awards.0.propId', MessageKey.consoleConfigItemNotGrantable],
      ['bankruptGift', gift({ awards: [award(1, 10_000, 2001, 1_050)] }), 'value.awards.0.count', MessageKey.wholePesos],
      ['bankruptGift', gift({ awards: [award(1, 10_000, 2001, 100_100)] }), 'value.awards.0.count', MessageKey.consoleConfigAboveCap, { max: 1_000 }],
      ['bankruptGift', gift({ claimMinutes: 0 }), 'value.claimMinutes', MessageKey.fieldInvalid],
      ['bankruptGift', gift({ maxPerDay: 21 }), 'value.maxPerDay', MessageKey.fieldInvalid],
      ['bankruptGift', null, 'value', MessageKey.fieldInvalid],
      // The tasks: the schema's kinds, periods, targets and unique ids (named at the second), then whole
      // pesos, the prizes' items and caps, each period's chests in order and within reach.
      ['tasks', tasks({ list: [task(1), task(1)] }), 'value.list.1.id', MessageKey.fieldInvalid],
      ['tasks', tasks({ chests: [chest(1, 'day', 20), chest(2, 'day', 40), chest(1, 'week', 200)] }), 'value.chests.2.id', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { kind: 'bindMobile', period: 'day', target: 1 })] }), 'value.list.0.period', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { kind: 'signIn', period: 'once', target: 1 })] }), 'value.list.0.period', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { kind: 'signIn', period: 'week', target: 8 })] }), 'value.list.0.target', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { target: 0 })] }), 'value.list.0.target', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { kind: 'deposit', target: 10_050 })] }), 'value.list.0.target', MessageKey.wholePesos],
      ['tasks', tasks({ list: [task(1, { items: [] })] }), 'value.list.0.items', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 2001, count: 250 }] })] }), 'value.list.0.items.0.count', MessageKey.wholePesos],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 1001, count: 1 }] })] }), 'value.list.0.items.0.propId', MessageKey.consoleConfigTaskItemNotGrantable],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 50004, count: 100 }] })] }), 'value.list.0.items.0.propId', MessageKey.consoleConfigTaskItemNotGrantable],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 4001, count: 5 }, { propId: 4001, count: 5 }] })] }), 'value.list.0.items.1.propId', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 2001, count: 100_100 }] })] }), 'value.list.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 1_000 }],
      ['tasks', tasks({ list: [task(1, { items: [{ propId: 4001, count: 1_001 }] })] }), 'value.list.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 1_000 }],
      ['tasks', tasks({ chests: [chest(1, 'day', 20, [{ propId: 4001, count: 10 }])] }), 'value.chests.0.items.0.propId', MessageKey.consoleConfigItemNotGrantable],
      ['tasks', tasks({ chests: [chest(1, 'day', 20, [{ propId: 60001, count: 10_001 }])] }), 'value.chests.0.items.0.count', MessageKey.consoleConfigAboveCap, { max: 10_000 }],
      ['tasks', tasks({ chests: [chest(1, 'day', 20, [{ propId: 2001, count: 150 }])] }), 'value.chests.0.items.0.count', MessageKey.wholePesos],
      ['tasks', tasks({ chests: [chest(1, 'day', 40), chest(2, 'week', 100), chest(3, 'day', 20)] }), 'value.chests.2.liveness', MessageKey.consoleConfigChestOrder, { previous: 40 }],
      ['tasks', tasks({ chests: [chest(1, 'day', 40), chest(2, 'day', 40)] }), 'value.chests.1.liveness', MessageKey.consoleConfigChestOrder, { previous: 40 }],
      // The seeded tasks give at most 240 points in a day (every task once) and 840 in a week (the daily ones seven times).
      ['tasks', tasks({ chests: [chest(1, 'day', 241)] }), 'value.chests.0.liveness', MessageKey.consoleConfigChestUnreachable, { max: 240 }],
      ['tasks', tasks({ chests: [chest(1, 'week', 841)] }), 'value.chests.0.liveness', MessageKey.consoleConfigChestUnreachable, { max: 840 }],
      ['tasks', tasks({ list: [], chests: [chest(1, 'day', 1)] }), 'value.chests.0.liveness', MessageKey.consoleConfigChestUnreachable, { max: 0 }],
      ['tasks', tasks({ chests: [chest(1, 'once' as 'day', 20)] }), 'value.chests.0.period', MessageKey.fieldInvalid],
      ['tasks', tasks({ wagering: 101 }), 'value.wagering', MessageKey.fieldInvalid],
      ['tasks', tasks({ list: Array.from({ length: 51 }, (_, i) => task(i + 1)) }), 'value.list', MessageKey.tooManyItems, { max: 50 }],
      ['tasks', { chests: [] }, 'value.list', MessageKey.fieldRequired],
    ];
    const before = await snapshot(t);
    for (const [key, value, field, msg, params] of cases) {
      const res = await consoleCall(t, 'consoleConfigSet', { key, value, reason: 'typo' }, { token });
      expectRefused(res, 400, { field, msg, ...(params ? { params } : {}) });
    }
    expect(await snapshot(t)).toEqual(before);
  });

  it('the caps themselves are taken: a ₱1,000 sign-in day, a ₱50,000 tier and offer bonus, a ₱100 threshold, a ₱1,000 award and task and chest; an empty award list, no daily cap and no tasks too', async () => {
    const { token } = await admin();
    const set = (key: Key, value: unknown) => setConfig(t, token, { key, value, reason: 'at the cap' });
    expectOk(await set('signInCalendar', { days: [{ items: [{ propId: 2001, count: 100_000 }, { propId: 2002, count: 10_000 }, { propId: 60001, count: 10_000 }] }], wagering: 0 }));
    expectOk(await set('monthlyBonus', { tiers: [{ minValidBet: 100, items: [{ propId: 2001, count: 5_000_000 }] }], wagering: 10 }));
    expectOk(await set('monthlyBonus', { tiers: [], wagering: 1 }));
    expectOk(await set('firstDepositOffer', { percent: 200, maxBonus: 5_000_000, minDeposit: 10_000, wagering: 5 }));
    expectOk(await set('firstDepositOffer', { percent: 200, maxBonus: 5_000_000, minDeposit: 5_000_000, wagering: 10 }));
    expectOk(await set('pointsExchange', { pointsPerPeso: 1, minPoints: 1, wagering: 0 }));
    expectOk(await set('bankruptGift', { ...seed.bankruptGift, threshold: 10_000, awards: [{ id: 1, validBet: 0, propId: 2001, count: 100_000 }] }));
    expectOk(await set('bankruptGift', { ...seed.bankruptGift, awards: [] }));
    // A task at every cap (₱1,000, 10,000 points and diamonds, 1,000 activity points); a day chest at
    // exactly what the tasks give in a day, a week chest below it (each period in its own order); no tasks at all.
    const rich = { id: 1, period: 'week', kind: 'gamesPlayed', target: 3, items: [{ propId: 2001, count: 100_000 }, { propId: 2002, count: 10_000 }, { propId: 60001, count: 10_000 }, { propId: 4001, count: 1_000 }] };
    const chestAt = (id: number, period: string, liveness: number) => ({ id, period, liveness, items: [{ propId: 2001, count: 100_000 }, { propId: 2002, count: 10_000 }, { propId: 60001, count: 10_000 }] });
    expectOk(await set('tasks', { list: [rich], chests: [chestAt(1, 'day', 1_000), chestAt(2, 'week', 10), chestAt(3, 'week', 1_000)] }));
    expectOk(await set('tasks', { list: [], chests: [] }));
    expect((await auditRows(t)).length).toBe(10);
    // The caps said to be the largest deposit are (the console's forms read them from the same file).
    expect([activityCaps.depositMax, activityCaps.firstDepositMaxBonus, activityCaps.monthlyTier.coin]).toEqual([rules.deposit.maxAmount, rules.deposit.maxAmount, rules.deposit.maxAmount]);
  });
});
