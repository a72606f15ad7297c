import type { StateCreator } from 'zustand';
import type { AppState } from './index.ts';
import type { AfterLoginInfo, Balances, PlayerExtras, UserInfo } from './types.ts';

export interface UserSlice {
  userInfo: UserInfo | null;
  extras: PlayerExtras | null;
  /** The balances on screen; refreshed by refreshData without reloading the whole user info. */
  balances: Balances | null;
  setAfterLoginInfo(info: AfterLoginInfo): void;
  setUserInfo(userInfo: UserInfo): void;
  setBalances(balances: Balances): void;
}

export const emptyUser = { userInfo: null, extras: null, balances: null } satisfies Partial<UserSlice>;

const balancesOf = (u: UserInfo): Balances => ({
  coin: u.coin,
  lottery: u.lottery,
  vip: u.vip,
  vipExp: u.vipExp,
  userLevel: u.userLevel,
  bet: u.bet,
  hasPassword: u.hasPassword,
});

export const createUserSlice: StateCreator<AppState, [], [], UserSlice> = (set) => ({
  ...emptyUser,
  setAfterLoginInfo({ userInfo, ...extras }) {
    set({ userInfo, extras, balances: balancesOf(userInfo) });
  },
  setUserInfo(userInfo) {
    set({ userInfo, balances: balancesOf(userInfo) });
  },
  setBalances(balances) {
    set((state) => ({
      balances,
      // Keep userInfo's copies in step so no screen shows an older number.
      userInfo: state.userInfo ? { ...state.userInfo, ...balances } : null,
    }));
  },
});
