import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { Errcode, MessageKey, PropId } from '../../contract/index.ts';
import { consoleCall, expectRefused, operatorWithSession, query } from './console-helpers.ts';
import { diamondPlayer, diamondsOf, markDeposited } from './diamonds-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { expectError, expectOk, snapshot } from './helpers.ts';
import { requestId } from './jackpot-helpers.ts';

/**
 * The console's scratch-card types and wheel settings (docs/scratch.md and docs/spin.md "Console"):
 * admins only, refusals change nothing, a new type sells through the player's real purchase and draws
 * from its own table, its prizes fixed once on sale, the wheel's settings felt by the next getSpinInfo.
 */
const terms = { art: 'silver', autoRevealPercent: 50, brushRadius: 60, wagering: 2, sort: 5 } as const;
const coin = (pesos: number, weight: number) => ({ propId: PropId.coin, count: pesos * 100, weight });
const seededWheel = { enabled: true, dailyFree: 1, depositStep: 20_000, depositCap: 3, betStep: 100_000, betCap: 3, wagering: 1 };

/** A mall item of kind scratchCard, made as an admin makes it on the mall items page. */
async function cardItem(t: TestServer, token: string, name = 'Ruby scratch card', price = 10): Promise<number> {
  const body = { kind: 'scratchCard', name, description: '', image: 'coin-pouch', price, coin: 0, wagering: 0, stock: null, dailyLimit: null, totalLimit: null, active: true, sort: 0 };
  return expectOk(await consoleCall(t, 'consoleDiamondItemSave', body, { token })).item.id as number;
}
const auditRows = (t: TestServer, call: string) => query(t, sql`SELECT target, before, after FROM console_audit WHERE call = ${call} ORDER BY id`);

