import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateWhenReady } from './navigateWhenReady.ts';

function fakeRouter(initialized: boolean) {
  const listeners = new Set<(state: { initialized: boolean }) => void>();
  const router = {
    state: { initialized },
    navigate: vi.fn(async () => undefined),
    subscribe: (listener: (state: { initialized: boolean }) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const finishFirstNavigation = () => {
    router.state = { initialized: true };
    for (const listener of listeners) listener(router.state);
  };
  return { router, listeners, finishFirstNavigation };
}

describe('navigate from start-up code', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes at once when the first page is ready', () => {
    const { router } = fakeRouter(true);
    void navigateWhenReady(router as never)('/auth/login', { replace: true });
    expect(router.navigate).toHaveBeenCalledWith('/auth/login', { replace: true });
  });

  it('waits for the first navigation to finish instead of interrupting it, then goes once', () => {
    vi.useFakeTimers();
    const { router, listeners, finishFirstNavigation } = fakeRouter(false);
    void navigateWhenReady(router as never)('/maintenance', { replace: true });
    expect(router.navigate).not.toHaveBeenCalled();
    finishFirstNavigation();
    // Not inside the router's own update, but right after it.
    expect(router.navigate).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(router.navigate).toHaveBeenCalledTimes(1);
    expect(router.navigate).toHaveBeenCalledWith('/maintenance', { replace: true });
    expect(listeners.size).toBe(0);
  });
});
