import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleI18n, initConsoleI18n } from '../../i18n.ts';
import { ScheduleDays } from './RainScheduleSection.tsx';

beforeAll(async () => {
  initConsoleI18n();
  await import('./rainTexts.ts');
});

const at = (day: string, time: string) => Date.parse(`${day}T${time}:00+08:00`);
const slot = (day: string, time: string) => ({ time, startsAt: at(day, time), endsAt: at(day, time) + 60_000 });
const view: ConsoleCallResult<'consoleRainSchedule'> = {
  errcode: 0,
  msg: 'ok',
  config: {
    enabled: true,
    slots: [
      { time: '09:00', durationSeconds: 60, packetCount: 1_000, budget: 500_00, perPlayerCap: 20, wagering: 1 },
      { time: '20:00', durationSeconds: 120, packetCount: 200, budget: 100_00, perPlayerCap: 5, wagering: 0 },
    ],
  },
  days: [
    {
      day: '2026-12-08',
      slots: [
        { ...slot('2026-12-08', '09:00'), outcome: 'past', eventId: null, state: null },
        { ...slot('2026-12-08', '20:00'), outcome: 'overlaps', eventId: 7, state: 'scheduled' },
      ],
    },
    {
      day: '2026-12-09',
      slots: [
        { ...slot('2026-12-09', '09:00'), outcome: 'event', eventId: 12, state: 'cancelled' },
        { ...slot('2026-12-09', '20:00'), outcome: 'event', eventId: 13, state: 'scheduled' },
      ],
    },
  ],
  updatedAt: at('2026-12-08', '08:00'),
  updatedBy: 'ana',
};

const text = () =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: consoleI18n }, createElement(ScheduleDays, { view })))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe("the daily schedule's days in the console", () => {
  it("shows each slot's terms and what it made today and tomorrow, or why not", () => {
    expect(text()).toBe(
      [
        'Today, 2026-12-08 Time Rain This day',
        '09:00 60 s, 1,000 packets, ₱500.00, at most 20 each, wagering 1× Not made: its time had passed',
        '20:00 120 s, 200 packets, ₱100.00, at most 5 each, wagering 0× Skipped: overlaps rain 7',
        'Tomorrow, 2026-12-09 Time Rain This day',
        '09:00 60 s, 1,000 packets, ₱500.00, at most 20 each, wagering 1× Rain 12: Cancelled',
        '20:00 120 s, 200 packets, ₱100.00, at most 5 each, wagering 0× Rain 13: Scheduled',
      ].join(' '),
    );
  });
});
