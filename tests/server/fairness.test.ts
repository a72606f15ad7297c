import { createHash, createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roundMessage } from '../../contract/fairness/algorithm.ts';
import { verifyDraw } from '../../contract/fairness/verify.ts';
import { Errcode, type FairDraw, type FairTable } from '../../contract/index.ts';
import * as schema from '../../server/tables.ts';
import { HouseAccount, houseBalance, transfer } from '../../server/ledger/ledger.ts';
import { evaluate, gridAt } from '../../server/games/house/engine.ts';
import { fiesta } from '../../server/games/house/themes.ts';
import { drawAs, deposit } from './jackpot-helpers.ts';
import { FIESTA, fund, okCall, reqId, spinCall, start } from './games-helpers.ts';
import { ROTATIONS_PER_HOUR } from '../../server/fairness/rotation.ts';
import { databaseKind, useTestServer, type TestServer } from './harness.ts';
import { demoUser, expectError, expectOk, registerAccount } from './helpers.ts';

/**
 * Provable fairness end to end (issue 28, docs/fairness.md): every spin and jackpot draw recorded
 * with what verifies it; rotation reveals the seed and the record then verifies in full; tampering
 * fails; retries draw nothing; rotation never reveals a seed a later draw used.
 */
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
/** The HMAC rounds of a recorded draw, as a third party computes them (node:crypto here; Web Crypto in the browser). */
const roundsOf = (d: Pick<FairDraw, 'serverSeed' | 'clientSeed' | 'nonce'>) => (r: number) => new Uint8Array(createHmac('sha256', d.serverSeed!).update(roundMessage(d.clientSeed, d.nonce, r)).digest());

const fairness = async (t: TestServer, token: string) => okCall('getFairness', await t.call('getFairness', {}, { token }));
const rotate = async (t: TestServer, token: string, clientSeed?: string) => okCall('rotateFairSeed', await t.call('rotateFairSeed', clientSeed ? { clientSeed } : {}, { token }));
const drawsPage = async (t: TestServer, token: string, body: Record<string, unknown> = {}) => okCall('getFairDraws', await t.call('getFairDraws', { pageNum: 1, pageSize: 50, ...body }, { token }));
const odds = async (t: TestServer, tableKey: string, version?: number) => okCall('getGameOdds', await t.call('getGameOdds', version ? { tableKey, version } : { tableKey })).table as FairTable;

/** Verifies every draw of a page against the table version it names (read through getGameOdds, as the browser does). */
async function verifyAll(t: TestServer, list: FairDraw[]) {
  const results = [];
  for (const d of list) results.push(verifyDraw(d, await odds(t, d.tableKey, d.tableVersion), roundsOf(d), sha256));
  return results;
}

