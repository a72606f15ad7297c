/** Security and abuse limits. Kept in one place so tests and docs quote the same numbers. */
export const rules = {
  token: {
    bytes: 32,
    ttlSeconds: 30 * 24 * 3600,
    /**
     * A token unused this long stops working, within its 30-day life (docs/security.md says why 3
     * days): money out needs a step-up anyway, so this bounds what a forgotten or stolen token can
     * still do (play the balance away, read the account).
     */
    idleSeconds: 3 * 24 * 3600,
    /** last_used_at is written at most this often per token: not a write per call. */
    touchSeconds: 60,
    /**
     * A withdraw-only session (a sign-in during a time-out or exclusion, docs/protection.md): enough
     * for one errand (withdraw, check the record, leave), so 30 minutes idle end it, and it lives at
     * most 24 hours and never past the exclusion's end.
     */
    withdrawOnlyIdleSeconds: 30 * 60,
    withdrawOnlyLifeSeconds: 24 * 3600,
  },
  stepUp: {
    /** How long a step-up grant lasts, for the token that earned it. */
    grantSeconds: 5 * 60,
  },
  password: {
    /** argon2id parameters (OWASP minimum): m=19456 KiB, t=2, p=1. */
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  },
  /** Password hashing (argon2): as many at once as the machine has cores (server/auth/passwords.ts). */
  hashing: {
    /** Checks allowed to wait for a slot; beyond that the call is refused at once (429 signinBusy). */
    queue: 64,
    /** The retryAfter a refused call is given, in seconds. */
    retryAfterSeconds: 2,
  },
  /**
   * Sign-in protection (docs/security.md "Signing in"). No lock: failures buy delays and a
   * proof-of-work challenge, and the right password with a solved challenge always signs in.
   */
  signin: {
    /** Failures older than this are forgotten; a success forgets the account's at once. */
    windowSeconds: 15 * 60,
    /** Account failures (any address, name and mobile sign-in together) before every attempt needs a challenge. */
    challengeAfter: 3,
    /**
     * Failures of one account from one address before each further attempt from there waits:
     * 1, 2, 4, … seconds after the last, at most maxDelaySeconds (0,0,0,1,2,4,8,16,32,60,60…).
     */
    freeFailures: 3,
    maxDelaySeconds: 60,
    /**
     * Failures from one address (IPv6: its /64), across accounts, before everyone there needs the
     * challenge. Sized for carrier-grade NAT: hundreds of players share an address, and a few percent
     * of sign-ins are typos, so 30 in 15 minutes is normal traffic at a busy address.
     */
    addressChallengeAfter: 30,
    /** Address failures beyond which the challenge gets harder there (more guessing, more work). */
    addressHardAfter: 300,
    /**
     * Leading zero bits of SHA-256 the answer needs: 2^15 ≈ 33,000 hashes on average. The app's
     * worker does ~240,000 a second on one server core, ~30,000–50,000 on a low-end phone: about 1 s.
     */
    difficulty: 15,
    /** At an address past addressHardAfter: 2^17 ≈ 131,000 hashes, about 3–4 s on a low-end phone. */
    hardDifficulty: 17,
    /** A challenge is answered within this long, once. */
    challengeTtlSeconds: 5 * 60,
  },
  /**
   * SMS codes. Sized so a stranger can neither block a number nor burn its code (docs/api.md, "SMS abuse"):
   * one requester (IPv4 address or IPv6 /64) reaches a number at most 3 times an hour and 6 times a
   * day, so filling the number's hourly 10 takes 4 requesters and its daily 30 takes 5; a wrong guess
   * counts against the guesser's address, and the address that asked for the code keeps its own
   * 5 tries whatever others do. Brute force: at most 5 + 10 = 15 comparisons per code, 30 codes a
   * day per number → at most 450 guesses a day against 10^6 codes (p ≤ 4.5·10⁻⁴ a day).
   */
  sms: {
    // The code's digits are the configuration's lengths.smsCode.max (contract smsCodeDigits; seeded 6).
    expiresSeconds: 5 * 60,
    /** Between two codes for one number and purpose. */
    resendSeconds: 60,
    /** Guesses per (code, address): the player mistypes up to 4 times and still gets in. */
    attemptsPerAddress: 5,
    /** Guesses per code shared by every address other than the one that asked for the code. */
    attemptsByOthersPerCode: 10,
    /** Codes one requester (address key) may have sent to one number per hour. */
    perMobilePerAddressPerHour: 3,
    /** Codes one requester may have sent to one number per rolling 24 hours. */
    perMobilePerAddressPerDay: 6,
    /** Codes per number per hour, every requester together. */
    perMobilePerHour: 10,
    /** Codes per number per rolling 24 hours, every requester together. */
    perMobilePerDay: 30,
    /** Codes one requester may have sent per hour, to any numbers. */
    perAddressPerHour: 30,
  },
  registration: {
    /** New players from one address per hour: welcome coins must not be farmable by script. */
    perAddressPerHour: 20,
  },
  body: {
    /** Largest request body the API reads. */
    limitBytes: 64 * 1024,
  },
  profile: {
    avatars: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'],
  },
  age: {
    maxYears: 120,
  },
  deposit: {
    /** Largest single deposit, in hundredths (₱50,000): e-wallet transfer limits are in that range. */
    maxAmount: 5_000_000,
    /** A deposit order waits this long for its payment. */
    orderTtlSeconds: 30 * 60,
  },
  /**
   * Caps on what anyone can write (issue 16): beyond a cap, the write is not stored. Per address
   * limits are sized for carrier NAT (hundreds of players behind one address); IPv6 counts by /64.
   */
  publicWrites: {
    windowSeconds: 3600,
    /** Client event log rows per signed-in player per hour (a busy session sends a few hundred). */
    eventsPerPlayer: 2000,
    /** Client event log rows per address per hour from players not signed in. */
    anonymousEventsPerAddress: 5000,
    /** Unverified payment callbacks (bad signature, unknown provider) stored per address per hour. */
    refusedCallbacksPerAddress: 200,
    /** Devices kept per player: registering another drops the least recently seen. */
    devicesPerPlayer: 20,
    /**
     * Live tokens kept per player: a sign-in beyond it revokes the least recently used (a script that
     * signs in over and over cannot grow the sessions table, and the device list stays readable).
     */
    liveSessionsPerPlayer: 20,
  },
  /** How long rows of the public tables are kept (ops/retention.ts prunes on start, hourly, and with `npm run ops -- prune`). */
  retention: {
    clientEventsDays: 30,
    /** Callbacks other than accepted and failed (refused, duplicates, replays); those two stay with their orders. */
    callbacksDays: 30,
    /** Sessions expired or revoked this long ago (tokens already dead; only their rows go). */
    deadSessionsDays: 30,
    /** Devices not seen for this long. */
    idleDevicesDays: 180,
    /** Cap counters, once their window is this old. */
    writeCountersDays: 2,
    /** KYC photos uploaded and never submitted (a retake, an abandoned form); submitted ones stay with their review. */
    unusedKycUploadsDays: 1,
    /** Rows deleted per statement, so a prune never holds long locks. */
    batch: 5000,
    intervalSeconds: 3600,
  },
} as const;
