import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WordStream } from '../../../contract/fairness/algorithm.ts';
import { mapTable } from '../../../contract/fairness/verify.ts';
import type { FairTable } from '../../../contract/index.ts';
import { serverRound } from '../../fairness/index.ts';
import { exactRtp, spin } from './engine.ts';
import { slotReleaseTable, themeForTable } from './fair-table.ts';
import { fiesta, slotThemes } from './themes.ts';

/** A release table as the database gives it back (the FairTable fields around the body). */
const asTable = (theme: typeof fiesta, version = 1): FairTable => {
  const release = slotReleaseTable(theme);
  return { key: release.key, version, effectiveFrom: 0, kind: release.kind, ...release.body };
};

describe('the slots on the fairness tables (docs/fairness.md)', () => {
  for (const theme of slotThemes.values()) {
    it(`${theme.theme}: the table is the theme; the spin plays it; its exact RTP is still ${theme.rtpBps} bps`, () => {
      const table = asTable(theme);
      expect(table.key).toBe(`slot:${theme.gameId}`);
      expect(table.reels!.rtpBps).toBe(9600);
      const played = themeForTable(theme, table);
      expect(played).toBe(theme);
      expect(Math.round(exactRtp(played).rtp * 10_000)).toBe(9600);
    });
  }

  it('a table with other strips is played on its own strips (a spin never disagrees with its record)', () => {
    const table = asTable(fiesta, 2);
    table.reels!.strips = table.reels!.strips.map((strip) => strip.toReversed());
    const played = themeForTable(fiesta, table);
    expect(played.strips).toEqual(table.reels!.strips);
    expect(played.betLevels).toEqual(fiesta.betLevels);
    expect(() => themeForTable(fiesta, { ...table, reels: { ...table.reels!, lines: [[0, 0, 0, 0, 0]] } })).toThrow(/paylines/);
  });

  it('200,000 spins drawn through the algorithm (random seeds, consecutive nonces) land within 4 standard errors of 96.00%', () => {
    const table = asTable(fiesta);
    const bet = 100;
    const spins = 200_000;
    let won = 0;
    let squares = 0;
    let seed = '';
    for (let i = 0; i < spins; i++) {
      // A fresh pair every 1,000 draws, as players rotate.
      if (i % 1000 === 0) seed = randomBytes(32).toString('hex');
      const { stops } = mapTable(new WordStream(serverRound(seed, 'rtp-sim', i % 1000)), table);
      const x = spin(fiesta, bet, stops!).win / bet;
      won += x;
      squares += x * x;
    }
    const rtp = won / spins;
    // One standard error over 2·10^5 spins is about 0.8 points; 4 of them (~3.2 points) is the bound.
    const stdError = Math.sqrt((squares / spins - rtp * rtp) / spins);
    expect(stdError).toBeLessThan(0.012);
    expect(Math.abs(rtp - 0.96)).toBeLessThanOrEqual(4 * stdError);
  }, 20_000);
});
