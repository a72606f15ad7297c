import { normaliseMobile } from './common.ts';
import { MessageKey, type MessageKeyValue } from './messages.ts';

/**
 * The password rule for new passwords (OWASP ASVS 4.0.3 §2.1.1, 2.1.2, 2.1.7, 2.1.9), shared by the
 * server and the forms so a player reads the same message either way:
 * - at least 8 characters (2.1.1), and passwords of 64 characters or more accepted: up to 128 (2.1.2);
 * - every character allowed, no composition rules (2.1.9);
 * - not the account name or mobile number, nor containing them (an attacker's first guess);
 * - not one of the most common breached passwords (2.1.7): that list is checked by the server only
 *   (server/auth/password-policy.ts), so the app does not download it.
 * Existing passwords shorter than 8 keep signing in: the rule applies when a password is chosen.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLengthAtLeast: 64, maxLength: 128 } as const;

/**
 * The length range a new password must have: the operator's configured range (appConfig.lengths.password)
 * may ask for more, never for less than the policy. An older configuration of 6–20 reads as 8–64.
 */
export function passwordRange(configured?: { min: number; max: number }): { min: number; max: number } {
  const { minLength, maxLengthAtLeast, maxLength } = PASSWORD_POLICY;
  const min = Math.min(maxLength, Math.max(minLength, configured?.min ?? minLength));
  const max = Math.min(maxLength, Math.max(maxLengthAtLeast, configured?.max ?? maxLength, min));
  return { min, max };
}

/** Lengths count characters as a person does: an emoji is one, not two UTF-16 units. */
export const passwordLength = (password: string) => [...password].length;

export type PasswordProblem = { msg: MessageKeyValue; params?: Record<string, string | number> };

/**
 * The first thing wrong with a new password apart from the breached list, or null. `account` and
 * `mobile` are the player's (either may be absent); a mobile is compared in every usual form
 * (09…, 9…, 639…), since that is how a player would type it into a password.
 */
export function passwordProblem(password: string, range: { min: number; max: number }, who: { account?: string | null; mobile?: string | null } = {}): PasswordProblem | null {
  const length = passwordLength(password);
  if (length < range.min || length > range.max) return { msg: MessageKey.fieldLength, params: { min: range.min, max: range.max } };
  const lower = password.toLowerCase();
  const account = who.account?.trim().toLowerCase();
  if (account && account.length >= 3 && !/^\+?\d+$/.test(account) && lower.includes(account)) return { msg: MessageKey.passwordHasAccount };
  const mobile = who.mobile ? normaliseMobile(who.mobile.trim()) : '';
  if (/^63\d{10}$/.test(mobile)) {
    const national = mobile.slice(2);
    if ([mobile, `0${national}`, national].some((form) => lower.includes(form))) return { msg: MessageKey.passwordHasMobile };
  }
  return null;
}
