import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18next, initI18n } from '../i18n/i18n.ts';
import { formatPeso, formatPrizePeso, formatSignedPeso } from './amount.ts';
import { intlLocale, manilaDate, manilaDateTime } from './date.ts';

const DEC_6_2026_9_05_PM_MANILA = Date.UTC(2026, 11, 6, 13, 5);

beforeAll(() => {
  initI18n();
});
afterEach(async () => {
  await i18next.changeLanguage('en-PH');
});

describe('dates in the player language', () => {
  it('writes English month names in en-PH', () => {
    expect(intlLocale()).toBe('en-PH');
    expect(manilaDate(DEC_6_2026_9_05_PM_MANILA)).toBe('Dec 6, 2026');
    expect(manilaDateTime(DEC_6_2026_9_05_PM_MANILA)).toMatch(/^Dec 6, 2026, 9:05\s?PM$/);
  });

  it('writes Filipino month names in fil-PH, in Manila time', async () => {
    await i18next.changeLanguage('fil-PH');
    expect(intlLocale()).toBe('fil-PH');
    expect(manilaDate(DEC_6_2026_9_05_PM_MANILA)).toBe('Dis 6, 2026');
    expect(manilaDateTime(DEC_6_2026_9_05_PM_MANILA)).toMatch(/^Dis 6, 2026, 9:05\s?PM$/);
  });
});

describe('amounts', () => {
  it('read the same in fil-PH as in en-PH (₱ and digit grouping), so amount.ts keeps one format', () => {
    for (const value of [1234567, 1050, 0.4]) {
      expect(new Intl.NumberFormat('fil-PH', { maximumFractionDigits: 2 }).format(value)).toBe(new Intl.NumberFormat('en-PH', { maximumFractionDigits: 2 }).format(value));
    }
    expect(formatPeso(123456700)).toBe('₱1,234,567');
    expect(formatSignedPeso(-500)).toBe('−₱5');
    expect(formatPrizePeso(40)).toBe('₱0.40');
  });
});
