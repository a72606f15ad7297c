import { describe, expect, it } from 'vitest';
import { emptyTournamentForm, formFieldOf, tournamentBody } from './tournamentForm.ts';

const NOW = Date.parse('2026-12-08T00:00:00Z');
const form = { ...emptyTournamentForm(), startsAt: '2026-12-08T20:00', gameIds: [101], prizes: '500, 300, 100', minBet: '2', durationMinutes: '120' };

describe('the slot tournament form', () => {
  it('converts pesos and minutes to the call body, the start in Manila time', () => {
    const start = Date.parse('2026-12-08T12:00:00Z');
    expect(tournamentBody(form, { now: NOW, others: [] })).toEqual({ body: { startsAt: start, endsAt: start + 120 * 60_000, measure: 'multiplier', gameIds: [101], minBet: 200, prizes: [50_000, 30_000, 10_000], wagering: 1 } });
  });
  it('refuses what the server would: a past start, no slot, a prize above the one before, an overlap', () => {
    expect(tournamentBody({ ...form, startsAt: '2026-12-07T20:00' }, { now: NOW, others: [] })).toEqual({ refusal: { field: 'startsAt', key: 'form.startPast' } });
    expect(tournamentBody({ ...form, gameIds: [] }, { now: NOW, others: [] })).toEqual({ refusal: { field: 'gameIds', key: 'form.gamesMissing' } });
    expect(tournamentBody({ ...form, prizes: '100 500' }, { now: NOW, others: [] })).toEqual({ refusal: { field: 'prizes', key: 'form.prizesRising', params: { place: 2 } } });
    const other = { tournamentId: 7, startsAt: Date.parse('2026-12-08T12:30:00Z'), endsAt: Date.parse('2026-12-08T13:00:00Z'), state: 'scheduled' as const };
    expect(tournamentBody(form, { now: NOW, others: [other] })).toEqual({ refusal: { field: 'startsAt', key: 'form.overlap', params: { id: 7 } } });
    expect(formFieldOf('prizes.2')).toBe('prizes');
    expect(formFieldOf('endsAt')).toBe('durationMinutes');
  });
});
