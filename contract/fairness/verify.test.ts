import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FairDraw, FairTable } from '../calls/fairness.ts';
import { FAIR_ALGORITHM, NeedMoreRounds, reelStops, roundMessage, uniformIndex, weightedDraw, WordStream } from './algorithm.ts';
import { mapTable, recompute, sameOutcome, verifyDraw } from './verify.ts';

/**
 * The algorithm's written-down vectors (docs/fairness.md "Worked example"). The HMAC values were
 * computed outside this code base (Python's hmac module, and `openssl dgst -sha256 -hmac`), the
 * indexes by an independent Python transcription of algorithm.ts's header: this file only checks
 * the TypeScript reproduces them.
 */
const SEED = '5fe46cbac363fde3efa932b529c1fc94c785cd9783a520eead1cbc590a59d33f'; // SHA-256("swerte fairness vector 1")
const SEED_HASH = '81e90c67538a3526a3c39894f8eabcc466987a4767d6b061a924936aef48f4de';
const CLIENT = 'swerte-player';
const ROUND_HEX: Record<string, string> = {
  '0:0': 'c2937e02dcc6c225c8391cfb3b960f4ea63bf76c978b823bc889fa4bccbae5cd',
  '0:1': '6f8f49ae3b389954ae1e62879d21f2a25e57d2e271b834c68f7f06a3070ebbf9',
  '1:0': 'b96881a74082b0b2e6ade179b8de70c0ea8cbb2ade8800cac485543de24af942',
  '1:1': '5828d0194fac5e522247ac07ac7ccca929128de702545dca5adc7c2073ff5979',
  '2:1': 'a457ebff0f56aec88b8137b25d186486108dacb87dc3394b2ae12346a212978b',
};
/** The house slots' strip lengths (every theme: 35, 36, 36, 36, 36). */
const SLOT_LENGTHS = [35, 36, 36, 36, 36];
/** The jackpot's version 1 weights in board order (cells 1–12). */
const JACKPOT_WEIGHTS = [1, 300, 900, 400, 1800, 1200, 9, 900, 1500, 90, 400, 2500];

