import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en-PH/mail.json';
import fil from '../../../locales/fil-PH/mail.json';
import { mailTexts } from './mailText.ts';

// A system mail is a template key and values: the player's language renders it (docs/mail.md).
const i18n = createInstance();
void i18n.init({ lng: 'en-PH', fallbackLng: 'en-PH', ns: ['mail'], defaultNS: 'mail', resources: { 'en-PH': { mail: en }, 'fil-PH': { mail: fil } }, initAsync: false, interpolation: { escapeValue: false } });
const system = (template: string, params: Record<string, string | number>) => ({ kind: 'system' as const, template, params, title: '' });

describe('mail texts', () => {
  it('renders a system mail from its template: pesos from hundredths, the reason as written', () => {
    const t = i18n.getFixedT('en-PH');
    expect(mailTexts(t, system('withdrawalRejected', { amount: 30_000, reason: 'Name does not match.' }))).toEqual({
      title: 'Withdrawal not paid',
      body: 'Your withdrawal of ₱300 was not paid, and the amount is back in your balance. Reason: Name does not match.',
    });
  });

  it('names a limit in words; play time in minutes; a removed limit says so', () => {
    const t = i18n.getFixedT('en-PH');
    expect(mailTexts(t, system('limitInForce', { kind: 'deposit', period: 'week', amount: 500_000 })).body).toBe('Your weekly deposit limit of ₱5,000 is now in force.');
    expect(mailTexts(t, system('limitInForce', { kind: 'session', period: 'day', amount: 90 })).body).toBe('Your daily play time limit of 90 minutes is now in force.');
    expect(mailTexts(t, system('limitInForce', { kind: 'loss', period: 'month', amount: 0 })).body).toBe('Your monthly loss limit is removed.');
  });

  it('reads the same mail in Filipino when the player switched; an operator mail stays as written; an unknown template is a plain notice', () => {
    expect(mailTexts(i18n.getFixedT('fil-PH'), system('vipLevelUp', { level: 3 })).title).toBe('Naabot mo ang VIP 3');
    expect(mailTexts(i18n.getFixedT('fil-PH'), { kind: 'operator', template: null, params: {}, title: 'Fiesta!', body: 'Para sa inyo' })).toEqual({ title: 'Fiesta!', body: 'Para sa inyo' });
    expect(mailTexts(i18n.getFixedT('en-PH'), system('somethingNewer', {})).title).toBe('Message from Swerte');
  });
});
