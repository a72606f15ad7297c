import { describe, expect, it } from 'vitest';
import { axisLabel, legendValue } from './chartFormat.ts';

describe("the dashboard chart's money", () => {
  it('marks the axis in short pesos, minus signs included', () => {
    expect(axisLabel(4000)).toBe('₱4K');
    expect(axisLabel(1_200_000)).toBe('₱1.2M');
    expect(axisLabel(0)).toBe('₱0');
    expect(axisLabel(-500)).toBe('−₱500');
  });

  it("gives the hovered hour's amounts to the centavo, in pesos", () => {
    expect(legendValue(1050.25)).toBe('₱1,050.25');
    expect(legendValue(-12.5)).toBe('−₱12.50');
    expect(legendValue(null)).toBe('–');
  });
});