describe(`console: scratch-card types and the wheel's settings (${databaseKind})`, () => {
  const t = useTestServer();

  it('a stranger is a 401 and support or finance a 403 before the body is read; nothing is written but the refusals', async () => {
    const support = await operatorWithSession(t, 'sc-support', 'support');
    const finance = await operatorWithSession(t, 'sc-finance', 'finance');
    const calls = ['consoleScratchTypes', 'consoleScratchTypeCreate', 'consoleScratchTypeSave', 'consoleSpinConfig', 'consoleSpinConfigSave'] as const;
    for (const call of calls) {
      expectRefused(await consoleCall(t, call, { not: 'a body' }), 401);
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: support.token }), 403, { msg: MessageKey.consoleRoleRefused });
      expectRefused(await consoleCall(t, call, { not: 'a body' }, { token: finance.token }), 403, { msg: MessageKey.consoleRoleRefused });
    }
    expect(await query(t, sql`SELECT count(*)::int AS n FROM scratch_card_types`)).toEqual([{ n: 3 }]);
    expect(await query(t, sql`SELECT config->'dailyFree' AS free FROM spin_wheel_config`)).toEqual([{ free: 1 }]);
  });

  it('lists the seeded types with their tables in force, prizes fixed since they are on sale', async () => {
    const admin = await operatorWithSession(t, 'sc-list', 'admin');
    const { types, freeItems } = expectOk(await consoleCall(t, 'consoleScratchTypes', {}, { token: admin.token }));
    expect(types.map((type: { key: string }) => type.key)).toEqual(['bronze', 'silver', 'gold']);
    expect(types[0]).toMatchObject({ tableKey: 'scratch:bronze', tableVersion: 1, onSale: true, itemOnSale: true, prizesLocked: true, autoRevealPercent: 60, brushRadius: 48, totalWeight: 10_000, sold: 0, unclaimed: 0 });
    expect(freeItems).toEqual([]);
  });

  it('refuses bad types with a 400 or their errcode, changing nothing', async () => {
    const admin = await operatorWithSession(t, 'sc-bad', 'admin');
    const itemId = await cardItem(t, admin.token);
    const good = { ...terms, key: 'ruby', itemId, prizes: [coin(50, 1)] };
    const before = await snapshot(t);
    const create = (body: Record<string, unknown>) => consoleCall(t, 'consoleScratchTypeCreate', body, { token: admin.token });
    expectRefused(await create({ ...good, key: 'Ruby Card' }), 400, { field: 'key' });
    expectRefused(await create({ ...good, prizes: [] }), 400, { field: 'prizes' });
    expectRefused(await create({ ...good, prizes: Array.from({ length: 13 }, () => coin(1, 1)) }), 400, { field: 'prizes' });
    expectRefused(await create({ ...good, prizes: [{ propId: PropId.coin, count: 150, weight: 1 }] }), 400, { field: 'prizes.0.count' });
    expectRefused(await create({ ...good, prizes: [coin(1, 1), { propId: 100_002, count: 2, weight: 1 }] }), 400, { field: 'prizes.1.count' });
    expectRefused(await create({ ...good, prizes: [{ propId: 1010, count: 1, weight: 1 }] }), 400, { field: 'prizes.0.propId' });
    expectRefused(await create({ ...good, autoRevealPercent: 95 }), 400, { field: 'autoRevealPercent' });
    expectRefused(await create({ ...good, brushRadius: 10 }), 400, { field: 'brushRadius' });
    expectError(await create({ ...good, key: 'bronze' }), { status: 409, errcode: Errcode.scratchTypeKeyTaken, field: 'key' });
    expectError(await create({ ...good, itemId: 999_999 }), { status: 409, errcode: Errcode.scratchTypeItemUnfit, field: 'itemId' });
    const [bronze] = expectOk(await consoleCall(t, 'consoleScratchTypes', {}, { token: admin.token })).types;
    expectError(await create({ ...good, itemId: bronze.itemId }), { status: 409, errcode: Errcode.scratchTypeItemUnfit });
    expectError(await consoleCall(t, 'consoleScratchTypeSave', { ...terms, id: 999_999, onSale: true }, { token: admin.token }), { status: 404, errcode: Errcode.scratchTypeNotFound });
    expectError(await consoleCall(t, 'consoleScratchTypeSave', { ...terms, id: bronze.id, onSale: true, prizes: [coin(5, 1)] }, { token: admin.token }), { status: 409, errcode: Errcode.scratchPrizesLocked, field: 'prizes' });
    expect(await snapshot(t)).toEqual(before);
  });

  it('a new type starts off sale; its prizes change before sale; on sale a player buys it and draws from its table; then its prizes are fixed', async () => {
    const admin = await operatorWithSession(t, 'sc-admin', 'admin');
    const itemId = await cardItem(t, admin.token);
    const created = expectOk(await consoleCall(t, 'consoleScratchTypeCreate', { ...terms, key: 'ruby', itemId, prizes: [coin(50, 3), coin(5, 1)] }, { token: admin.token })).type;
    expect(created).toMatchObject({ key: 'ruby', tableKey: 'scratch:ruby', tableVersion: 1, onSale: false, prizesLocked: false, name: 'Ruby scratch card', prizes: [{ id: 1, count: 5000, weight: 3 }, { id: 2, count: 500, weight: 1 }] });

    const p = await diamondPlayer(t, 'scbuyer', 30);
    await markDeposited(t, p.userId);
    const buy = () => t.call('diamondExchangeScratchcard', { itemId, requestId: requestId('ruby') }, { token: p.token });
    expectError(await buy(), { status: 404, errcode: Errcode.scratchNotOnSale });
    const seen = async () => expectOk(await t.call('getScratchCardInfo', {}, { token: p.token })).types.find((type: { itemId: number }) => type.itemId === itemId);
    expect(await seen()).toBeUndefined();

    // Before it was ever on sale the prizes may be replaced: a new version, in force at once.
    const save = (body: Record<string, unknown>) => consoleCall(t, 'consoleScratchTypeSave', { ...terms, id: created.id, onSale: false, ...body }, { token: admin.token });
    expect(expectOk(await save({ prizes: [{ propId: PropId.diamond, count: 7, weight: 1 }] })).type).toMatchObject({ tableVersion: 2, prizes: [{ propId: PropId.diamond, count: 7 }] });
    expect(expectOk(await save({ onSale: true, brushRadius: 80 })).type).toMatchObject({ onSale: true, prizesLocked: true, brushRadius: 80 });
    expect(await seen()).toMatchObject({ onSale: true, tableKey: 'scratch:ruby', tableVersion: 2, brushRadius: 80, autoRevealShare: 0.5, prizes: [{ items: [{ propId: PropId.diamond, count: 7 }] }] });

    const card = expectOk(await buy()).card;
    expect(card.prize.items).toEqual([{ propId: PropId.diamond, count: 7 }]);
    expect(await query(t, sql`SELECT table_key, table_version, ref FROM fair_draws WHERE id = ${card.fairDrawId}`)).toEqual([{ table_key: 'scratch:ruby', table_version: 2, ref: String(card.id) }]);
    expect(await diamondsOf(t, p)).toBe(20);
    expect(expectOk(await t.call('scratchCardLottery', { cardId: card.id }, { token: p.token })).paidNow).toBe(true);

    // On sale once, sold once: prizes are fixed even off sale again (weights: the odds page, two admins).
    const before = await snapshot(t);
    expectError(await save({ prizes: [coin(500, 1)] }), { status: 409, errcode: Errcode.scratchPrizesLocked, field: 'prizes' });
    expect(await snapshot(t)).toEqual(before);
    expect(expectOk(await save({})).type).toMatchObject({ onSale: false, sold: 1, unclaimed: 0, prizesLocked: true });
    expectError(await save({ prizes: [coin(500, 1)] }), { status: 409, errcode: Errcode.scratchPrizesLocked });

    const audit = await auditRows(t, 'consoleScratchTypeSave');
    expect(audit.map((row) => [row.before.onSale, row.after.onSale, row.after.tableVersion])).toEqual([
      [false, false, 2],
      [false, true, 2],
      [true, false, 2],
    ]);
    expect(await auditRows(t, 'consoleScratchTypeCreate')).toEqual([expect.objectContaining({ target: `scratch_type:${created.id}`, before: null })]);
  });

  it("shows the wheel's settings and slices with their weights in force; a save is felt by the player's next getSpinInfo and audited", async () => {
    const admin = await operatorWithSession(t, 'sc-wheel', 'admin');
    const view = expectOk(await consoleCall(t, 'consoleSpinConfig', {}, { token: admin.token }));
    expect(view).toMatchObject({ settings: seededWheel, tableKey: 'spin', tableVersion: 1, totalWeight: 10_000 });
    expect(view.segments.map((s: { weight: number }) => s.weight)).toEqual([3000, 2000, 1500, 1500, 600, 900, 450, 50]);

    const p = await diamondPlayer(t, 'scspin');
    await markDeposited(t, p.userId);
    const left = async () => expectOk(await t.call('getSpinInfo', {}, { token: p.token })).spinsLeft as number;
    expect(await left()).toBe(1);

    const before = await snapshot(t);
    const saveWheel = (body: Record<string, unknown>) => consoleCall(t, 'consoleSpinConfigSave', body, { token: admin.token });
    expectRefused(await saveWheel({ ...seededWheel, dailyFree: 101 }), 400, { field: 'dailyFree' });
    expectRefused(await saveWheel({ ...seededWheel, depositStep: 150 }), 400, { field: 'depositStep' });
    expectRefused(await saveWheel({ ...seededWheel, wagering: 11 }), 400, { field: 'wagering' });
    expectRefused(await saveWheel({ ...seededWheel, segments: [] }), 400, { field: 'segments' });
    expect(await snapshot(t)).toEqual(before);

    const saved = expectOk(await saveWheel({ ...seededWheel, dailyFree: 3, betStep: 0, betCap: 0 }));
    expect(saved.settings).toEqual({ ...seededWheel, dailyFree: 3, betStep: 0, betCap: 0 });
    expect(saved.segments).toEqual(view.segments);
    expect(await left()).toBe(3);
    expect(await auditRows(t, 'consoleSpinConfigSave')).toEqual([{ target: 'spin_wheel_config:1', before: seededWheel, after: { ...seededWheel, dailyFree: 3, betStep: 0, betCap: 0 } }]);

    expect(expectOk(await saveWheel({ ...seededWheel, enabled: false })).settings.enabled).toBe(false);
    expectError(await t.call('spinWheel', { requestId: requestId('off') }, { token: p.token }), { status: 409, errcode: Errcode.spinNotRunning });
  });
});
