import { describe, expect, it } from 'vitest';
import { mobile as contractMobile } from '../../../contract/common.ts';
import { ageOn, latestBirthDateFor, manilaToday } from './age.ts';
import { isPhMobile, maskMobile } from './mobile.ts';

describe('PH mobile numbers', () => {
  it.each(['09171234567', '+639171234567', '639171234567', '0917 123 4567', '0917-123-4567', '0817123456', '091712345678', 'abc'])(
    '%s is judged like the contract judges it',
    (value) => {
      const cleaned = value.replace(/[\s-]/g, '');
      expect(isPhMobile(value)).toBe(contractMobile.safeParse(cleaned).success);
    },
  );

  it('masks the middle digits', () => {
    expect(maskMobile('09171234567')).toBe('0917•••4567');
    expect(maskMobile('639171234567')).toBe('0917•••4567');
  });
});

describe('age', () => {
  it('counts whole years', () => {
    expect(ageOn('2000-06-15', '2021-06-14')).toBe(20);
    expect(ageOn('2000-06-15', '2021-06-15')).toBe(21);
    expect(ageOn('2000-02-29', '2021-02-28')).toBe(20);
  });

  it('rejects impossible and future dates', () => {
    expect(ageOn('2001-02-29', '2030-01-01')).toBeNull();
    expect(ageOn('2031-01-01', '2030-01-01')).toBeNull();
    expect(ageOn('01/02/2000', '2030-01-01')).toBeNull();
  });

  it('gives the latest eligible birth date', () => {
    expect(latestBirthDateFor(21, '2026-05-10')).toBe('2005-05-10');
    expect(ageOn(latestBirthDateFor(21, '2024-02-29'), '2024-02-29')).toBe(21);
  });

  it('uses the Manila calendar day', () => {
    expect(manilaToday(Date.UTC(2026, 0, 1, 17, 0))).toBe('2026-01-02');
  });
});
