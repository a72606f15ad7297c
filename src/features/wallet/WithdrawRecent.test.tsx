import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { WithdrawRecent } from './WithdrawRecent.tsx';

beforeAll(() => {
  initI18n();
});

const row = (id: number, status: string, reason = '') => ({ id, cardId: 1, amount: 10_000, fee: 0, status, reason, createdAt: Date.UTC(2026, 11, 6, 8) });
const text = (recent: Parameters<typeof WithdrawRecent>[0]['recent']) =>
  renderToStaticMarkup(createElement(WithdrawRecent, { recent }))
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

describe('the latest withdrawals', () => {
  it("shows a refused withdrawal's reason beside its status", () => {
    const shown = text([row(3, 'rejected', "The account name doesn't match")]);
    expect(shown).toContain("Returned to balance Reason: The account name doesn't match");
  });

  it('shows no reason line for one without a reason, nor for a paid or pending one', () => {
    const shown = text([row(3, 'rejected'), row(2, 'paid'), row(1, 'pending')]);
    expect(shown).toContain('Returned to balance');
    expect(shown).toContain('Paid');
    expect(shown).toContain('Processing');
    expect(shown).not.toContain('Reason:');
  });

  it('says when there are none', () => {
    expect(text([])).toContain('No withdrawals yet.');
  });
});
