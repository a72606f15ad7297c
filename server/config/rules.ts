/** Security and abuse limits. Kept in one place so tests and docs quote the same numbers. */
export const rules = {
  token: {
    bytes: 32,
    ttlSeconds: 30 * 24 * 3600,
  },
  password: {
    /** argon2id parameters (OWASP minimum): m=19456 KiB, t=2, p=1. */
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  },
  lockout: {
    windowSeconds: 15 * 60,
    /** Failed logins for one account inside the window before it is locked. */
    accountFailures: 5,
    /** Failed logins from one address inside the window before it is locked. */
    addressFailures: 20,
    lockSeconds: 15 * 60,
  },
  sms: {
    codeLength: 6,
    expiresSeconds: 5 * 60,
    resendSeconds: 60,
    attemptsPerCode: 5,
    perMobilePerDay: 10,
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
} as const;
