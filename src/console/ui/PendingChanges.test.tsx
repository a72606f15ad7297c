import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsolePendingChange } from '../../../contract/ops/index.ts';
import { consoleI18n, initConsoleI18n } from '../i18n.ts';
import { consoleSessionStore } from '../sessionStore.ts';
import { ChangeList } from './ChangeList.tsx';
import { PendingChanges } from './PendingChanges.tsx';

beforeAll(() => {
  initConsoleI18n();
});

const html = (element: ReactElement) => renderToStaticMarkup(createElement(I18nextProvider, { i18n: consoleI18n }, element));
const text = (element: ReactElement) =>
  html(element)
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const change: ConsolePendingChange = {
  id: 4,
  kind: 'config',
  target: 'withdrawConfig',
  value: { minAmount: 10_000, maxAmount: 6_000_000 },
  before: { minAmount: 10_000, maxAmount: 5_000_000 },
  reason: 'bigger payouts',
  proposedBy: 'ana',
  proposedAt: Date.UTC(2026, 10, 25, 1),
  status: 'pending',
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

describe('what an admin sees of a change waiting for a second admin', () => {
  it('only the changed field, old → new', () => {
    expect(text(createElement(ChangeList, { before: change.before, after: change.value }))).toBe('maxAmount : 5000000 → 6000000');
  });

  it('who proposed it, when and why; another admin may approve it, the proposer only reject it', () => {
    consoleSessionStore.start('token-ben', { name: 'ben', role: 'admin', mustChangePassword: false, mustEnrolTotp: false });
    const forBen = html(createElement(PendingChanges, { changes: [change], onDecided: () => {} }));
    expect(forBen.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')).toContain('Setting withdrawConfig Proposed by ana at 2026-11-25 09:00:00: bigger payouts');
    expect(forBen).not.toMatch(/<button[^>]*disabled[^>]*>Approve/);
    consoleSessionStore.start('token-ana', { name: 'ana', role: 'admin', mustChangePassword: false, mustEnrolTotp: false });
    const forAna = html(createElement(PendingChanges, { changes: [change], onDecided: () => {} }));
    expect(forAna).toContain('You proposed it: another admin must approve it.');
    expect(forAna).toMatch(/<button[^>]*disabled=""[^>]*aria-label="Approve: Setting withdrawConfig"/);
  });

  it('shows nothing when nothing waits', () => {
    expect(html(createElement(PendingChanges, { changes: [], onDecided: () => {} }))).toBe('');
  });
});
