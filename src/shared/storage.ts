/**
 * localStorage that never throws: private browsing, a full quota or a non-browser test runner
 * must not break sign-in. Every key the app keeps on the device is listed here.
 */
export const StorageKey = {
  token: 'swerte.token',
  /** A withdraw-only session's exclusion end (epoch ms), beside its token. */
  withdrawOnlyUntil: 'swerte.withdrawOnlyUntil',
  /** Last account name used with account + password sign-in (never the password). */
  savedAccount: 'swerte.savedAccount',
  deviceId: 'swerte.deviceId',
  noticeAccepted: 'swerte.noticeAccepted',
  /** Last theme variables, applied before the theme call answers to avoid a flash. */
  theme: 'swerte.theme',
  /** The game catalog (gameList, gameTypes, gameBrands) with its gameListVersion: not downloaded again while current. */
  gameCatalog: 'swerte.gameCatalog',
  /** Games played on this device, most recent first (spec §3 gameHistory). */
  gameHistory: 'swerte.gameHistory',
  /** The player's favourite games (spec §3 gameLikeIds), synced with gameLike. */
  gameLikes: 'swerte.gameLikes',
  // Per-player keys of the rewards popups (`swerte.vipGift.<id>`, `swerte.rebateTip.<id>`) are listed in
  // features/rewards/playerStorage.ts: this module is in the lobby's first load, they are not needed there.
} as const;
export type StorageKeyValue = (typeof StorageKey)[keyof typeof StorageKey];

function backend(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

export const storage = {
  get(key: StorageKeyValue): string | null {
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  },
  set(key: StorageKeyValue, value: string): void {
    try {
      backend()?.setItem(key, value);
    } catch {
      // Storage full or disabled: the value lives for this page only.
    }
  },
  remove(key: StorageKeyValue): void {
    try {
      backend()?.removeItem(key);
    } catch {
      // Nothing stored, nothing to remove.
    }
  },
};
