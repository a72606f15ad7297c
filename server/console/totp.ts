import { Secret, TOTP } from 'otpauth';

/**
 * The console's second factor: RFC 6238 TOTP with the defaults every authenticator app reads
 * (SHA-1, 6 digits, 30-second steps), by the otpauth library. A code is good for its step and one
 * step either side (clock drift); the sign-in spends the step it matched (operators.lastTotpStep), so
 * a code seen over a shoulder or replayed from a log cannot be used again.
 */
const ISSUER = 'Swerte Console';
const PERIOD = 30;

const totpOf = (name: string, secret: string) => new TOTP({ issuer: ISSUER, label: name, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(secret) });

/** A fresh secret (160 random bits, RFC 4226's recommended length), base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The enrolment URI the authenticator app scans (as a QR code) or takes typed. */
export const enrolmentUri = (name: string, secret: string): string => totpOf(name, secret).toString();

/** The code for `at` (tests, and the operator's own check when enrolling). */
export const totpCode = (secret: string, at: number): string => totpOf('-', secret).generate({ timestamp: at });

/** The time step a right code belongs to, or null for a wrong one. */
export function totpStep(secret: string, code: string, at: number, window: number): number | null {
  const delta = totpOf('-', secret).validate({ token: code, timestamp: at, window });
  return delta === null ? null : Math.floor(at / 1000 / PERIOD) + delta;
}
