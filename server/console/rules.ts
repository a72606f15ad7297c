/** The console's security rules (docs/console.md). */
export const consoleRules = {
  /** A console session ends after this long without a call. */
  idleMinutes: 30,
  /** The session's last use is noted at most this often. */
  touchSeconds: 60,
  /** Failed sign-ins counted per name within this window… */
  failureWindowSeconds: 15 * 60,
  /** …before the name is locked until the oldest of them leaves the window. */
  failuresBeforeLock: 5,
  /** TOTP codes one step either side of now are taken (clock drift), each at most once. */
  totpWindow: 1,
} as const;
