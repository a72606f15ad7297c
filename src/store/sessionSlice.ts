import type { StateCreator } from 'zustand';
import { storage, StorageKey } from '../shared/storage.ts';
import type { AppState } from './index.ts';

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
  // Empty (or anything but a number) is a normal session.
  withdrawOnlyUntil: Number(storage.get(StorageKey.withdrawOnlyUntil)) || null,
  setToken(token, withdrawOnlyUntil = null) {
    // The scope first: another tab follows the token's storage event and reads both.
    storage.set(StorageKey.withdrawOnlyUntil, String(withdrawOnlyUntil ?? ''));
    storage.set(StorageKey.token, token);
    set({ token, withdrawOnlyUntil });
  },
});
