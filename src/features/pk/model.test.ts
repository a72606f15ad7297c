import { describe, expect, it } from 'vitest';
import type { PkRound } from '../../../contract/calls/pk.ts';
import { applyLive, countdown, nextChange, phaseOf, redShare } from './model.ts';

const round: PkRound = {
  roundId: 7,
  state: 'open',
  startsAt: 1000,
  endsAt: 2000,
  settlesAt: 3000,
  pool: 100_00,
  capPerPlayer: 10_00,
  tieRule: 'split',
  wagering: 1,
  red: { score: 0, players: 0 },
  blue: { score: 0, players: 0 },
  winner: null,
};

describe('red versus blue on the client', () => {
  it('splits the bar by score, even before anyone scores', () => {
    expect(redShare(0, 0)).toBe(50);
    expect(redShare(300, 100)).toBe(75);
    expect(redShare(1, 2)).toBe(33.3);
  });

  it('applies a live event to its own round only', () => {
    const event = { type: 'pk' as const, roundId: 7, state: 'open' as const, red: 500, blue: 200, redPlayers: 3, bluePlayers: 1, winner: null };
    expect(applyLive(round, event)).toMatchObject({ red: { score: 500, players: 3 }, blue: { score: 200, players: 1 } });
    expect(applyLive(round, { ...event, roundId: 8 })).toBeNull();
    expect(applyLive(null, event)).toBeNull();
  });

  it('reads the phase and the next change from the times', () => {
    expect(phaseOf(round, 500)).toBe('upcoming');
    expect(phaseOf(round, 1500)).toBe('open');
    expect(phaseOf(round, 2500)).toBe('settling');
    expect(phaseOf({ ...round, state: 'settled' }, 2500)).toBe('settled');
    expect(nextChange(round, 1500)).toBe(2000);
    expect(nextChange(round, 2500)).toBe(3000);
    expect(nextChange({ ...round, state: 'settled' }, 2500)).toBeNull();
    expect(countdown(61_000)).toBe('1:01');
    expect(countdown(90_061_000)).toBe('1d 1:01:01');
  });
});
