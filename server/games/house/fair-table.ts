import type { FairTable } from '../../../contract/index.ts';
import type { ReleaseTable } from '../../fairness/index.ts';
import { assertWholePesoPays, LINES, type SlotTheme } from './engine.ts';
import { slotThemes } from './themes.ts';

/**
 * The house slots' fairness tables (docs/fairness.md "Tables"): `slot:<gameId>`, kind reels, the
 * theme's strips, symbols with their pays, the paylines and the RTP. A release sets them (the seed
 * adds a version when the strips or pays change); the spin draws its stops from the version in
 * force and is played on that version's strips and pays, so the record, the odds page and the spin
 * read one table.
 */
export const slotTableKey = (gameId: number) => `slot:${gameId}`;

export function slotReleaseTable(theme: SlotTheme): ReleaseTable {
  return {
    key: slotTableKey(theme.gameId),
    kind: 'reels',
    body: {
      reels: {
        strips: theme.strips.map((strip) => [...strip]),
        symbols: theme.symbols.map((s) => ({ id: s.id, name: s.name, kind: s.kind, pays: [...s.pays] })),
        lines: LINES.map((line) => [...line]),
        rtpBps: theme.rtpBps,
      },
    },
  };
}

/** Every house slot's table, for the seed. */
export const slotReleaseTables = (): ReleaseTable[] => [...slotThemes.values()].map(slotReleaseTable);

const played = new Map<string, SlotTheme>();

/**
 * The theme a spin plays: the release's own when the table in force is the release's, else the
 * table's strips and pays on the theme's bet levels (a table from another release still running on
 * a newer process during a deploy). A table this engine cannot play (other paylines, a pay off whole
 * pesos) throws: no spin is made rather than a spin that disagrees with its record.
 */
export function themeForTable(theme: SlotTheme, table: FairTable): SlotTheme {
  const reels = table.reels;
  if (!reels) throw new Error(`slot ${theme.theme}: table ${table.key}@${table.version} has no reels`);
  // Keyed by the table's content (two databases may number the same content differently).
  const cacheKey = `${theme.gameId}:${JSON.stringify(reels)}`;
  const cached = played.get(cacheKey);
  if (cached) return cached;
  if (JSON.stringify(reels.lines) !== JSON.stringify(LINES)) throw new Error(`slot ${theme.theme}: table ${table.key}@${table.version} has other paylines`);
  const symbolsOf = (symbols: readonly { id: number; kind: string; pays: readonly number[] }[]) => JSON.stringify(symbols.map((s) => [s.id, s.kind, s.pays]));
  const same = JSON.stringify(reels.strips) === JSON.stringify(theme.strips) && symbolsOf(reels.symbols) === symbolsOf(theme.symbols);
  const result = same
    ? theme
    : assertWholePesoPays({
        ...theme,
        strips: reels.strips,
        symbols: reels.symbols.map((s) => ({ id: s.id, name: s.name, kind: s.kind, pays: [s.pays[0] ?? 0, s.pays[1] ?? 0, s.pays[2] ?? 0] })),
        rtpBps: reels.rtpBps,
      });
  played.set(cacheKey, result);
  return result;
}
