import { describe, expect, it } from 'vitest';
import { FrameStats, ResolutionGovernor } from './frameStats.ts';

describe('FrameStats', () => {
  it('keeps the last frames in order and summarises them', () => {
    const stats = new FrameStats(4);
    for (const ms of [9, 1, 2, 3, 4, 5]) stats.record(ms);
    expect(stats.frames()).toEqual([2, 3, 4, 5]);
    expect(stats.summary()).toEqual({ frames: 4, p50: 4, p95: 5, max: 5 });
    stats.reset();
    expect(stats.summary()).toEqual({ frames: 0, p50: 0, p95: 0, max: 0 });
  });
});

describe('ResolutionGovernor', () => {
  it('steps down after a window of mostly slow frames, to the floor and no further', () => {
    const governor = new ResolutionGovernor(2, { window: 10, slowFrameMs: 25, slowShare: 0.5, step: 0.5, floor: 1 });
    for (let i = 0; i < 10; i++) governor.observe(16);
    expect(governor.current).toBe(2);
    for (let i = 0; i < 10; i++) governor.observe(i % 2 ? 40 : 16);
    expect(governor.current).toBe(1.5);
    for (let i = 0; i < 30; i++) governor.observe(50);
    expect(governor.current).toBe(1);
    for (let i = 0; i < 30; i++) governor.observe(10);
    expect(governor.current).toBe(1);
  });
});
