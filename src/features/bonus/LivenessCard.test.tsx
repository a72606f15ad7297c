import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n.ts';
import '../../shared/rewards/i18n.ts';
import { LivenessCard } from './LivenessCard.tsx';
import type { Board, Claim } from './TaskBoard.tsx';

beforeAll(() => {
  initI18n();
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&#x27;/g, "'").replace(/\s+/g, ' ');
const chest = (id: number, period: 'day' | 'week', liveness: number, status: 'claimable' | 'claimed' | 'locked', needsDeposit = true) => ({
  id,
  period,
  liveness,
  items: [{ propId: 2001, count: 1000 }],
  status,
  needsDeposit,
});
const board: Board = {
  errcode: 0,
  msg: 'ok',
  running: true,
  tasks: [],
  chests: [chest(1, 'day', 20, 'claimed', false), chest(2, 'day', 100, 'locked'), chest(11, 'week', 200, 'claimable')],
  liveness: { day: 45, week: 250 },
  hasDeposit: false,
  dayEndsAt: 0,
  weekEndsAt: 0,
};
const claim = { busy: null, failure: null, run: async () => true, clearFailure: () => undefined } as unknown as Claim;

describe('LivenessCard', () => {
  it("shows today's and this week's points against their chests, each chest's state, and the deposit a coin chest needs", () => {
    const html = renderToStaticMarkup(createElement(LivenessCard, { board, claim, onClaim: () => undefined, failure: null }));
    const plain = text(html);
    expect(plain).toContain("Today's activity points 45 of 100");
    expect(plain).toContain("This week's activity points 250 of 250"); // past the last chest: the bar ends at the points reached
    expect(plain).toContain('20 points ₱10 Claimed');
    expect(plain).toContain('100 points ₱10 Not yet');
    expect(html).toContain('aria-label="Claim: 200 points"');
    // One note for the coin chests a player without a deposit cannot open yet.
    expect(html.match(/open after your first deposit/g)).toHaveLength(1);
    expect(html).toContain('aria-valuenow="45"');
    expect(html).toContain('left:20%');
  });
});
