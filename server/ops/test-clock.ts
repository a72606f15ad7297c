/**
 * The server's test clock (docs/testing.md, "The server test clock"): development only, with
 * SWERTE_TEST_CLOCK=1 (production refuses the setting, config/env.ts). `deps.now` is then the real
 * time plus an offset that the operator command `clock` moves (`npm run ops -- clock advance <ms>`,
 * or the end-to-end helper `advanceServerClock`), so a browser test can cross a Manila midnight or a
 * day without waiting. The offset belongs to this process: one server, not a cluster.
 */
export interface TestClock {
  now(): number;
  offsetMs(): number;
  /** Moves the clock forward by `ms` (> 0); answers the offset after. */
  advance(ms: number): number;
  /** Back to the real time (offset 0), e.g. after a test that moved it, so later tests run on today. */
  reset(): void;
}

/** The most one `clock advance` may move: a year, enough for any period and far from overflowing a date. */
export const MAX_CLOCK_STEP_MS = 366 * 24 * 3600_000;

export function createTestClock(base: () => number = () => Date.now()): TestClock {
  let offset = 0;
  return {
    now: () => base() + offset,
    offsetMs: () => offset,
    advance(ms) {
      if (!Number.isSafeInteger(ms) || ms <= 0 || ms > MAX_CLOCK_STEP_MS) throw new RangeError(`advance takes 1 to ${MAX_CLOCK_STEP_MS} ms`);
      offset += ms;
      return offset;
    },
    reset() {
      offset = 0;
    },
  };
}