describe(`fairness: the seed pair, the record, rotation (${databaseKind})`, () => {
  const t = useTestServer();

  it('a pair is shown before play; spins are recorded with the round they made; after rotation every draw verifies', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    const before = await fairness(t, token);
    expect(before).toMatchObject({ algorithm: 'hmac-sha256-v1', active: { nonce: 0 }, revealed: [] });
    expect(before.active.seedHash).toMatch(/^[0-9a-f]{64}$/);
    // The same pair is shown again (made once).
    expect((await fairness(t, token)).active).toEqual(before.active);

    const { sessionId } = await start(t, token, FIESTA);
    const rounds: Record<string, any>[] = [];
    for (let i = 0; i < 4; i++) rounds.push(okCall('slotSpin', await spinCall(t, token, sessionId, 200)).round);
    const page = await drawsPage(t, token);
    expect(page.total).toBe(4);
    const list = page.list as FairDraw[];
    // Newest first, nonces 3…0 of the shown pair; the server seed not shown while the pair draws.
    expect(list.map((d) => [d.nonce, d.seedHash, d.clientSeed, d.serverSeed, d.tableKey, d.tableVersion, d.cursor, d.demo])).toEqual(
      [3, 2, 1, 0].map((nonce) => [nonce, before.active.seedHash, before.active.clientSeed, null, 'slot:101', 1, 5, false]),
    );
    // Each draw is its round: the stops give the round's grid and win; ref is the round id.
    const rows = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.userId, demo.id)).orderBy(schema.fairDraws.nonce);
    rows.forEach((row, i) => {
      const stops = (row.outcome as { stops: number[] }).stops;
      expect(row.ref).toBe(rounds[i]!.roundId);
      expect(gridAt(fiesta, stops)).toEqual(rounds[i]!.grid);
      expect(row.win).toBe(rounds[i]!.win);
      expect(evaluate(fiesta, gridAt(fiesta, stops), 200).win).toBe(rounds[i]!.win);
    });
    expect((await fairness(t, token)).active.nonce).toBe(4);

    const rotated = await rotate(t, token, 'my-own_seed');
    expect(rotated.revealed).toMatchObject({ seedHash: before.active.seedHash, clientSeed: before.active.clientSeed, nonce: 4 });
    expect(sha256(rotated.revealed.serverSeed)).toBe(before.active.seedHash);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-own_seed', nonce: 0 });
    expect(rotated.active.seedHash).not.toBe(before.active.seedHash);
    const after = (await drawsPage(t, token)).list as FairDraw[];
    expect(after.every((d) => d.serverSeed === rotated.revealed.serverSeed)).toBe(true);
    expect((await verifyAll(t, after)).map((v) => v.problems)).toEqual([[], [], [], []]);
    expect((await fairness(t, token)).revealed).toEqual([rotated.revealed]);
    // The new pair draws from nonce 0 with the chosen client seed.
    okCall('slotSpin', await spinCall(t, token, sessionId, 200));
    const [newest] = (await drawsPage(t, token)).list as FairDraw[];
    expect(newest).toMatchObject({ nonce: 0, clientSeed: 'my-own_seed', seedHash: rotated.active.seedHash, serverSeed: null });
  });

  it('a tampered seed, nonce, client seed or table version fails verification', async () => {
    const token = await t.loginDemo();
    const { sessionId } = await start(t, token, FIESTA);
    for (let i = 0; i < 3; i++) okCall('slotSpin', await spinCall(t, token, sessionId, 200));
    await rotate(t, token);
    const [draw] = (await drawsPage(t, token)).list as FairDraw[];
    const table = await odds(t, draw!.tableKey, draw!.tableVersion);
    expect(verifyDraw(draw!, table, roundsOf(draw!), sha256).ok).toBe(true);
    const otherSeed = sha256('not the seed');
    expect(verifyDraw({ ...draw!, serverSeed: otherSeed }, table, roundsOf({ ...draw!, serverSeed: otherSeed }), sha256).problems).toContain('seed-hash');
    expect(verifyDraw({ ...draw!, nonce: draw!.nonce + 1 }, table, roundsOf({ ...draw!, nonce: draw!.nonce + 1 }), sha256).problems).toEqual(['outcome']);
    expect(verifyDraw(draw!, table, roundsOf({ ...draw!, clientSeed: 'x' }), sha256).problems).toEqual(['outcome']);
    expect(verifyDraw({ ...draw!, tableVersion: 2 }, table, roundsOf(draw!), sha256).problems).toEqual(['table']);
    // The record's own outcome altered (a server claiming another result).
    const stops = [...draw!.outcome.stops!];
    stops[0] = (stops[0]! + 1) % 35;
    expect(verifyDraw({ ...draw!, outcome: { stops } }, table, roundsOf(draw!), sha256).problems).toEqual(['outcome']);
  });

  it('a retry of a spin (same requestId) answers its round and draws nothing: the nonce does not move', async () => {
    const token = await t.loginDemo();
    const { sessionId } = await start(t, token, FIESTA);
    const id = reqId();
    const first = okCall('slotSpin', await spinCall(t, token, sessionId, 200, id));
    const again = okCall('slotSpin', await spinCall(t, token, sessionId, 200, id));
    expect(again.round).toEqual(first.round);
    expect((await drawsPage(t, token)).total).toBe(1);
    expect((await fairness(t, token)).active.nonce).toBe(1);
    // A refused spin (a bet off the levels) draws nothing either.
    expectError(await spinCall(t, token, sessionId, 150), { status: 400, errcode: 400, field: 'bet' });
    expect((await fairness(t, token)).active.nonce).toBe(1);
  });

  it('demo (tryIt) spins are recorded as demo, with the demo win; getFairDraws narrows to one table', async () => {
    const token = await t.loginDemo();
    const { sessionId } = await start(t, token, FIESTA, true);
    const rounds: Record<string, any>[] = [];
    for (let i = 0; i < 3; i++) rounds.push(okCall('slotSpin', await spinCall(t, token, sessionId, 200)).round);
    const list = (await drawsPage(t, token, { tableKey: 'slot:101' })).list as FairDraw[];
    expect(list.map((d) => [d.demo, d.win])).toEqual(rounds.toReversed().map((r) => [true, r.win]));
    expect((await drawsPage(t, token, { tableKey: 'jackpot' })).total).toBe(0);
    // Page by page.
    const paged = await drawsPage(t, token, { pageNum: 2, pageSize: 2 });
    expect([paged.total, paged.list.length]).toEqual([3, 1]);
  });

  it('jackpot draws are recorded (ref = the draw id, win = what was paid) and verify after rotation', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 30_000);
    const results: Record<string, any>[] = [];
    for (let i = 0; i < 3; i++) results.push(okCall('receiveDrawChance', await t.call('receiveDrawChance', { requestId: reqId('jp') }, { token })));
    await rotate(t, token);
    const list = ((await drawsPage(t, token, { tableKey: 'jackpot' })).list as FairDraw[]).toReversed();
    expect(list).toHaveLength(3);
    expect((await verifyAll(t, list)).every((v) => v.ok)).toBe(true);
    const table = await odds(t, 'jackpot', 1);
    const rows = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.userId, demo.id)).orderBy(schema.fairDraws.id);
    list.forEach((d, i) => {
      const entry = table.weighted!.entries[d.outcome.index!]!;
      expect(results[i]!.result).toMatchObject({ id: entry.id, propId: entry.propId, type: entry.type });
      expect(rows[i]!.ref).toBe(String(results[i]!.drawId));
      const paid = entry.type === 2 || entry.propId === 2001 ? results[i]!.result.count : 0;
      expect(d.win).toBe(paid);
    });
  });

  it('a tier win records the pesos drawn; the pool caps what is paid (win)', async () => {
    const token = await t.loginDemo();
    const demo = await demoUser(t);
    await deposit(t, token, 10_000);
    // Empty the pool to ₱30: a Mini (₱50–₱200) drawn at its top pays ₱30.
    const pool = await houseBalance(t.deps.db, HouseAccount.jackpotPool);
    await t.deps.db.transaction((tx) =>
      transfer(tx, {
        kind: 'jackpot_pool_funding',
        idempotencyKey: 'test:drain-pool',
        legs: [
          { account: { house: HouseAccount.jackpotPool }, amount: -(pool - 3_000) },
          { account: { house: HouseAccount.openingBalance }, amount: pool - 3_000 },
        ],
      }),
    );
    const { draw } = await drawAs(t, demo.id, 4);
    expect(draw.bonus).toBe(3_000);
    const [row] = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.userId, demo.id));
    expect([row!.outcome, row!.win, row!.ref]).toEqual([{ index: 3, pesos: 200 }, 3_000, String(draw.id)]);
  });
});

