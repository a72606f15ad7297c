import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FairDraw } from '../../../contract/calls/fairness.ts';
import { initI18n } from '../../shared/i18n/i18n.ts';
import './i18n.ts';
import { DrawRow, type RowStatus } from './DrawRow.tsx';

beforeAll(() => {
  initI18n();
});

const HASH = 'b'.repeat(64);
const SEED = 'c'.repeat(64);
const slotDraw: FairDraw = { id: 1, tableKey: 'slot:101', tableVersion: 2, algorithm: 'hmac-sha256-v1', time: Date.UTC(2026, 11, 6, 13, 5), seedHash: HASH, clientSeed: 'my-seed', nonce: 4, cursor: 5, serverSeed: SEED, outcome: { stops: [3, 17, 9, 22, 5] }, win: 150_00, demo: false };
const jackpotDraw: FairDraw = { ...slotDraw, id: 2, tableKey: 'jackpot', tableVersion: 1, cursor: 2, serverSeed: null, outcome: { index: 3, pesos: 87 }, win: 87_00 };
const render = (draw: FairDraw, check: RowStatus) => renderToStaticMarkup(createElement(DrawRow, { draw, check, gameName: (id: number) => (id === 101 ? 'Jeepney Joyride' : undefined) }));
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();

describe('a draw on the Fairness page', () => {
  it('names its game, the table version it used, its seeds, nonce, outcome and win, and says it verified', () => {
    const shown = text(render(slotDraw, { status: 'verified' }));
    expect(shown).toContain('Jeepney Joyride');
    expect(shown).toContain('Verified');
    expect(shown).toContain('slot:101 v2');
    expect(shown).toContain('Client seed my-seed');
    expect(shown).toContain('Nonce 4');
    expect(shown).toContain('Reel stops 3 · 17 · 9 · 22 · 5');
    expect(shown).toContain('Win ₱150');
    expect(shown).toContain(`Server seed ${SEED}`);
  });

  it('says why a draw does not match', () => {
    const shown = text(render(slotDraw, { status: 'mismatch', reason: 'outcome' }));
    expect(shown).toContain('Does not match');
    expect(shown).toContain('The recomputed result is not the recorded one.');
  });

  it('asks for a rotation for a draw of the active seed, showing the hash instead of the secret', () => {
    const shown = text(render(jackpotDraw, { status: 'pending' }));
    expect(shown).toContain('Lucky Jackpot');
    expect(shown).toContain('Not yet revealed — rotate to verify');
    expect(shown).toContain('Cell 4, ₱87');
    expect(shown).toContain(`Server seed hash ${HASH}`);
    expect(shown).not.toContain(SEED);
  });

  it('names the single-table games by their table key, the invite spin too, and prints an unknown key as it is', () => {
    const named = (tableKey: string) => text(render({ ...jackpotDraw, tableKey }, { status: 'verified' }));
    expect(named('spin')).toContain('Spin wheel');
    expect(named('pusher')).toContain('Coin pusher');
    expect(named('invite_spin')).toContain('Invite spin');
    expect(named('invite_spin')).toContain('invite_spin v1');
    expect(named('scratch:2')).toContain('Scratch card');
    expect(named('__proto__')).toContain('__proto__');
  });
});
