import { expect, vi, type MockInstance } from 'vitest';
import type { TestServer } from './harness.ts';

/**
 * Holds the server's clock at `at` exactly (deps.now is Date.now plus the harness's offset): for the
 * edges a test must hit to the millisecond (a limit's end, a hold's last instant). Undo with
 * `vi.restoreAllMocks()` in the file's afterEach.
 */
export function freezeAt(t: TestServer, at: number): void {
  const spy = vi.isMockFunction(Date.now) ? (Date.now as unknown as MockInstance<() => number>) : vi.spyOn(Date, 'now');
  spy.mockReturnValue(1_000_000);
  const shift = at - t.deps.now();
  spy.mockReturnValue(1_000_000 + shift);
  expect(t.deps.now()).toBe(at);
}
