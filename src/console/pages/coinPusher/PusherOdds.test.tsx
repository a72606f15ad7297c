import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleI18n, initConsoleI18n } from '../../i18n.ts';
import { PusherOdds } from './PusherOdds.tsx';
import type { PusherView } from './pusherForm.ts';

beforeAll(async () => {
  initConsoleI18n();
  await import('./pusherTexts.ts');
});

const view: PusherView = {
  errcode: 0,
  msg: 'ok',
  settings: { enabled: true, stakes: [100, 500, 1_000], lanes: 5, goldenWorth: 20 },
  prizes: [
    { id: 1, coins: 0, golden: false, weight: 6_000 },
    { id: 2, coins: 1, golden: false, weight: 3_000 },
    { id: 3, coins: 2, golden: true, weight: 1_000 },
    { id: 4, coins: 5, golden: false, weight: 0 },
  ],
  tableKey: 'pusher',
  tableVersion: 2,
  totalWeight: 10_000,
  rtpBasisPoints: 9_500,
  today: { drops: 0, staked: 0, paid: 0 },
  updatedAt: null,
};

const text = (v: PusherView) =>
  renderToStaticMarkup(createElement(I18nextProvider, { i18n: consoleI18n }, createElement(MemoryRouter, null, createElement(PusherOdds, { view: v }))))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("the coin pusher's odds, read only", () => {
  it('names each prize, what it pays in stakes and its chance, and the RTP of the table in force', () => {
    const shown = text(view);
    expect(shown).toContain('Table pusher, version 2, total weight 10,000.');
    expect(shown).toContain('Return to player of this table: 95.00%.');
    expect(shown).toContain('Nothing falls 0× the stake 6,000 60.00%');
    expect(shown).toContain('1 coin 1× the stake 3,000 30.00%');
    expect(shown).toContain('2 coins and the golden coin 22× the stake 1,000 10.00%');
    expect(shown).toContain('5 coins 5× the stake not in the table —');
  });

  it('says when no table is in force (the pusher does not run)', () => {
    const shown = text({ ...view, tableVersion: null });
    expect(shown).toContain('The table pusher has no version in force: the pusher does not run.');
    expect(shown).not.toContain('Return to player');
  });
});
