import { i18next } from '../i18n/i18n.ts';

/**
 * The language Intl formats in: the player's (en-PH or fil-PH), so a Filipino player reads "Dis 6,
 * 2026" and "Disyembre 2026". Amounts need no such switch: fil-PH writes ₱ and groups digits exactly
 * as en-PH ("₱1,050"; shared/format/amount.ts, checked in date.test.ts), so they stay out of it.
 */
export const intlLocale = (): string => i18next.language || 'en-PH';

/** A day in Manila: "Dec 6, 2026" / "Dis 6, 2026". */
export const manilaDate = (ms: number): string => new Date(ms).toLocaleDateString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium' });

/** A moment in Manila: "Dec 6, 2026, 9:05 PM" / "Dis 6, 2026, 9:05 PM". */
export const manilaDateTime = (ms: number): string =>
  new Date(ms).toLocaleString(intlLocale(), { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
