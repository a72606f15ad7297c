import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ensureReleaseTables, addWeightedVersion, FairTableRefused, listTables, tableInForce, tableVersion, drawsForReport, type ReportDraw } from '../../server/fairness/index.ts';
import { slotReleaseTables } from '../../server/games/index.ts';
import * as schema from '../../server/tables.ts';
import { deposit, drawAs } from './jackpot-helpers.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { demoUser } from './helpers.ts';

/** The versioned tables (docs/fairness.md "Tables"): a release's, an operator's, which one draws when. */
const HOUR = 3600_000;
const weightsNow = async (t: TestServer) => (await tableInForce(t.deps.db, 'jackpot', t.deps.now()))!.weighted!.entries.map((e) => ({ id: e.id, weight: e.weight }));

describe(`fairness: table versions (${databaseKind})`, () => {
  const t = useTestServer();

  it('an operator version takes effect at its time, never before; draws record the version in force', async () => {
    const now = t.deps.now();
    const entries = (await weightsNow(t)).map((e) => ({ ...e, weight: e.id === 1 ? 100 : e.weight }));
    const v2 = await t.deps.db.transaction((tx) => addWeightedVersion(tx, { key: 'jackpot', entries, effectiveFrom: now + HOUR, operatorId: 7, now }));
    expect(v2).toMatchObject({ key: 'jackpot', version: 2, effectiveFrom: now + HOUR, kind: 'weighted' });
    expect(v2.weighted!.totalWeight).toBe(10_099);
    // The tier keeps its range; only the weight moved.
    expect(v2.weighted!.entries.find((e) => e.id === 4)).toMatchObject({ weight: 400, minPesos: 50, maxPesos: 200 });
    expect((await tableInForce(t.deps.db, 'jackpot', now))!.version).toBe(1);
    expect((await tableInForce(t.deps.db, 'jackpot', now + HOUR))!.version).toBe(2);
    expect((await listTables(t.deps.db)).find((s) => s.key === 'jackpot')!.versions.map((v) => [v.version, v.createdBy])).toEqual([
      [1, null],
      [2, 7],
    ]);

    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 20_000);
    await drawAs(t, demo.id, 2);
    t.advance(HOUR);
    await drawAs(t, demo.id, 2);
    const rows = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.userId, demo.id)).orderBy(schema.fairDraws.id);
    expect(rows.map((r) => r.tableVersion)).toEqual([1, 2]);

    // The report streams them by time, in batches.
    const seen: ReportDraw[] = [];
    for await (const batch of drawsForReport(t.deps.db, 'jackpot', 0, t.deps.now() + 1, 1)) {
      expect(batch).toHaveLength(1);
      seen.push(...batch);
    }
    expect(seen.map((d) => [d.tableVersion, d.outcome.index])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('refuses a start in the past or before the newest version, other entries, bad weights; a reels table; nothing written', async () => {
    const now = t.deps.now();
    const entries = await weightsNow(t);
    const refused = async (change: Partial<Parameters<typeof addWeightedVersion>[1]>) => {
      try {
        await t.deps.db.transaction((tx) => addWeightedVersion(tx, { key: 'jackpot', entries, effectiveFrom: now + HOUR, operatorId: 1, now, ...change }));
      } catch (error) {
        if (error instanceof FairTableRefused) return error.reason;
        throw error;
      }
      return 'accepted';
    };
    expect(await refused({ effectiveFrom: now - 1 })).toBe('effective-from');
    expect(await refused({ entries: entries.slice(1) })).toBe('entries');
    expect(await refused({ entries: [...entries.slice(1), { id: 99, weight: 5 }] })).toBe('entries');
    expect(await refused({ entries: [...entries, entries[0]!] })).toBe('entries');
    expect(await refused({ entries: entries.map((e, i) => (i === 0 ? { ...e, weight: 0 } : e)) })).toBe('weights');
    expect(await refused({ entries: entries.map((e, i) => (i === 0 ? { ...e, weight: 1.5 } : e)) })).toBe('weights');
    expect(await refused({ entries: entries.map((e, i) => (i === 0 ? { ...e, weight: 2 ** 32 } : e)) })).toBe('weights');
    expect(await refused({ entries: entries.map((e) => (e.id === 4 ? { ...e, minPesos: 300, maxPesos: 200 } : e)) })).toBe('weights');
    expect(await refused({ entries: entries.map((e) => (e.id === 2 ? { ...e, minPesos: 1, maxPesos: 2 } : e)) })).toBe('entries');
    expect(await refused({ key: 'slot:101' })).toBe('not-weighted');
    expect(await refused({ key: 'nothing' })).toBe('unknown-table');
    expect(await tableVersion(t.deps.db, 'jackpot', 2)).toBeUndefined();
    expect(await refused({})).toBe('accepted');
    expect(await refused({ effectiveFrom: now + HOUR - 1 })).toBe('effective-from');
  });

  it('a release that changes a slot strip adds a version in force from then; the same release again adds nothing', async () => {
    const tables = slotReleaseTables();
    expect((await ensureReleaseTables(t.deps.db, tables, t.deps.now())).added).toEqual([]);
    const changed = tables.map((table) => (table.key === 'slot:101' ? { ...table, body: { reels: { ...table.body.reels!, strips: table.body.reels!.strips.map((s) => s.toReversed()) } } } : table));
    const at = t.deps.now();
    expect((await ensureReleaseTables(t.deps.db, changed, at)).added).toEqual(['slot:101@2']);
    expect((await ensureReleaseTables(t.deps.db, changed, at + 1)).added).toEqual([]);
    expect((await tableInForce(t.deps.db, 'slot:101', at - 1))!.version).toBe(1);
    expect((await tableInForce(t.deps.db, 'slot:101', at))!.reels!.strips).toEqual(changed[0]!.body.reels!.strips);
  });
});
