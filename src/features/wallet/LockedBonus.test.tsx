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

const render = (state: Parameters<typeof LockedBonus>[0]['state']) =>
  renderToStaticMarkup(createElement(MemoryRouter, null, createElement(LockedBonus, { state }))).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('LockedBonus (the withdraw tab)', () => {
  it('shows nothing without a locked bonus', () => {
    expect(render({ coin: 10_000, locked: 0, withdrawable: 10_000, turnoverLeft: 0, bonusNeedsDeposit: false }).trim()).toBe('');
  });

  it('shows the locked bonus, what may be withdrawn now and the bets still needed, adding up to the balance', () => {
    const text = render({ coin: 25_050, locked: 5_000, withdrawable: 20_050, turnoverLeft: 4_950, bonusNeedsDeposit: false });
    expect(text).toContain('Locked bonus ₱50');
    expect(text).toContain('You can withdraw now ₱200');
    expect(text).toContain('Bets still needed ₱50');
    expect(text).not.toContain('first deposit');
  });

  it('says the bonus waits for the first deposit, with the way to it', () => {
    const text = render({ coin: 5_000, locked: 5_000, withdrawable: 0, turnoverLeft: 5_000, bonusNeedsDeposit: true });
    expect(text).toContain('You can withdraw now ₱0');
    expect(text).toContain('The bonus unlocks after your first deposit.');
    expect(text).toContain('Deposit now');
  });
});
