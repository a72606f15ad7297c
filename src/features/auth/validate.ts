import { passwordProblem } from '../../../contract/password-policy.ts';
import { ageOn, manilaToday } from '../../shared/validation/age.ts';
import { isPhMobile } from '../../shared/validation/mobile.ts';
import { i18next } from '../../shared/i18n/i18n.ts';
import './i18n.ts';

/**
 * Checks run before a call, with the same messages the server would send, so a player gets the
 * answer at once. The server checks everything again; these are a courtesy, not a rule.
 */
type Range = { min: number; max: number };
const t = (key: string, params?: Record<string, unknown>) => i18next.t(key, params);
const required = (value: string) => (value.trim() ? null : t('errors:fieldRequired'));

export const validate = {
  mobile: (value: string) => required(value) ?? (isPhMobile(value) ? null : t('auth:validation.mobile')),
  code: (value: string, length: number) => required(value) ?? (new RegExp(`^\\d{${length}}$`).test(value.trim()) ? null : t('auth:validation.code', { length })),
  /**
   * A new password, by the server's own rule (contract/password-policy.ts) and with its messages:
   * length, not the account name or mobile. The breached-password list is the server's alone (it
   * is not downloaded to the phone); its refusal shows under this field just the same.
   */
  password: (value: string, range: Range, who: { account?: string | null; mobile?: string | null } = {}) => {
    const missing = required(value);
    if (missing) return missing;
    const problem = passwordProblem(value, range, who);
    return problem ? t(problem.msg.replace(/^errors\./, 'errors:'), problem.params) : null;
  },
  confirmPassword: (value: string, password: string) => required(value) ?? (value === password ? null : t('auth:validation.passwordMismatch')),
  account: (value: string, range: Range) => {
    const missing = required(value);
    if (missing) return missing;
    if (value.length < range.min || value.length > range.max) return t('errors:fieldLength', range);
    return /^[A-Za-z][A-Za-z0-9_]*$/.test(value) ? null : t('errors:auth.accountFormat');
  },
  /** Account name or mobile number, for password sign-in (within lengths.username when given), or the password. */
  login: (value: string, range?: Range) => required(value) ?? (range && ([...value.trim()].length < range.min || [...value.trim()].length > range.max) ? t('errors:fieldLength', range) : null),
  birthDate: (value: string, minAge: number, today = manilaToday()) => {
    const missing = required(value);
    if (missing) return missing;
    const age = ageOn(value, today);
    if (age === null) return t('errors:auth.birthDateInvalid');
    return age < minAge ? t('errors:auth.underAge', { age: minAge }) : null;
  },
  nickname: (value: string, range: Range) => {
    const length = [...value.trim()].length;
    if (length === 0) return t('errors:fieldRequired');
    if (length > range.max) return t('errors:profile.nicknameTooLong', { max: range.max });
    return length < range.min ? t('errors:fieldLength', range) : null;
  },
};