/** Round r of (serverSeed, clientSeed, nonce), as the server computes it (node:crypto; the browser uses Web Crypto). */
const round = (serverSeed: string, clientSeed: string, nonce: number) => (r: number) => new Uint8Array(createHmac('sha256', serverSeed).update(roundMessage(clientSeed, nonce, r)).digest());
const stream = (nonce: number, serverSeed = SEED, clientSeed = CLIENT) => new WordStream(round(serverSeed, clientSeed, nonce));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('the HMAC rounds', () => {
  it('HMAC-SHA256 is the standard one (RFC 4231 test case 2)', () => {
    expect(createHmac('sha256', 'Jefe').update('what do ya want for nothing?').digest('hex')).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');
  });

  it('the seed hash and the rounds of the worked example', () => {
    expect(sha256(SEED)).toBe(SEED_HASH);
    for (const [at, expected] of Object.entries(ROUND_HEX)) {
      const [nonce, r] = at.split(':').map(Number);
      expect(hex(round(SEED, CLIENT, nonce!)(r!)), at).toBe(expected);
    }
    expect(roundMessage(CLIENT, 7, 2)).toBe('swerte-player:7:2');
  });

  it("the bytes are Stake's: its documented byteGenerator (stake.com/provably-fair/implementation) yields the same stream", () => {
    // Transcribed from Stake's published implementation: HMAC_SHA256(serverSeed, `${clientSeed}:${nonce}:${currentRound}`), 32 bytes a round.
    function* byteGenerator({ serverSeed, clientSeed, nonce, cursor }: { serverSeed: string; clientSeed: string; nonce: number; cursor: number }) {
      let currentRound = Math.floor(cursor / 32);
      let currentRoundCursor = cursor - currentRound * 32;
      while (true) {
        const buffer = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${currentRound}`).digest();
        while (currentRoundCursor < 32) {
          yield Number(buffer[currentRoundCursor]);
          currentRoundCursor += 1;
        }
        currentRoundCursor = 0;
        currentRound += 1;
      }
    }
    const bytes = byteGenerator({ serverSeed: SEED, clientSeed: CLIENT, nonce: 0, cursor: 0 });
    const stake = Array.from({ length: 64 }, () => bytes.next().value as number);
    const ours = [...round(SEED, CLIENT, 0)(0), ...round(SEED, CLIENT, 0)(1)];
    expect(stake).toEqual(ours);
    // Our words are those bytes 4 at a time, big-endian.
    const words = stream(0);
    const firstEight = Array.from({ length: 8 }, () => words.nextWord());
    expect(firstEight).toEqual([3264445954, 3704013349, 3359186171, 999690062, 2788947820, 2542502459, 3364485707, 3434800589]);
    expect(firstEight[0]).toBe(((stake[0]! << 24) >>> 0) + (stake[1]! << 16) + (stake[2]! << 8) + stake[3]!);
  });
});

describe('the mapping (algorithm.ts)', () => {
  it('reel stops over the slot strips, nonces 0–2: five words each', () => {
    const expected = [
      [26, 31, 28, 8, 23],
      [25, 9, 32, 25, 32],
      [3, 20, 28, 34, 11],
    ];
    expected.forEach((stops, nonce) => {
      const words = stream(nonce);
      expect(reelStops(words, SLOT_LENGTHS)).toEqual(stops);
      expect(words.used).toBe(5);
    });
  });

  it('rejection sampling: over n = 3·2^30 the first three words (≥ 3·2^30) are rejected, the fourth taken whole', () => {
    const words = stream(0);
    expect(uniformIndex(words, 3 * 2 ** 30)).toBe(999690062);
    expect(words.used).toBe(4);
  });

  it('a stream crosses into round 1 after 8 words', () => {
    const words = stream(2);
    expect(Array.from({ length: 10 }, () => uniformIndex(words, 36))).toEqual([3, 20, 28, 34, 11, 27, 18, 18, 23, 2]);
    expect(words.used).toBe(10);
  });

  it('the jackpot weights, nonces 0–5; a tier range in whole pesos', () => {
    const entries = JACKPOT_WEIGHTS.map((weight) => ({ weight }));
    expect([0, 1, 2, 3, 4, 5].map((nonce) => weightedDraw(stream(nonce), entries).index)).toEqual([11, 10, 2, 11, 11, 3]);
    const mini = stream(0);
    expect(weightedDraw(mini, [{ weight: 1, minPesos: 50, maxPesos: 200 }])).toEqual({ index: 0, pesos: 180 });
    expect(mini.used).toBe(2);
  });

  it('refuses what it cannot map uniformly', () => {
    expect(() => uniformIndex(stream(0), 0)).toThrow(RangeError);
    expect(() => uniformIndex(stream(0), 2 ** 32 + 1)).toThrow(RangeError);
    expect(() => weightedDraw(stream(0), [{ weight: 0 }])).toThrow(RangeError);
    expect(() => weightedDraw(stream(0), [{ weight: 2 ** 32 }, { weight: 1 }])).toThrow(RangeError);
  });
});

const slotTable: FairTable = {
  key: 'slot:101',
  version: 1,
  effectiveFrom: 0,
  kind: 'reels',
  reels: { strips: SLOT_LENGTHS.map((n) => Array.from({ length: n }, (_, i) => i % 10)), symbols: [], lines: [], rtpBps: 9600 },
};
const jackpotTable: FairTable = {
  key: 'jackpot',
  version: 1,
  effectiveFrom: 0,
  kind: 'weighted',
  weighted: { entries: JACKPOT_WEIGHTS.map((weight, i) => ({ id: i + 1, propId: 2001, type: 1, count: 100, weight })), totalWeight: 10_000 },
};
const recorded = (over: Partial<FairDraw> = {}): FairDraw => ({
  id: 1,
  tableKey: 'slot:101',
  tableVersion: 1,
  algorithm: FAIR_ALGORITHM,
  time: 0,
  seedHash: SEED_HASH,
  clientSeed: CLIENT,
  nonce: 1,
  cursor: 5,
  serverSeed: SEED,
  outcome: { stops: [25, 9, 32, 25, 32] },
  win: 0,
  demo: false,
  ...over,
});

describe('verifying a recorded draw (verify.ts)', () => {
  it('a true record verifies, from a round function or from rounds computed first (a worker)', () => {
    expect(verifyDraw(recorded(), slotTable, round(SEED, CLIENT, 1), sha256)).toEqual({ ok: true, problems: [], outcome: { stops: [25, 9, 32, 25, 32] }, cursor: 5 });
    expect(verifyDraw(recorded(), slotTable, [round(SEED, CLIENT, 1)(0)], SEED_HASH).ok).toBe(true);
    expect(recompute(jackpotTable, round(SEED, CLIENT, 2))).toEqual({ outcome: { index: 2 }, cursor: 1 });
    expect(mapTable(stream(0), jackpotTable)).toEqual({ index: 11 });
  });

  it('a tampered seed, nonce, table version, outcome or cursor fails, naming what', () => {
    const otherSeed = sha256('another seed');
    // Another server seed: its hash is not the one shown, and its words give another outcome.
    expect(verifyDraw(recorded({ serverSeed: otherSeed }), slotTable, round(otherSeed, CLIENT, 1), sha256).problems).toEqual(['seed-hash', 'outcome']);
    // Another nonce (the record says 1; the rounds of nonce 2 are not its words).
    expect(verifyDraw(recorded({ nonce: 2 }), slotTable, round(SEED, CLIENT, 2), sha256).problems).toEqual(['outcome']);
    // Another client seed.
    expect(verifyDraw(recorded(), slotTable, round(SEED, 'someone-else', 1), sha256).ok).toBe(false);
    // A table version other than the one the draw names.
    expect(verifyDraw(recorded({ tableVersion: 2 }), slotTable, round(SEED, CLIENT, 1), sha256).problems).toEqual(['table']);
    expect(verifyDraw(recorded({ tableKey: 'slot:102' }), slotTable, round(SEED, CLIENT, 1), sha256).problems).toEqual(['table']);
    // The same version number, its strips changed under it: the stops' range moves, the outcome with it.
    const longer = { ...slotTable, reels: { ...slotTable.reels!, strips: slotTable.reels!.strips.map((s) => [...s, ...s]) } };
    expect(verifyDraw(recorded(), longer, round(SEED, CLIENT, 1), sha256).problems).toContain('outcome');
    expect(verifyDraw(recorded({ outcome: { stops: [25, 9, 32, 25, 31] } }), slotTable, round(SEED, CLIENT, 1), sha256).problems).toEqual(['outcome']);
    expect(verifyDraw(recorded({ cursor: 6 }), slotTable, round(SEED, CLIENT, 1), sha256).problems).toEqual(['cursor']);
    expect(verifyDraw(recorded({ algorithm: 'hmac-sha256-v0' }), slotTable, round(SEED, CLIENT, 1)).problems).toEqual(['algorithm']);
    expect(verifyDraw(recorded({ serverSeed: null }), slotTable, round(SEED, CLIENT, 1)).problems).toEqual(['unrevealed']);
  });

  it('too few precomputed rounds ask for more (NeedMoreRounds), never a wrong answer', () => {
    const tenWords: FairTable = { ...slotTable, reels: { ...slotTable.reels!, strips: Array.from({ length: 10 }, () => slotTable.reels!.strips[1]!) } };
    expect(() => recompute(tenWords, [round(SEED, CLIENT, 2)(0)])).toThrow(NeedMoreRounds);
    expect(recompute(tenWords, [0, 1].map(round(SEED, CLIENT, 2))).outcome.stops).toEqual([3, 20, 28, 34, 11, 27, 18, 18, 23, 2]);
  });

  it('outcomes compare by value, whatever the key order', () => {
    expect(sameOutcome({ index: 1, pesos: 5 }, { pesos: 5, index: 1 })).toBe(true);
    expect(sameOutcome({ index: 1 }, { index: 1, pesos: 0 })).toBe(false);
  });

  it('runs in a browser worker: algorithm.ts and verify.ts import nothing but each other and types', () => {
    for (const file of ['algorithm.ts', 'verify.ts']) {
      const source = readFileSync(new URL(file, import.meta.url), 'utf8');
      const imports = [...source.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
      for (const from of imports) expect(['./algorithm.ts', '../calls/fairness.ts'], `${file} imports ${from}`).toContain(from);
      expect(source).not.toMatch(/from 'node:|import\(|require\(/);
    }
  });
});
