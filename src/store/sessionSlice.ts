import type { StateCreator } from 'zustand';
import { storage, StorageKey } from '../shared/storage.ts';
import type { AppState } from './index.ts';

export interface SessionSlice {
  /** The bearer token; persisted so a reload keeps the player signed in. */
  token: string | null;
  setToken(token: string): void;
}

export const createSessionSlice: StateCreator<AppState, [], [], SessionSlice> = (set) => ({
  token: storage.get(StorageKey.token),
  setToken(token) {
    storage.set(StorageKey.token, token);
    set({ token });
  },
});
