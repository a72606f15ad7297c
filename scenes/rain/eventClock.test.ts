import { describe, expect, it } from 'vitest';
import { END_FADE_MS, EventClock, rainEnded, rainPhase, RESYNC_EVERY_MS, secondsLeft, timeLeftShare } from './eventClock.ts';

describe('the event clock and the end', () => {
  it('aligns to the server clock, moves with frames, and corrects drift beyond jitter only', () => {
    const clock = new EventClock();
    clock.sync(10_500, 10_000);
    expect(clock.eventMs).toBe(500);
    expect(clock.advance(16)).toBe(false);
    let due = false;
    for (let t = 16; t < RESYNC_EVERY_MS && !due; t += 16) due = clock.advance(16);
    expect(due).toBe(true);
    const before = clock.eventMs;
    clock.resync(10_000 + before + 20, 10_000);
    expect(clock.eventMs).toBe(before);
    // A hidden page: the engine stopped, the event went on 9 s.
    clock.resync(10_000 + before + 9000, 10_000);
    expect(clock.eventMs).toBe(before + 9000);
  });

  it('a pinned clock (gallery, tests) never follows the wall clock', () => {
    const clock = new EventClock();
    clock.pin(25_000);
    clock.sync(99_999_999, 0);
    for (let i = 0; i < 100; i++) expect(clock.advance(20)).toBe(false);
    clock.resync(99_999_999, 0);
    expect(clock.eventMs).toBe(27_000);
    expect(clock.isPinned).toBe(true);
  });

  it('phases: before, raining, fading, over; ended from the duration on', () => {
    expect(rainPhase(-1, 60_000)).toBe('before');
    expect(rainPhase(0, 60_000)).toBe('raining');
    expect(rainPhase(59_999, 60_000)).toBe('raining');
    expect(rainPhase(60_000, 60_000)).toBe('fading');
    expect(rainPhase(60_000 + END_FADE_MS, 60_000)).toBe('over');
    expect(rainEnded(59_999.9, 60_000)).toBe(false);
    expect(rainEnded(60_000, 60_000)).toBe(true);
  });

  it('the bar and the seconds left', () => {
    expect(timeLeftShare(-5000, 60_000)).toBe(1);
    expect(timeLeftShare(15_000, 60_000)).toBe(0.75);
    expect(timeLeftShare(70_000, 60_000)).toBe(0);
    expect(secondsLeft(-5000, 60_000)).toBe(60);
    expect(secondsLeft(58_001, 60_000)).toBe(2);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
  });
});
