/** Keys kept per player (`<prefix>.<player id>`); the app's other keys are in shared/storage.ts. */
export const PlayerKey = {
  /** The VIP level this device last saw the player at and the levels whose gift popup it showed. */
  vipGift: 'swerte.vipGift',
  /** The Manila day the rebate tip last showed. */
  rebateTip: 'swerte.rebateTip',
} as const;
type PlayerKeyValue = (typeof PlayerKey)[keyof typeof PlayerKey];

/** localStorage per player, never throwing (private browsing, a full quota). */
export const playerStorage = {
  get(prefix: PlayerKeyValue, playerId: number): string | null {
    try {
      return globalThis.localStorage?.getItem(`${prefix}.${playerId}`) ?? null;
    } catch {
      return null;
    }
  },
  set(prefix: PlayerKeyValue, playerId: number, value: string): void {
    try {
      globalThis.localStorage?.setItem(`${prefix}.${playerId}`, value);
    } catch {
      // The popup may show again on the next visit: harmless.
    }
  },
};
