import { describe, expect, it } from 'vitest';
import { tickerShouldRun, type TickerInputs } from './stillTicker.ts';

const base: TickerInputs = { live: true, hidden: false, contextLost: false, pending: false, animating: false };

describe('the still-ticker rule', () => {
  it('stops when the scene is still and its last change is drawn', () => {
    expect(tickerShouldRun(base)).toBe(false);
  });

  it('runs while the scene animates or a change waits to be drawn', () => {
    expect(tickerShouldRun({ ...base, animating: true })).toBe(true);
    expect(tickerShouldRun({ ...base, pending: true })).toBe(true);
  });

  it('never runs for a hidden page, a lost context or a deterministic scene', () => {
    for (const blocker of [{ hidden: true }, { contextLost: true }, { live: false }]) {
      expect(tickerShouldRun({ ...base, animating: true, pending: true, ...blocker })).toBe(false);
    }
  });
});
