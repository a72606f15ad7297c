import { describe, expect, it } from 'vitest';
import { quickPick, requestId } from './pick.ts';

describe('the order form helpers', () => {
  it('a quick pick is pick distinct ascending numbers of the pool; a request id fits the contract', () => {
    for (let i = 0; i < 50; i++) {
      const line = quickPick(6, 42);
      expect(line).toHaveLength(6);
      expect(new Set(line).size).toBe(6);
      expect(line.every((n) => n >= 1 && n <= 42)).toBe(true);
      expect([...line].sort((a, b) => a - b)).toEqual(line);
    }
    // A fixed source: index 0 each time keeps 1…pick.
    expect(quickPick(3, 10, () => 0)).toEqual([1, 2, 3]);
    expect(requestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
