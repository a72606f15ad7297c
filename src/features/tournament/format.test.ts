import { describe, expect, it } from 'vitest';
import { formatScore } from './format.ts';

describe('tournament scores', () => {
  it('shows a multiple with two decimals and valid bets as pesos', () => {
    expect(formatScore('multiplier', 2550)).toBe('×25.50');
    expect(formatScore('multiplier', 0)).toBe('×0.00');
    expect(formatScore('validBet', 1_500_00)).toMatch(/1,500/);
  });
});
