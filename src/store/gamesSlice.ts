import type { StateCreator } from 'zustand';
import type { SlotInfo, SlotRound } from '../../contract/index.ts';
import { storage, StorageKey, type StorageKeyValue } from '../shared/storage.ts';
import type { AppState } from './index.ts';

/** How many recently played games the device keeps. */
export const GAME_HISTORY_CAP = 20;

/** Recently played (pure): the game moves to the front, no duplicates, at most `cap`. */
export function pushHistory(history: readonly number[], gameId: number, cap = GAME_HISTORY_CAP): number[] {
  return [gameId, ...history.filter((id) => id !== gameId)].slice(0, cap);
}

function readIds(key: StorageKeyValue): number[] {
  try {
    const parsed: unknown = JSON.parse(storage.get(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** A spin the slot scene is showing: the server's settled round. */
export interface SlotSpinState {
  seq: number;
  round: SlotRound;
  quick: boolean;
}

/** The house slot being played: what its scene reads directly (per-frame state never goes through React). */
export interface SlotPlayState {
  info: SlotInfo;
  /** The bet is out and the answer has not come: the reels spin freely. */
  waiting: boolean;
  spin: SlotSpinState | null;
}

export interface GamesSlice {
  /** Favourites (spec §3), kept on the device and synced with gameLike. */
  gameLikeIds: number[];
  setGameLikeIds(ids: number[]): void;
  /** Recently played on this device, most recent first (spec §3). */
  gameHistory: number[];
  recordGamePlayed(gameId: number): void;
  /** The game open in this tab (presence reports it with `online`). */
  playingGameId: number | null;
  setPlayingGameId(gameId: number | null): void;
  slotPlay: SlotPlayState | null;
  openSlot(info: SlotInfo | null): void;
  slotWaiting(): void;
  /** The answer arrived: the scene stops on it. */
  slotLanded(round: SlotRound): void;
  /** Stop the reels at once (a second tap while spinning). */
  slotQuickStop(): void;
  /** The spin failed: the reels stop where they were. */
  slotFailed(): void;
}

export const emptyGames = { gameLikeIds: [], playingGameId: null, slotPlay: null } satisfies Partial<GamesSlice>;

export const createGamesSlice: StateCreator<AppState, [], [], GamesSlice> = (set, get) => ({
  ...emptyGames,
  gameLikeIds: readIds(StorageKey.gameLikes),
  gameHistory: readIds(StorageKey.gameHistory),
  setGameLikeIds(gameLikeIds) {
    storage.set(StorageKey.gameLikes, JSON.stringify(gameLikeIds));
    set({ gameLikeIds });
  },
  recordGamePlayed(gameId) {
    const gameHistory = pushHistory(get().gameHistory, gameId);
    storage.set(StorageKey.gameHistory, JSON.stringify(gameHistory));
    set({ gameHistory });
  },
  setPlayingGameId(playingGameId) {
    set({ playingGameId });
  },
  openSlot(info) {
    set({ slotPlay: info ? { info, waiting: false, spin: null } : null });
  },
  slotWaiting() {
    set((state) => (state.slotPlay ? { slotPlay: { ...state.slotPlay, waiting: true } } : {}));
  },
  slotLanded(round) {
    set((state) => (state.slotPlay ? { slotPlay: { ...state.slotPlay, waiting: false, spin: { seq: (state.slotPlay.spin?.seq ?? 0) + 1, round, quick: false } } } : {}));
  },
  slotQuickStop() {
    set((state) => (state.slotPlay?.spin && !state.slotPlay.spin.quick ? { slotPlay: { ...state.slotPlay, spin: { ...state.slotPlay.spin, quick: true } } } : {}));
  },
  slotFailed() {
    set((state) => (state.slotPlay ? { slotPlay: { ...state.slotPlay, waiting: false } } : {}));
  },
});
