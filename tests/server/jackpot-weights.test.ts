import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PropId, type JackpotAward } from '../../contract/index.ts';
import { jackpotRules } from '../../server/jackpot/config.ts';

/**
 * The odds of each board cell are pinned to the table docs/games.md documents (decision "Lucky
 * Jackpot"), looked up by what the seeded board shows in that cell: swapping two cells' weights in
 * server/jackpot/config.ts changes nothing a draw test could see by luck, so it is caught here.
 */
const documented: Record<string, number> = {
  Mega: 1,
  Major: 9,
  Minor: 90,
  Mini: 400,
  'coins ₱2': 2500,
  'coins ₱5': 1800,
  'coins ₱10': 900,
  'coins ₱20': 300,
  'points 50': 1500,
  'points 100': 900,
  'diamonds 2': 1200,
  'diamonds 5': 400,
};

const tierName: Record<number, string> = { [PropId.jackpotMega]: 'Mega', [PropId.jackpotMajor]: 'Major', [PropId.jackpotMinor]: 'Minor', [PropId.jackpotMini]: 'Mini' };

/** What a player reads on the cell. */
function label(cell: JackpotAward): string {
  if (cell.propId === PropId.coin) return `coins ₱${cell.count / 100}`;
  if (cell.propId === PropId.points) return `points ${cell.count}`;
  if (cell.propId === PropId.diamond) return `diamonds ${cell.count}`;
  return tierName[cell.propId] ?? `prop ${cell.propId}`;
}

describe('Lucky Jackpot weights', () => {
  const board = (JSON.parse(readFileSync(new URL('../../server/seed/app-config.json', import.meta.url), 'utf8')) as { jackpotAwardConfig: JackpotAward[] }).jackpotAwardConfig;

  it('each seeded cell has the documented weight, by cell id, out of 10,000 in all', () => {
    const byCell = Object.fromEntries(board.map((cell) => [label(cell), jackpotRules.weights[cell.id]]));
    expect(byCell).toEqual(documented);
    expect(Object.keys(jackpotRules.weights).map(Number).sort((a, b) => a - b)).toEqual(board.map((c) => c.id).sort((a, b) => a - b));
    expect(Object.values(jackpotRules.weights).reduce((s, w) => s + w, 0)).toBe(10_000);
  });
});
