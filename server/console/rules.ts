/** The console's security rules (docs/console.md "Signing in, lockout"). */
export const consoleRules = {
  /** A console session ends after this long without a call… */
  idleMinutes: 30,
  /** …and this long after its sign-in, however busy (ASVS 3.3.2). */
  absoluteHours: 12,
  /** The session's last use is noted at most this often. */
  touchSeconds: 60,
  /** Failed sign-ins from one address (an IPv6 /64) are counted within this window… */
  failureWindowSeconds: 15 * 60,
  /** …and past this many, the address is refused before any password is hashed, until the oldest leaves the window. */
  addressFailures: 10,
  /** Failures on a name from browsers the operator never signed in from, before that name's soft lock… */
  failuresBeforeLock: 5,
  /** …which lasts 1, 2, 4, 8 … minutes after the latest failure, at most this long… */
  maxLockMinutes: 15,
  /** …counting the name's failures of this long (a success or an admin's unlock forgets them). */
  nameMemorySeconds: 24 * 3600,
  /** A trusted browser with this many failures in the window is trusted no more (until they leave it). */
  deviceFailures: 5,
  /** A browser is trusted this long after the operator last signed in from it. */
  deviceTrustDays: 90,
  /** Console password checks at once (their own queue, beside the players': console/hashing.ts)… */
  hashingSlots: 1,
  /** …and waiting; the next is refused at once (429). */
  hashingQueue: 8,
  /** TOTP codes one step either side of now are taken (clock drift), each at most once. */
  totpWindow: 1,
} as const;

/** Minutes a name stays locked after its n-th recent failure from an untrusted browser (0: not locked). */
export function nameLockMinutes(failures: number): number {
  if (failures < consoleRules.failuresBeforeLock) return 0;
  return Math.min(consoleRules.maxLockMinutes, 2 ** (failures - consoleRules.failuresBeforeLock));
}
