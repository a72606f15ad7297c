import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHDRAWAL_REASON_MAX, type ConsoleWithdrawalDeskRow } from '../../../../contract/ops/withdrawals.ts';
import { consoleI18n, initConsoleI18n } from '../../i18n.ts';
import { ApprovalCell, DepositsCell, DestinationCell, PlayerCell } from './DeskCells.tsx';
import { PLAYER_REASON_MAX } from './WithdrawalsPage.tsx';

beforeAll(() => {
  initConsoleI18n();
});

/** What an operator reads in a cell: its text, tags dropped. */
const text = (element: ReactElement) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: consoleI18n }, createElement(MemoryRouter, null, element)))
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ')
    .trim();

const row: ConsoleWithdrawalDeskRow = {
  id: 12,
  userId: 2,
  cardId: 1,
  amount: 2_500_000,
  fee: 0,
  status: 'pending',
  reason: '',
  createdAt: Date.UTC(2026, 10, 24, 16),
  decidedAt: null,
  decidedBy: null,
  account: 'juan26',
  kycName: 'Juan Dela Cruz',
  destination: { channel: 'maya', bankName: '', accountNo: '09181234567', accountName: 'Pedro Reyes', nameDiffers: true, sharedWith: [7, 9] },
  deposits: { count: 3, sum: 150_000, firstAt: Date.UTC(2026, 10, 1, 4), lastAt: Date.UTC(2026, 10, 20, 4), channels: [{ name: 'GCash', count: 2, sum: 100_000 }, { name: 'Maya', count: 1, sum: 50_000 }] },
  approval: { needsTwo: true, firstBy: 'ana', firstAt: Date.UTC(2026, 10, 25, 1) },
};

describe('the withdrawal desk: what a payout needs to be decided', () => {
  it('names the player and the name their identity was verified under, or says there is none', () => {
    expect(text(createElement(PlayerCell, { row }))).toBe('2 juan26 Verified as Juan Dela Cruz');
    expect(text(createElement(PlayerCell, { row: { ...row, kycName: null } }))).toContain('No verified identity');
  });

  it('shows where the money goes, flags an owner who is not the player and an account other players use', () => {
    const shown = text(createElement(DestinationCell, { row }));
    expect(shown).toContain('Maya 0918 123 4567');
    expect(shown).toContain('Owner: Pedro Reyes');
    expect(shown).toContain("The owner's name differs from the verified name");
    expect(shown).toContain('Also the payout account of 2 other players: 7 , 9');
    const clean = text(createElement(DestinationCell, { row: { ...row, destination: { ...row.destination, channel: 'bank', bankName: 'BDO Unibank', accountNo: '001234567890', nameDiffers: false, sharedWith: [] } } }));
    expect(clean).toBe('Bank account, BDO Unibank 001234567890 Owner: Pedro Reyes');
  });

  it("sums the player's paid deposits by channel, and flags a player who never paid one", () => {
    expect(text(createElement(DepositsCell, { row }))).toBe('3 paid, ₱1,500.00 2026-11-01 to 2026-11-20 GCash: 2 × (₱1,000.00) Maya: 1 × (₱500.00)');
    expect(text(createElement(DepositsCell, { row: { ...row, deposits: { count: 0, sum: 0, firstAt: null, lastAt: null, channels: [] } } }))).toBe('No paid deposit');
  });

  it('says a large payout needs two operators, who gave the first, and tells the first approver it is not theirs to give again', () => {
    expect(text(createElement(ApprovalCell, { row: { ...row, approval: { needsTwo: false, firstBy: null, firstAt: null } }, me: 'ana', limit: 2_000_000 }))).toBe('One approval pays it');
    const other = text(createElement(ApprovalCell, { row, me: 'ben', limit: 2_000_000 }));
    expect(other).toBe('Above ₱20,000.00: two operators Approved by ana (2026-11-25 09:00:00), waiting for a second operator');
    expect(text(createElement(ApprovalCell, { row, me: 'ana', limit: 2_000_000 }))).toContain('You gave the first approval: another finance or admin operator must give the second.');
  });

  it('a rejection asks for the reason the player reads, within the length the server takes', () => {
    expect(PLAYER_REASON_MAX).toBe(WITHDRAWAL_REASON_MAX);
    expect(consoleI18n.t('withdrawals.playerReason')).toBe('Reason for the player');
    expect(consoleI18n.t('withdrawals.rejectText', { player: 2, amount: '₱100.00', fee: '₱0.00' })).toContain('the player reads your reason in the app');
  });
});
