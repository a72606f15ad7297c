import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { consoleI18n, initConsoleI18n } from '../../i18n.ts';
import { EventRow } from './RainEventRow.tsx';

beforeAll(async () => {
  initConsoleI18n();
  await import('./rainTexts.ts');
});

const event: ConsoleRainEvent = {
  eventId: 12,
  state: 'ended',
  // 2026-12-08 20:00 Manila.
  startsAt: Date.UTC(2026, 11, 8, 12, 0),
  endsAt: Date.UTC(2026, 11, 8, 12, 1),
  durationSeconds: 60,
  packetCount: 1_000,
  budget: 50_000,
  perPlayerCap: 20,
  wagering: 1,
  packetsTaken: 640,
  paid: 31_275,
  players: 48,
  seedHash: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  createdBy: 'ana',
  createdAt: Date.UTC(2026, 11, 7, 3, 0),
};

const html = (e: ConsoleRainEvent) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: consoleI18n }, createElement('table', null, createElement('tbody', null, createElement(EventRow, { event: e, onEdit() {}, onCancel() {} })))));
const text = (e: ConsoleRainEvent) => html(e).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('a rain in the console list', () => {
  it('shows its outcome: Manila start, taken of count, paid of budget, players, the short seed hash', () => {
    expect(text(event)).toBe('12 Ended 2026-12-08 20:00:00 by ana 60 s 640 of 1,000 ₱312.75 of ₱500.00 48 at most 20 packets, wagering 1× 9f86d081884c…');
    expect(html(event)).toContain(`title="${event.seedHash}"`);
    expect(html(event)).not.toContain('<button');
  });

  it('offers Edit and Cancel only while it is scheduled', () => {
    const shown = html({ ...event, state: 'scheduled', packetsTaken: 0, paid: 0, players: 0 });
    expect(shown).toContain('aria-label="Edit rain 12"');
    expect(shown).toContain('aria-label="Cancel rain 12"');
    for (const state of ['open', 'cancelled'] as const) expect(html({ ...event, state })).not.toContain('<button');
  });
});
