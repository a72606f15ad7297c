import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage.ts';

// The store reads the saved token when it is created: storage must exist before the import.
vi.stubGlobal('localStorage', memoryStorage());
vi.mock('../../api/client.ts', () => ({ api: vi.fn(async () => ({ errcode: 0, msg: 'ok', serverTime: 0 })) }));

const { api } = await import('../../api/client.ts');
const { useAppStore } = await import('../../store/index.ts');
const { startPresence } = await import('./presence.ts');

/** The presence pings sent so far (any other call through the mocked client is not one). */
const onlinePings = () => vi.mocked(api).mock.calls.filter(([name]) => name === 'online');

/** Just enough of `document` for visibility: a state and its change event. */
const page = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState };
const setVisibility = (state: DocumentVisibilityState) => {
  page.visibilityState = state;
  page.dispatchEvent(new Event('visibilitychange'));
};

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(api).mockClear();
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
    expect(onlinePings()).toHaveLength(0);
    useAppStore.getState().setToken('tok-1');
    expect(onlinePings()).toHaveLength(1);
    vi.advanceTimersByTime(60_000);
    expect(onlinePings()).toHaveLength(2);
  });

  it('names the open game: at once when it opens, then every minute until it closes', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    expect(api).toHaveBeenLastCalledWith('online', {});
    useAppStore.getState().setPlayingGameId(7);
    expect(onlinePings()).toHaveLength(2);
    expect(api).toHaveBeenLastCalledWith('online', { gameId: 7 });
    vi.advanceTimersByTime(60_000);
    expect(api).toHaveBeenLastCalledWith('online', { gameId: 7 });
    useAppStore.getState().setPlayingGameId(null);
    vi.advanceTimersByTime(60_000);
    expect(api).toHaveBeenLastCalledWith('online', {});
  });

  it('pauses while hidden and pings at once when visible again', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    expect(onlinePings()).toHaveLength(1);
    setVisibility('hidden');
    vi.advanceTimersByTime(300_000);
    expect(onlinePings()).toHaveLength(1);
    setVisibility('visible');
    expect(onlinePings()).toHaveLength(2);
    vi.advanceTimersByTime(59_999);
    expect(onlinePings()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(onlinePings()).toHaveLength(3);
  });

  it('stops on sign-out and after teardown', () => {
    useAppStore.getState().setToken('tok-1');
    stop = startPresence();
    useAppStore.getState().clearSession();
    vi.advanceTimersByTime(120_000);
    expect(onlinePings()).toHaveLength(1);
    useAppStore.getState().setToken('tok-2');
    stop();
    vi.advanceTimersByTime(120_000);
    expect(onlinePings()).toHaveLength(2);
  });
});
