import type { StateCreator } from 'zustand';
import { storage, StorageKey } from '../shared/storage.ts';
import type { AppState } from './index.ts';

const storedUntil = (): number | null => {
  const value = Number(storage.get(StorageKey.withdrawOnlyUntil));
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

export interface SessionSlice {
  /** The bearer token; persisted so a reload keeps the player signed in. */
  token: string | null;
  /**
   * Set for a withdraw-only session (a sign-in during a time-out or exclusion): the exclusion's end.
   * The shell then shows only the withdrawal pages (features/protection/WithdrawOnlyFrame). Persisted with the token.
   */
  withdrawOnlyUntil: number | null;
  setToken(token: string, withdrawOnlyUntil?: number | null): void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  token: storage.get(StorageKey.token),
  withdrawOnlyUntil: storedUntil(),
  setToken(token, withdrawOnlyUntil = null) {
    // The scope first: another tab follows the token's storage event and reads both.
    if (withdrawOnlyUntil) storage.set(StorageKey.withdrawOnlyUntil, String(withdrawOnlyUntil));
    else storage.remove(StorageKey.withdrawOnlyUntil);
    storage.set(StorageKey.token, token);
    set({ token, withdrawOnlyUntil });
  },
});
