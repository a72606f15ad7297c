import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { FirstDepositChoice, type FirstDepositOffer } from './FirstDepositChoice.tsx';

beforeAll(() => {
  initI18n();
});

const offer: FirstDepositOffer = { running: true, percent: 100, maxBonus: 50_000, minDeposit: 10_000, wagering: 1, applies: true, hasDeposit: false, withheld: false, bonus: null, welcome: null } as FirstDepositOffer;
const text = (props: Partial<Parameters<typeof FirstDepositChoice>[0]>) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(FirstDepositChoice, { offer, chosen: false, onChoose: () => undefined, amount: null, ...props })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the first-deposit opt-in on the deposit form', () => {
  it('states the terms before the player pays, ticked or not: minimum, turnover multiple, forfeit on withdrawal', () => {
    for (const chosen of [false, true]) {
      const shown = text({ chosen });
      expect(shown).toContain('Add the first-deposit bonus: 100% up to ₱500');
      expect(shown).toContain('For a first deposit of ₱100 or more. The bonus unlocks for withdrawal after bets of 1× its amount; a withdrawal before then forfeits it.');
    }
    expect(text({ offer: { ...offer, wagering: 2.5 } })).toContain('after bets of 2.5× its amount');
  });

  it('says a bonus without turnover can be withdrawn once paid', () => {
    expect(text({ offer: { ...offer, wagering: 0 } })).toContain('The bonus can be withdrawn as soon as it is paid.');
  });

  it('shows the bonus for the amount when ticked, and nothing when the offer does not apply', () => {
    expect(text({ chosen: true, amount: 20_000 })).toContain('You get ₱200 extra');
    expect(text({ offer: { ...offer, applies: false } }).trim()).toBe('');
  });
});
