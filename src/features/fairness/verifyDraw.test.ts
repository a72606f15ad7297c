import { createHash, createHmac, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { clientSeedSchema, type FairDraw, type FairTable } from '../../../contract/calls/fairness.ts';
import { FAIR_ALGORITHM, WordStream, reelStops, weightedDraw } from '../../../contract/fairness/algorithm.ts';
import { CLIENT_SEED } from './clientSeed.ts';
import { seedHashOf, verifyDraw } from './verifyDraw.ts';

/**
 * The worker's recomputation against the algorithm run on node:crypto, as the server runs it: the
 * vectors here are computed with createHmac / createHash, never with the code under test.
 */
const subtle = webcrypto.subtle as unknown as SubtleCrypto;
const SERVER_SEED = 'a3f1c09d5e7b2468ace0135792468bdf0f1e2d3c4b5a69788796a5b4c3d2e1f0';
const nodeStream = (serverSeed: string, clientSeed: string, nonce: number) =>
  new WordStream((r) => new Uint8Array(createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${r}`).digest()));
const nodeHash = (serverSeed: string) => createHash('sha256').update(serverSeed, 'utf8').digest('hex');

const slotTable: FairTable = {
  key: 'slot:101',
  version: 2,
  effectiveFrom: 0,
  kind: 'reels',
  reels: {
    strips: [
      [0, 1, 2, 3, 4, 5, 6],
      [1, 2, 3, 0, 4, 5, 6, 2, 1],
      [2, 2, 3, 4, 0, 1, 6, 5, 3, 1, 0],
      [0, 5, 4, 3, 2, 1],
      [6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6],
    ],
    symbols: [],
    lines: [[1, 1, 1, 1, 1]],
    rtpBps: 9600,
  },
};
const jackpotTable: FairTable = {
  key: 'jackpot',
  version: 3,
  effectiveFrom: 0,
  kind: 'weighted',
  weighted: {
    entries: [
      { id: 1, propId: 2001, type: 1, count: 500, weight: 600 },
      { id: 2, propId: 2002, type: 1, count: 100, weight: 395 },
      { id: 3, propId: 50004, type: 2, count: 0, weight: 5, minPesos: 50, maxPesos: 200 },
    ],
    totalWeight: 1000,
  },
};

/** A draw record as the server would write it: the outcome and cursor from node:crypto's stream. */
function recorded(table: FairTable, clientSeed: string, nonce: number, serverSeed: string | null = SERVER_SEED): FairDraw {
  const stream = nodeStream(SERVER_SEED, clientSeed, nonce);
  const outcome = table.reels ? { stops: reelStops(stream, table.reels.strips.map((s) => s.length)) } : weightedDraw(stream, table.weighted!.entries);
  return { id: nonce + 1, tableKey: table.key, tableVersion: table.version, algorithm: FAIR_ALGORITHM, time: 0, seedHash: nodeHash(SERVER_SEED), clientSeed, nonce, cursor: stream.used, serverSeed, outcome, win: 0, demo: false };
}

describe('the worker recomputes draws as the algorithm does on node:crypto', () => {
  it('hashes the server seed as the server shows it', async () => {
    expect(await seedHashOf(SERVER_SEED, subtle)).toBe(nodeHash(SERVER_SEED));
  });

  it('a fixed vector: round 0 read as big-endian words, and the stops it gives', async () => {
    const mac = createHmac('sha256', SERVER_SEED).update('lucky-7:0:0').digest();
    const words = Array.from({ length: 8 }, (_, w) => mac.readUInt32BE(w * 4));
    const expected = words.slice(0, 5).map((u, reel) => {
      const n = slotTable.reels!.strips[reel]!.length;
      const k = Math.floor(2 ** 32 / n);
      return u < k * n ? Math.floor(u / k) : null;
    });
    // No word of this vector is rejected (checked above by the same arithmetic), so each reel takes one word.
    expect(expected.every((stop) => stop !== null)).toBe(true);
    const draw = recorded(slotTable, 'lucky-7', 0);
    expect(draw.outcome.stops).toEqual(expected);
    expect(draw.cursor).toBe(5);
    expect(await verifyDraw(draw, slotTable, subtle)).toEqual({ status: 'verified' });
  });

  it('verifies slot and jackpot draws over many nonces, ranges included', async () => {
    for (let nonce = 0; nonce < 40; nonce += 1) {
      expect(await verifyDraw(recorded(slotTable, 'player_seed-1', nonce), slotTable, subtle), `slot nonce ${nonce}`).toEqual({ status: 'verified' });
      expect(await verifyDraw(recorded(jackpotTable, 'Zz9', nonce), jackpotTable, subtle), `jackpot nonce ${nonce}`).toEqual({ status: 'verified' });
    }
  });

  it('computes more rounds when the draw needs them (12 reels: 12 words, two rounds)', async () => {
    const wide: FairTable = { ...slotTable, key: 'slot:102', reels: { ...slotTable.reels!, strips: Array.from({ length: 12 }, (_, i) => slotTable.reels!.strips[i % 5]!) } };
    const draw = recorded(wide, 'abc', 7);
    expect(draw.cursor).toBeGreaterThanOrEqual(12);
    expect(await verifyDraw(draw, wide, subtle)).toEqual({ status: 'verified' });
    // A record that undercounts its words: the worker starts with one round, computes the second, and the cursor disagrees.
    expect(await verifyDraw({ ...draw, cursor: 1 }, wide, subtle)).toEqual({ status: 'mismatch', reason: 'cursor' });
  });

  it('says "does not match" for a changed outcome, a wrong hash, another client seed or nonce, another table version', async () => {
    const draw = recorded(slotTable, 'abc', 3);
    const stops = draw.outcome.stops!;
    expect(await verifyDraw({ ...draw, outcome: { stops: [(stops[0]! + 1) % 7, ...stops.slice(1)] } }, slotTable, subtle)).toEqual({ status: 'mismatch', reason: 'outcome' });
    expect(await verifyDraw({ ...draw, seedHash: nodeHash('0'.repeat(64)) }, slotTable, subtle)).toEqual({ status: 'mismatch', reason: 'hash' });
    expect(await verifyDraw({ ...draw, clientSeed: 'abd' }, slotTable, subtle)).toMatchObject({ status: 'mismatch' });
    expect(await verifyDraw({ ...draw, nonce: 4 }, slotTable, subtle)).toMatchObject({ status: 'mismatch' });
    expect(await verifyDraw(draw, { ...slotTable, version: 1 }, subtle)).toEqual({ status: 'mismatch', reason: 'table' });
    const jackpot = recorded(jackpotTable, 'abc', 0);
    expect(await verifyDraw({ ...jackpot, outcome: { ...jackpot.outcome, index: ((jackpot.outcome.index ?? 0) + 1) % 3 } }, jackpotTable, subtle)).toMatchObject({ status: 'mismatch' });
  });

  it('leaves a draw of the active seed for after the rotation', async () => {
    expect(await verifyDraw(recorded(slotTable, 'abc', 0, null), slotTable, subtle)).toEqual({ status: 'pending' });
  });
});

describe('the client seed rule', () => {
  it('is the contract’s clientSeedSchema', () => {
    for (const seed of ['a', 'Abc_-09', 'x'.repeat(32), '', 'x'.repeat(33), 'a:b', 'a b', 'ñ', 'seed!', 'ab\n']) {
      expect(CLIENT_SEED.test(seed), seed).toBe(clientSeedSchema.safeParse(seed).success);
    }
  });
});
