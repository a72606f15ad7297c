import { create } from 'zustand';
import { storage, StorageKey } from '../shared/storage.ts';
import { createConfigSlice, type ConfigSlice } from './configSlice.ts';
import { createGamesSlice, emptyGames, type GamesSlice } from './gamesSlice.ts';
import { createJackpotSlice, emptyJackpot, type JackpotSlice } from './jackpotSlice.ts';
import { createSessionSlice, type SessionSlice } from './sessionSlice.ts';
import { createUiSlice, type UiSlice } from './uiSlice.ts';
import { createUserSlice, emptyUser, type UserSlice } from './userSlice.ts';

export interface RootActions {
  /**
   * Ends the session on this device: token (memory and storage), player data and open auth modals.
   * Public config and theme stay: they are the same for everyone and the lobby still needs them.
   */
  clearSession(): void;
}

export type AppState = SessionSlice & UserSlice & ConfigSlice & UiSlice & JackpotSlice & GamesSlice & RootActions;

/** The one app store (DESIGN §1): the server decides, the store holds, React shows. */
export const useAppStore = create<AppState>()((...args) => {
  const [set] = args;
  return {
    ...createSessionSlice(...args),
    ...createUserSlice(...args),
    ...createConfigSlice(...args),
    ...createUiSlice(...args),
    ...createJackpotSlice(...args),
    ...createGamesSlice(...args),
    clearSession() {
      storage.remove(StorageKey.token);
      storage.remove(StorageKey.withdrawOnlyUntil);
      // Favourites are the player's (the next player's come from gameLike); recently played stays with the device.
      storage.remove(StorageKey.gameLikes);
      set({ token: null, withdrawOnlyUntil: null, ...emptyUser, ...emptyJackpot, ...emptyGames, authModal: null, reward: null, activityPopup: null });
    },
  };
});

export type { JackpotDraw } from './jackpotSlice.ts';
export type { SlotPlayState, SlotSpinState } from './gamesSlice.ts';
export type { AuthModalState, AuthModalKind, LoginTab, Balances, PreLogin, RewardShown, Toast } from './types.ts';
