import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../../api/client.ts', () => ({ api: vi.fn() }));
const { createSpinRefresher, REFRESH_GAP_MS } = await import('./refreshAfterSpin.ts');

describe('createSpinRefresher', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('refreshes once after a spin, and once per gap however many spins come', async () => {
    const refresh = vi.fn(async () => undefined);
    const refresher = createSpinRefresher(refresh, () => Date.now());
    refresher.afterSpin();
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 50; i += 1) refresher.afterSpin();
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS * 3);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('stops with the page', async () => {
    const refresh = vi.fn(async () => undefined);
    const refresher = createSpinRefresher(refresh, () => Date.now());
    refresher.afterSpin();
    refresher.stop();
    await vi.advanceTimersByTimeAsync(REFRESH_GAP_MS);
    expect(refresh).not.toHaveBeenCalled();
  });
});
