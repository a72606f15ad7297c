import { beforeAll, describe, expect, it } from 'vitest';
import points from '../../../locales/en-PH/points.json';
import wallet from '../../../locales/en-PH/wallet.json';
import walletErrors from '../../../locales/en-PH/wallet-errors.json';
import { addErrorTexts, addNamespace, i18next, initI18n, textsReady } from '../i18n/i18n.ts';
import { switchLocale } from './switchLocale.ts';

/** The little of `document` the locale code touches: the cookie it writes and <html lang>. */
const page = { cookie: '', documentElement: { lang: 'en-PH' } };

beforeAll(() => {
  (globalThis as { document?: unknown }).document = page;
  initI18n(() => import('../i18n/packs/fil-PH.ts'));
  // A feature loaded in English before the switch: its texts and its merged messages.
  addNamespace('wallet', wallet);
  addErrorTexts('wallet-errors', walletErrors);
});

describe('switching language', () => {
  it('starts in en-PH and writes the cookie for a year', () => {
    expect(i18next.language).toBe('en-PH');
    expect(page.cookie).toBe('locale=en-PH; max-age=31536000; path=/; SameSite=Lax');
    expect(i18next.t('common:actions.close')).toBe('Close');
  });

  it('to Filipino: the eager texts, the features already loaded and their messages, the cookie and <html lang>', async () => {
    await switchLocale('fil-PH');
    expect(i18next.language).toBe('fil-PH');
    expect(i18next.t('common:actions.close')).toBe('Isara');
    expect(i18next.t('wallet:cards.title')).toBe('Mga withdrawal account');
    expect(i18next.t('errors:wallet.cardDuplicate')).toBe('Naidagdag mo na ang account na ito.');
    // A message the server sends as a key, with its params, in Filipino.
    expect(i18next.t('errors:auth.underAge', { age: 21 })).toBe('Paumanhin, dapat ay hindi bababa sa 21 taong gulang ka para maglaro sa Swerte.');
    expect(page.cookie).toBe('locale=fil-PH; max-age=31536000; path=/; SameSite=Lax');
    expect(page.documentElement.lang).toBe('fil-PH');
  });

  it('in Filipino, a feature loaded later brings its Filipino file before its page renders (textsReady)', async () => {
    addNamespace('points', points);
    // Until its file arrives, the en-PH text stands in: never a key.
    expect(i18next.t('points:exchange.submit')).toMatch(/^(Exchange|I-exchange)$/);
    await textsReady();
    expect(i18next.t('points:exchange.submit')).toBe('I-exchange');
    // Filipino's plural "one" holds 5 too (Intl.PluralRules): its _one text reads for any number.
    expect(i18next.t('points:log.amount', { sign: '+', points: 5, count: 5 })).toBe('+5 points');
    expect(i18next.t('points:log.amount', { sign: '+', points: 4, count: 4 })).toBe('+4 points');
  });

  it('back to English: at once, from texts already there', async () => {
    await switchLocale('en-PH');
    expect(i18next.t('common:actions.close')).toBe('Close');
    expect(i18next.t('wallet:cards.title')).toBe('Withdrawal accounts');
    expect(page.cookie).toBe('locale=en-PH; max-age=31536000; path=/; SameSite=Lax');
    expect(page.documentElement.lang).toBe('en-PH');
  });
});
