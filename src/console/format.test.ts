import { describe, expect, it } from 'vitest';
import { formatManilaDateTime, formatMobile, formatPesoExact, manilaDayEnd, manilaDayStart } from './format.ts';

describe('console formats', () => {
  it('shows amounts in hundredths with their centavos, never floored', () => {
    expect(formatPesoExact(105025)).toBe('₱1,050.25');
    expect(formatPesoExact(10000)).toBe('₱100.00');
    expect(formatPesoExact(5)).toBe('₱0.05');
    expect(formatPesoExact(-150)).toBe('−₱1.50');
    expect(formatPesoExact(0)).toBe('₱0.00');
    expect(formatPesoExact(Number.NaN)).toBe('₱0.00');
  });

  it('shows times in Manila (UTC+8), whatever the machine is set to', () => {
    expect(formatManilaDateTime(Date.UTC(2026, 10, 24, 16, 30, 5))).toBe('2026-11-25 00:30:05');
  });

  it('turns a Manila day into the milliseconds of its midnight and of the next', () => {
    expect(manilaDayStart('2026-11-25')).toBe(Date.UTC(2026, 10, 24, 16));
    expect(manilaDayEnd('2026-11-25')).toBe(Date.UTC(2026, 10, 25, 16));
    expect(manilaDayStart('')).toBeNull();
    expect(manilaDayStart('25/11/2026')).toBeNull();
  });

  it('writes a stored mobile as players do, and leaves a masked one (support) as it is', () => {
    expect(formatMobile('639171234567')).toBe('0917 123 4567');
    expect(formatMobile('09173334444')).toBe('0917 333 4444');
    expect(formatMobile('0917•••4567')).toBe('0917•••4567');
    expect(formatMobile('')).toBe('');
  });
});
