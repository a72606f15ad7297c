import { StorageKey } from '../storage.ts';

type PlayerKey = typeof StorageKey.vipGift | typeof StorageKey.rebateTip;

/** localStorage per player (`<prefix>.<player id>`), never throwing (private browsing, a full quota). */
export const playerStorage = {
  get(prefix: PlayerKey, playerId: number): string | null {
    try {
      return globalThis.localStorage?.getItem(`${prefix}.${playerId}`) ?? null;
    } catch {
      return null;
    }
  },
  set(prefix: PlayerKey, playerId: number, value: string): void {
    try {
      globalThis.localStorage?.setItem(`${prefix}.${playerId}`, value);
    } catch {
      // The popup may show again on the next visit: harmless.
    }
  },
};
