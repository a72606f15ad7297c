import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { JackpotAward } from '../../../contract/index.ts';
import { i18next, initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { cellLabel, prizeLabel } from './prizeLabel.ts';

initI18n();
const t = i18next.t.bind(i18next);
/** The board players get (seed app config), every prize type on it. */
const board = (JSON.parse(readFileSync(new URL('../../../server/seed/app-config.json', import.meta.url), 'utf8')) as { jackpotAwardConfig: JackpotAward[] }).jackpotAwardConfig;
/** What a draw of a cell credits (a tier's amount is drawn: ₱87 here). */
const resultOf = (award: JackpotAward) => ({ ...award, bonus: award.type === 2 ? 8_700 : 0 });

describe('a jackpot prize reads as the board shows it', () => {
  it('names every cell of the board the same way in the result popup, My draws and the winners line', () => {
    const read = board.map((award) => [cellLabel(t, award), prizeLabel(t, resultOf(award))]);
    expect(read).toEqual([
      ['Mega', 'Mega ₱87'],
      ['₱20', '₱20'],
      ['100 pts', '100 pts'],
      ['Mini', 'Mini ₱87'],
      ['₱5', '₱5'],
      ['× 2', 'Diamonds × 2'],
      ['Major', 'Major ₱87'],
      ['₱10', '₱10'],
      ['50 pts', '50 pts'],
      ['Minor', 'Minor ₱87'],
      ['× 5', 'Diamonds × 5'],
      ['₱2', '₱2'],
    ]);
  });

  it('floors a tier amount to whole pesos, as the board counts it up', () => {
    expect(prizeLabel(t, { propId: 50004, type: 2, count: 1, bonus: 8_785 })).toBe('Mini ₱87');
    expect(prizeLabel(t, { propId: 50001, type: 2, count: 1, bonus: 1_234_500 })).toBe('Mega ₱12,345');
  });

  it('says the winners line with the same prize words', () => {
    expect(t('jackpot:winners.line', { name: 'Ju***a', prize: prizeLabel(t, { propId: 50004, type: 2, count: 0, bonus: 8_700 }) })).toBe('Ju***a won Mini ₱87');
  });
});
