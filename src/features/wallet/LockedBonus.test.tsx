import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { LockedBonus } from './LockedBonus.tsx';

beforeAll(() => {
  initI18n();
});

const render = (state: Parameters<typeof LockedBonus>[0]['state'], withdrawOnly = false) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LockedBonus, { state, withdrawOnly }))).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('LockedBonus (the withdraw tab and page)', () => {
  it('shows nothing without a bonus balance', () => {
    expect(render({ coin: 10_000, locked: 0, forfeitable: 0, withdrawable: 10_000, turnoverLeft: 0, bonusNeedsDeposit: false }).trim()).toBe('');
  });

  it('shows the balance as cash plus bonus balance, the bets that unlock it, and that withdrawing now forfeits it', () => {
    const text = render({ coin: 25_050, locked: 5_000, forfeitable: 5_000, withdrawable: 20_050, turnoverLeft: 4_950, bonusNeedsDeposit: false });
    expect(text).toContain('Your balance ₱250');
    expect(text).toContain('Cash you can withdraw ₱200');
    expect(text).toContain('Bonus balance ₱50');
    expect(text).toContain('Bets to unlock the bonus ₱50');
    expect(text).toContain('Withdrawing now forfeits your ₱50 bonus balance. Bet ₱50 more in games first and it becomes cash you can withdraw.');
    expect(text).not.toContain('first deposit');
  });

  it('adds up in whole pesos when the amounts carry centavos', () => {
    const text = render({ coin: 25_140, locked: 5_070, forfeitable: 5_070, withdrawable: 20_070, turnoverLeft: 0, bonusNeedsDeposit: false });
    expect(text).toContain('Your balance ₱251');
    expect(text).toContain('Cash you can withdraw ₱200');
    expect(text).toContain('Bonus balance ₱51');
    expect(text).not.toContain('Bets to unlock');
    expect(text).toContain('Withdrawing now forfeits your ₱51 bonus balance.');
  });

  it('says the bonus waits for the first deposit, with the way to it', () => {
    const text = render({ coin: 5_000, locked: 5_000, forfeitable: 0, withdrawable: 0, turnoverLeft: 5_000, bonusNeedsDeposit: true });
    expect(text).toContain('Cash you can withdraw ₱0');
    expect(text).toContain('The bonus unlocks after your first deposit.');
    expect(text).toContain('Deposit now');
    // Waiting for its qualifying deposit, a bonus is not forfeited by a withdrawal: no warning.
    expect(text).not.toContain('forfeits');
  });

  it('warns of the part in play only, when a bonus waiting for its deposit is held beside it', () => {
    const text = render({ coin: 30_000, locked: 7_000, forfeitable: 2_000, withdrawable: 23_000, turnoverLeft: 10_000, bonusNeedsDeposit: true });
    expect(text).toContain('Bonus balance ₱70');
    expect(text).toContain('Withdrawing now forfeits your ₱20 bonus balance.');
  });

  it('offers no deposit in a withdraw-only session', () => {
    const text = render({ coin: 5_000, locked: 5_000, forfeitable: 0, withdrawable: 0, turnoverLeft: 5_000, bonusNeedsDeposit: true }, true);
    expect(text).toContain('The bonus unlocks after your first deposit.');
    expect(text).not.toContain('Deposit now');
  });
});
