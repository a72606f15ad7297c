import { describe, expect, it } from 'vitest';
import { isLowEnd, sceneResolution, snapResolution } from './resolution.ts';

describe('the resolution policy', () => {
  it('snaps down to 1, 1.5 or 2, never up', () => {
    expect([0.5, 1, 1.25, 1.4999, 1.5, 1.75, 2, 2.625, 3].map(snapResolution)).toEqual([1, 1, 1, 1, 1.5, 1.5, 2, 2, 2]);
    expect(snapResolution(Number.NaN)).toBe(1);
  });

  it('is min(devicePixelRatio, 2) snapped on a capable phone', () => {
    expect(sceneResolution({ devicePixelRatio: 2.625, cores: 8, memoryGb: 8 })).toBe(2);
    expect(sceneResolution({ devicePixelRatio: 3, cores: 8 })).toBe(2);
    expect(sceneResolution({ devicePixelRatio: 1.75, cores: 8 })).toBe(1.5);
    expect(sceneResolution({ devicePixelRatio: 1 })).toBe(1);
  });

  it('is at most 1.5 on a low-end profile (≤ 4 cores or ≤ 2 GB)', () => {
    expect(isLowEnd({ devicePixelRatio: 2, cores: 4 })).toBe(true);
    expect(isLowEnd({ devicePixelRatio: 2, cores: 8, memoryGb: 2 })).toBe(true);
    expect(isLowEnd({ devicePixelRatio: 2, cores: 8, memoryGb: 4 })).toBe(false);
    // Unknown is not weak (Safari and Firefox give no deviceMemory; a 0 is no answer).
    expect(isLowEnd({ devicePixelRatio: 2 })).toBe(false);
    expect(isLowEnd({ devicePixelRatio: 2, cores: 0, memoryGb: 0 })).toBe(false);
    expect(sceneResolution({ devicePixelRatio: 2.75, cores: 4, memoryGb: 3 })).toBe(1.5);
    expect(sceneResolution({ devicePixelRatio: 1.3, cores: 2, memoryGb: 1 })).toBe(1);
  });
});