describe(`fairness: the odds (${databaseKind})`, () => {
  const t = useTestServer();

  it('getGameOdds is public: the slot table and the jackpot table in force, every version; 9001 for none', async () => {
    const slot = okCall('getGameOdds', await t.call('getGameOdds', { tableKey: 'slot:101' }));
    expect(slot.versions).toEqual([{ version: 1, effectiveFrom: 0 }]);
    expect(slot.table).toMatchObject({ key: 'slot:101', version: 1, kind: 'reels', reels: { rtpBps: 9600, strips: fiesta.strips } });
    expect(slot.table.reels.symbols.map((s: { pays: number[] }) => s.pays)).toEqual(fiesta.symbols.map((s) => s.pays));
    const jackpot = await odds(t, 'jackpot');
    expect(jackpot.weighted!.totalWeight).toBe(10_000);
    expect(jackpot.weighted!.entries.find((e) => e.id === 4)).toMatchObject({ propId: 50004, type: 2, weight: 400, minPesos: 50, maxPesos: 200 });
    expectError(await t.call('getGameOdds', { tableKey: 'slot:999' }), { status: 404, errcode: Errcode.fairTableNotFound, field: 'tableKey' });
    expectError(await t.call('getGameOdds', { tableKey: 'jackpot', version: 2 }), { status: 404, errcode: Errcode.fairTableNotFound, field: 'version' });
  });
});

