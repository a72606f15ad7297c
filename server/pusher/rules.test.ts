import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { roundMessage, WordStream } from '../../contract/fairness/algorithm.ts';
import { mapTable } from '../../contract/fairness/verify.ts';
import type { FairTable } from '../../contract/index.ts';
import { parsePusherConfig, pusherConfigSchema } from './config.ts';
import { pusherReleaseTable } from './fair-table.ts';
import { drawableTable, exactRtp, goldenWorthFits, multiplierOf, pusherPrizes, rtpBasisPoints, winOf } from './rules.ts';

/** The pusher's odds (docs/pusher.md "RTP"): the release table's exact return, and 10^6 real draws held to it. */
const seeded = pusherConfigSchema.parse(JSON.parse(readFileSync(new URL('../seed/pusher.json', import.meta.url), 'utf8')));
const table = (config = seeded): FairTable => ({ key: 'pusher', version: 1, effectiveFrom: 0, kind: 'weighted', ...pusherReleaseTable(config).body });

/** The documented RTP (docs/pusher.md): 95.00%. */
const DOCUMENTED_BPS = 9500;

describe('coin pusher rules', () => {
  it('the seeded config parses: whole-peso stakes increasing, at most 10 plain coins, one golden prize', () => {
    expect(seeded.stakes).toEqual([100, 500, 1000]);
    expect(seeded.prizes.every((p) => p.coins <= 10)).toBe(true);
    expect(seeded.prizes.filter((p) => p.golden)).toHaveLength(1);
    expect(parsePusherConfig({ ...seeded, stakes: [500, 100] })).toBeNull();
    expect(parsePusherConfig({ ...seeded, stakes: [150] })).toBeNull();
    expect(parsePusherConfig({ ...seeded, prizes: [seeded.prizes[0], seeded.prizes[0]] })).toBeNull();
    expect(parsePusherConfig({ ...seeded, prizes: [{ ...seeded.prizes[0]!, coins: 11 }, seeded.prizes[1]] })).toBeNull();
    expect(parsePusherConfig('nonsense')).toBeNull();
  });

  it('a prize pays its coins plus the golden worth, in stakes; the release table says so in its counts', () => {
    expect(multiplierOf({ coins: 3, golden: false }, 20)).toBe(3);
    expect(multiplierOf({ coins: 0, golden: true }, 20)).toBe(20);
    expect(winOf(500, 20)).toBe(10_000);
    const entries = table().weighted!.entries;
    expect(entries.map((e) => e.count)).toEqual([0, 1, 2, 3, 5, 10, 20]);
    expect(entries.every((e) => e.propId === 2001 && e.type === 1)).toBe(true);
    expect(table().weighted!.totalWeight).toBe(10_000);
  });

  it('the release RTP is exactly the documented 95.00%', () => {
    const entries = table().weighted!.entries;
    expect(rtpBasisPoints(entries)).toBe(DOCUMENTED_BPS);
    expect(exactRtp(entries)).toBe(0.95);
    // Rounded half up, exact for large weights.
    expect(rtpBasisPoints([{ weight: 1, count: 0 }, { weight: 2, count: 1 }])).toBe(6667);
    expect(rtpBasisPoints([{ weight: 2 ** 31, count: 1000 }, { weight: 2 ** 31, count: 0 }])).toBe(5_000_000);
    expect(rtpBasisPoints([])).toBe(0);
  });

  it('draws only from a table whose every entry is a config prize paying what the config says', () => {
    expect(drawableTable(table(), seeded)).toBe(true);
    expect(drawableTable(undefined, seeded)).toBe(false);
    // An unknown entry, a count the golden worth does not make, a prize the table lacks still leaves the table drawable.
    expect(drawableTable(table(), { ...seeded, prizes: seeded.prizes.slice(1) })).toBe(false);
    expect(drawableTable(table(), { ...seeded, goldenWorth: 25 })).toBe(false);
    expect(drawableTable(table({ ...seeded, prizes: seeded.prizes.slice(1) }), seeded)).toBe(true);
    expect(goldenWorthFits(table(), seeded, 20)).toBe(true);
    expect(goldenWorthFits(table(), seeded, 21)).toBe(false);
    expect(pusherPrizes(seeded, table({ ...seeded, prizes: seeded.prizes.slice(1) }))[0]).toEqual({ id: 1, coins: 0, golden: false, weight: 0 });
  });

  it('10^6 drops through the real fairness mapping return the documented RTP within ±0.5 points', () => {
    const t = table();
    const entries = t.weighted!.entries;
    // A fixed seed pair through HMAC-SHA256 as server/fairness/draw.ts serverRound: the real algorithm, the same answer every run.
    const serverSeed = 'a1b2c3d4'.repeat(8);
    const clientSeed = 'pusher-rtp';
    const round = (nonce: number) => (r: number) => new Uint8Array(createHmac('sha256', serverSeed).update(roundMessage(clientSeed, nonce, r)).digest());
    const DROPS = 1_000_000;
    let paid = 0;
    const hits = entries.map(() => 0);
    for (let nonce = 0; nonce < DROPS; nonce++) {
      const index = mapTable(new WordStream(round(nonce)), t).index!;
      hits[index]! += 1;
      paid += entries[index]!.count;
    }
    const rtpPoints = (100 * paid) / DROPS;
    expect(Math.abs(rtpPoints - DOCUMENTED_BPS / 100), JSON.stringify({ rtpPoints, hits })).toBeLessThanOrEqual(0.5);
    // Every prize came up, the golden one too (weight 50 of 10,000: ~5,000 times).
    expect(hits.every((h) => h > 0)).toBe(true);
  }, 60_000);
});
