import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { ForfeitDialog } from './ForfeitDialog.tsx';

beforeAll(() => {
  initI18n();
});

const text = (props: Omit<Parameters<typeof ForfeitDialog>[0], 'onConfirm' | 'onKeep'>) =>
  renderToStaticMarkup(createElement(ForfeitDialog, { ...props, onConfirm: () => undefined, onKeep: () => undefined }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('the forfeit confirmation', () => {
  it('names the withdrawal, the bonus balance given up and the bets that would unlock it, with both choices', () => {
    const shown = text({ amount: 10_000, terms: { bonus: 1_250, turnoverLeft: 50 } });
    expect(shown).toContain('Forfeit your bonus balance?');
    expect(shown).toContain('Withdrawing ₱100 now forfeits your ₱1,250 bonus balance');
    expect(shown).toContain('Bet ₱50 more in games first');
    expect(shown).toContain('Confirm forfeit');
    expect(shown).toContain('Keep playing');
  });

  it('leaves out the bets when none are left (the bonus waits only for a first deposit)', () => {
    expect(text({ amount: 10_000, terms: { bonus: 50, turnoverLeft: 0 } })).not.toContain('Bet ₱');
  });
});