describe(`fairness: rotation under concurrent spins (${databaseKind})`, () => {
  const t = useTestServer();

  it('20 concurrent spins and a rotation among them: no seed is revealed before a draw that used it; nonces 0…n-1 per seed', async () => {
    const player = await registerAccount(t, 'rotator');
    await fund(t, player.userId, 100_000);
    const { sessionId } = await start(t, player.token, FIESTA);
    expectOk(await t.call('getFairness', {}, { token: player.token }));
    // Spins arrive 2 ms apart, two rotations among them: each queues on the player's row lock.
    const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const spins = Array.from({ length: 20 }, async (_, i) => (await after(i * 2), spinCall(t, player.token, sessionId, 200)));
    const rotations = [9, 25].map(async (ms) => (await after(ms), t.call('rotateFairSeed', {}, { token: player.token })));
    const results = await Promise.all([...spins, ...rotations]);
    expect(results.map((r) => r.body.errcode)).toEqual(Array(22).fill(0));
    const seeds = await t.deps.db.select().from(schema.fairSeeds).where(eq(schema.fairSeeds.userId, player.userId)).orderBy(schema.fairSeeds.id);
    const draws = await t.deps.db.select().from(schema.fairDraws).where(eq(schema.fairDraws.userId, player.userId));
    expect(seeds).toHaveLength(3);
    expect(seeds.filter((s) => s.revealedAt === null)).toHaveLength(1);
    expect(draws).toHaveLength(20);
    // The rotations did land among the spins (else this would test nothing): more than one seed drew.
    expect(seeds.filter((seed) => draws.some((d) => d.seedId === seed.id)).length).toBeGreaterThan(1);
    for (const seed of seeds) {
      const used = draws.filter((d) => d.seedId === seed.id);
      // Nonces 0…n-1, no gap, no repeat; the pair's nonce is the count.
      expect(used.map((d) => d.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: used.length }, (_, i) => i));
      expect(seed.nonce).toBe(used.length);
      if (seed.revealedAt) {
        for (const d of used) expect(d.createdAt.getTime()).toBeLessThan(seed.revealedAt.getTime());
        expect(sha256(seed.serverSeed!)).toBe(seed.serverSeedHash);
      }
    }
    // Every draw of a revealed seed verifies.
    const list = (await drawsPage(t, player.token)).list as FairDraw[];
    const revealed = list.filter((d) => d.serverSeed !== null);
    expect((await verifyAll(t, revealed)).every((v) => v.ok)).toBe(true);
  }, 60_000);
});

describe(`fairness: rotations are capped (${databaseKind})`, () => {
  const t = useTestServer();

  it(`${ROTATIONS_PER_HOUR} rotations an hour; the next is a 429 that reveals nothing and keeps the pair; the next hour rotates again`, async () => {
    const token = await t.loginDemo();
    for (let i = 0; i < ROTATIONS_PER_HOUR; i++) await rotate(t, token);
    const kept = await fairness(t, token);
    expectError(await t.call('rotateFairSeed', { clientSeed: 'another' }, { token }), { status: 429, errcode: Errcode.tooMany });
    const after = await fairness(t, token);
    expect(after.active).toEqual(kept.active);
    expect(after.revealed).toEqual(kept.revealed);
    t.advance(3600_000);
    const next = await rotate(t, token, 'nexthour');
    expect(next.revealed.seedHash).toBe(kept.active.seedHash);
    expect(next.active).toMatchObject({ clientSeed: 'nexthour', nonce: 0 });
  });
});
