import { describe, expect, it } from 'vitest';
import { manilaDay, manilaInputValue, manilaIso } from './manila.ts';

describe('Manila time', () => {
  it('names the Manila day, whatever the computer says', () => {
    // 2026-11-24 16:30 UTC is already the 25th in Manila (UTC+8).
    expect(manilaDay(Date.UTC(2026, 10, 24, 16, 30))).toBe('2026-11-25');
    expect(manilaDay(Date.UTC(2026, 10, 24, 15, 59))).toBe('2026-11-24');
  });
  it('turns a datetime field into a moment and back', () => {
    expect(manilaIso('2026-11-25T18:00')).toBe('2026-11-25T18:00:00+08:00');
    expect(manilaInputValue('2026-11-25T18:00:00+08:00')).toBe('2026-11-25T18:00');
    expect(manilaInputValue('2026-11-25T10:00:00Z')).toBe('2026-11-25T18:00');
    expect(manilaIso('')).toBeNull();
    expect(manilaInputValue('soon')).toBe('');
  });
});
