import { i18next } from '../../shared/i18n/i18n.ts';

/** A time in Manila, in the player's language (feedback and replies are read days later). */
export const formatWhen = (ms: number) => new Date(ms).toLocaleString(i18next.language, { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
