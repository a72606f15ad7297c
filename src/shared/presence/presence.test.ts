import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage.ts';

// The store reads the saved token when it is created: storage must exist before the import.
vi.stubGlobal('localStorage', memoryStorage());
vi.mock('../../api/calls/online.ts', () => ({ online: vi.fn(async () => ({ errcode: 0, msg: 'ok', serverTime: 0 })) }));

const { online } = await import('../../api/calls/online.ts');
const { useAppStore } = await import('../../store/index.ts');
const { startPresence } = await import('./presence.ts');

/** Just enough of `document` for visibility: a state and its change event. */
const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
const setVisibility = (state: DocumentVisibilityState) => {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
};

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(online).mockClear();
  page.visibilityState = 'visible';
  vi.stubGlobal('document', page);
  useAppStore.getState().clearSession();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('presence', () => {
  it('does not ping for a visitor, and starts with a ping when the player signs in', () => {
    stop = startPresence();
    vi.advanceTimersByTime(120_000);
    expect(online).not.toHaveBeenCalled();
    useAppStore.getState().setToken('tok-1');
    expect(online).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(online).toHaveBeenCalledTimes(2);
  });

  it('names the open game: at once when it opens, then every minute until it closes', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    expect(online).toHaveBeenLastCalledWith({});
    useAppStore.getState().setPlayingGameId(7);
    expect(online).toHaveBeenCalledTimes(2);
    expect(online).toHaveBeenLastCalledWith({ gameId: 7 });
    vi.advanceTimersByTime(60_000);
    expect(online).toHaveBeenLastCalledWith({ gameId: 7 });
    useAppStore.getState().setPlayingGameId(null);
    vi.advanceTimersByTime(60_000);
    expect(online).toHaveBeenLastCalledWith({});
  });

  it('pauses while hidden and pings at once when visible again', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    expect(online).toHaveBeenCalledTimes(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(300_000);
    expect(online).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    expect(online).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(59_999);
    expect(online).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(online).toHaveBeenCalledTimes(3);
  });

  it('stops on sign-out and after teardown', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    useAppStore.getState().clearSession();
    vi.advanceTimersByTime(120_000);
    expect(online).toHaveBeenCalledTimes(1);
    useAppStore.getState().setToken('tok-2');
    stop();
    vi.advanceTimersByTime(120_000);
    expect(online).toHaveBeenCalledTimes(2);
  });
});
