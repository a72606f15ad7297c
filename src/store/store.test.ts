import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memoryStorage.ts';
import type { UserInfo } from './types.ts';
import { noRedDots } from './userSlice.ts';

// The store reads the saved token when it is created: storage must exist before the import.
vi.stubGlobal('localStorage', memoryStorage());
vi.mock('../api/client.ts', () => ({ api: vi.fn(async () => ({ errcode: 0, msg: 'ok' })) }));

const { useAppStore } = await import('./index.ts');
const { StorageKey } = await import('../shared/storage.ts');
const { isSigningOut, signOut } = await import('../shared/session/session.ts');
const { api } = await import('../api/client.ts');

const userInfo = { id: 7, nickname: 'Juan', coin: 5000, lottery: 0, vip: 1, vipExp: 10, userLevel: 0, bet: 0, hasPassword: true, avatar: '3' } as UserInfo;

function signInFixture() {
  const state = useAppStore.getState();
  state.setToken('tok-1');
  state.setAfterLoginInfo({ userInfo, inviteCode: 'ABCD2345', aid: 0, registerTime: 1, bankList: [], activityIds: [] });
  state.setAppConfig({ userRegisterCoin: 5000 });
  state.openAuthModal({ kind: 'login' });
  localStorage.setItem(StorageKey.savedAccount, 'juan');
}

beforeAll(() => {
  expect(useAppStore.getState().token).toBeNull();
});
beforeEach(() => {
  localStorage.clear();
  useAppStore.getState().clearSession();
});

describe('session slice', () => {
  it('persists the token so a reload keeps the session', () => {
    useAppStore.getState().setToken('tok-9');
    expect(localStorage.getItem(StorageKey.token)).toBe('tok-9');
  });
});

describe('user slice', () => {
  it('keeps balances and userInfo in step on refresh', () => {
    signInFixture();
    useAppStore.getState().setBalances({ coin: 105000, lottery: 0, vip: 2, vipExp: 0, userLevel: 0, bet: 0, hasPassword: true, points: 0, diamond: 0, redDots: noRedDots });
    expect(useAppStore.getState().balances?.coin).toBe(105000);
    expect(useAppStore.getState().userInfo?.coin).toBe(105000);
  });
});

describe('reward popup', () => {
  it('shows the items of a claim with its locked part, never an empty prize, and goes with the session', () => {
    signInFixture();
    const state = useAppStore.getState();
    state.showReward([]);
    expect(useAppStore.getState().reward).toBeNull();
    state.showReward([{ propId: 2001, count: 500 }], 500);
    expect(useAppStore.getState().reward).toEqual({ items: [{ propId: 2001, count: 500 }], locked: 500 });
    useAppStore.getState().closeReward();
    expect(useAppStore.getState().reward).toBeNull();
    state.showReward([{ propId: 2002, count: 3 }]);
    expect(useAppStore.getState().reward?.locked).toBe(0);
    useAppStore.getState().clearSession();
    expect(useAppStore.getState().reward).toBeNull();
  });
});

describe('an activity popup asked for (the bonus centre)', () => {
  it('names the activity until its host closes it, and goes with the session', () => {
    signInFixture();
    expect(useAppStore.getState().activityPopup).toBeNull();
    useAppStore.getState().openActivityPopup(56);
    expect(useAppStore.getState().activityPopup).toBe(56);
    useAppStore.getState().closeActivityPopup();
    expect(useAppStore.getState().activityPopup).toBeNull();
    useAppStore.getState().openActivityPopup(60);
    useAppStore.getState().clearSession();
    expect(useAppStore.getState().activityPopup).toBeNull();
  });
});

describe('logout', () => {
  it('clearSession drops token, player data and the auth modal, but keeps public config', () => {
    signInFixture();
    useAppStore.getState().clearSession();
    const state = useAppStore.getState();
    expect(state.token).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
    expect(state.userInfo).toBeNull();
    expect(state.extras).toBeNull();
    expect(state.balances).toBeNull();
    expect(state.authModal).toBeNull();
    expect(state.appConfig?.userRegisterCoin).toBe(5000);
    // Saved credentials (the account name) survive, so the next sign-in opens on the account tab.
    expect(localStorage.getItem(StorageKey.savedAccount)).toBe('juan');
  });

  it('signOut tells the server, leaves the page, then clears the device', async () => {
    signInFixture();
    const order: string[] = [];
    vi.mocked(api).mockImplementationOnce(async (name) => {
      order.push(`server:${name}`);
      return { errcode: 0, msg: 'ok' };
    });
    await signOut(() => {
      order.push(`leave:${useAppStore.getState().token}`);
    });
    expect(order).toEqual(['server:logout', 'leave:tok-1']);
    expect(useAppStore.getState().token).toBeNull();
  });

  it('while signing out, a 401 for the ending token is the sign-out’s own (no bounce to sign-in); after it, or for a newer session, it is not', async () => {
    signInFixture();
    const seen: boolean[] = [];
    vi.mocked(api).mockImplementationOnce(async () => {
      seen.push(isSigningOut());
      return { errcode: 0, msg: 'ok' };
    });
    expect(isSigningOut()).toBe(false);
    await signOut(() => {
      seen.push(isSigningOut());
    });
    expect(seen).toEqual([true, true]);
    expect(isSigningOut()).toBe(false);
    // A sign-out under way does not cover a session started in another tab meanwhile.
    signInFixture();
    vi.mocked(api).mockImplementationOnce(async () => {
      useAppStore.getState().setToken('tok-2');
      seen.push(isSigningOut());
      return { errcode: 0, msg: 'ok' };
    });
    await signOut();
    expect(seen.at(-1)).toBe(false);
  });

  it('signOut still signs out locally when the server cannot be reached', async () => {
    signInFixture();
    vi.mocked(api).mockRejectedValueOnce(new Error('offline'));
    await signOut();
    expect(useAppStore.getState().token).toBeNull();
    expect(localStorage.getItem(StorageKey.token)).toBeNull();
  });
});
