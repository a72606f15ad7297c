import { describe, expect, it } from 'vitest';
import { manilaDateTimeToMs } from '../fairness/fairnessForm.ts';
import { emptyPkForm, formFieldOf, formOfRound, roundBody, type PkForm } from './pkForm.ts';

const START = '2026-12-20T20:00';
const startMs = manilaDateTimeToMs(START)!;
const form = (over: Partial<PkForm> = {}): PkForm => ({ ...emptyPkForm(), startsAt: START, pool: '1000', capPerPlayer: '100', ...over });

describe('the red-versus-blue round form', () => {
  it('turns the typed fields into the call body (minutes to seconds, pesos to hundredths)', () => {
    expect(roundBody(form(), { now: 0, others: [] })).toEqual({
      body: { startsAt: startMs, durationSeconds: 3600, settleDelaySeconds: 300, pool: 1000_00, capPerPlayer: 100_00, tieRule: 'split', wagering: 1 },
    });
  });

  it('refuses what the server refuses, at the field', () => {
    expect(roundBody(form({ startsAt: '' }), { now: 0, others: [] })).toEqual({ refusal: { field: 'startsAt', key: 'form.startMissing' } });
    expect(roundBody(form(), { now: startMs, others: [] })).toEqual({ refusal: { field: 'startsAt', key: 'form.startPast' } });
    expect(roundBody(form({ capPerPlayer: '1001' }), { now: 0, others: [] })).toEqual({ refusal: { field: 'capPerPlayer', key: 'form.between', params: { min: 1, max: 1000 } } });
    expect(roundBody(form({ durationMinutes: '0' }), { now: 0, others: [] })).toMatchObject({ refusal: { field: 'durationMinutes' } });
    const other = { roundId: 4, startsAt: startMs + 30 * 60_000, endsAt: startMs + 90 * 60_000, state: 'scheduled' as const };
    expect(roundBody(form(), { now: 0, others: [other] })).toEqual({ refusal: { field: 'startsAt', key: 'form.overlap', params: { id: 4 } } });
    expect(roundBody(form(), { now: 0, others: [other], editing: 4 })).toHaveProperty('body');
    expect(roundBody(form(), { now: 0, others: [{ ...other, state: 'cancelled' }] })).toHaveProperty('body');
  });

  it("reads a round back into the form; the server's field names map to the form's", () => {
    const round = { roundId: 1, startsAt: startMs, endsAt: startMs + 7_200_000, settlesAt: startMs + 7_200_000, pool: 500_00, capPerPlayer: 50_00, tieRule: 'none' as const, wagering: 0 };
    expect(formOfRound(round as Parameters<typeof formOfRound>[0])).toEqual({ startsAt: START, durationMinutes: '120', settleDelayMinutes: '0', pool: '500', capPerPlayer: '50', tieRule: 'none', wagering: '0' });
    expect(formFieldOf('durationSeconds')).toBe('durationMinutes');
    expect(formFieldOf('capPerPlayer')).toBe('capPerPlayer');
    expect(formFieldOf('other')).toBeNull();
  });
});
