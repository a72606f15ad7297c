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

/** Every red dot down (typed by the contract; a value import of it would bring zod into the first load). */
export const noRedDots: Balances['redDots'] = {
  task: false,
  mail: false,
  signupBonus: false,
  spin: false,
  agent5: false,
  vip: false,
  signIn: false,
  email: false,
  drawChance: false,
  diamondMall: false,
  rebate: false,
};

/** The balances userInfo carries; points, diamonds and red dots only come with refreshData, so the last ones known are kept. */
const balancesOf = (u: UserInfo, previous: Balances | null): Balances => ({
  coin: u.coin,
  lottery: u.lottery,
  vip: u.vip,
  vipExp: u.vipExp,
  userLevel: u.userLevel,
  bet: u.bet,
  hasPassword: u.hasPassword,
  points: previous?.points ?? 0,
  diamond: previous?.diamond ?? 0,
  redDots: previous?.redDots ?? noRedDots,
});

export const createUserSlice: StateCreator<AppState, [], [], UserSlice> = (set) => ({
  ...emptyUser,
  setAfterLoginInfo({ userInfo, ...extras }) {
    set((state) => ({ userInfo, extras, balances: balancesOf(userInfo, state.balances) }));
  },
  setUserInfo(userInfo) {
    set((state) => ({ userInfo, balances: balancesOf(userInfo, state.balances) }));
  },
  setBalances(balances) {
    const { points: _points, diamond: _diamond, redDots: _redDots, ...shared } = balances;
    set((state) => ({
      balances,
      // Keep userInfo's copies in step so no screen shows an older number.
      userInfo: state.userInfo ? { ...state.userInfo, ...shared } : null,
    }));
  },
});
