import { describe, expect, it } from 'vitest';
import { consoleRainEventInputSchema, type ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { emptyRainForm, eventBody, formFieldOf, formOfEvent, mostPerPlayer, shortHash, type RainForm } from './rainForm.ts';

/** 2026-12-08 20:00 in Manila is 12:00 UTC. */
const START = Date.UTC(2026, 11, 8, 12, 0);
const NOW = START - 3_600_000;
const typed: RainForm = { startsAt: '2026-12-08T20:00', durationSeconds: '60', packetCount: '500', budget: '1,000', perPlayerCap: '20', wagering: '1' };
const body = { startsAt: START, durationSeconds: 60, packetCount: 500, budget: 100_000, perPlayerCap: 20, wagering: 1 };

const event = (over: Partial<ConsoleRainEvent>): ConsoleRainEvent => ({
  ...body,
  eventId: 7,
  state: 'scheduled',
  endsAt: START + 60_000,
  packetsTaken: 0,
  paid: 0,
  players: 0,
  seedHash: 'a'.repeat(64),
  createdBy: 'ana',
  createdAt: NOW,
  ...over,
});

describe('the rain event form', () => {
  it('reads the start as Manila time and the budget in whole pesos, and sends what the contract takes', () => {
    const checked = eventBody(typed, { now: NOW, others: [] });
    expect(checked).toEqual({ body });
    expect(consoleRainEventInputSchema.safeParse(body).success).toBe(true);
    expect(formOfEvent(event({}))).toEqual({ ...typed, budget: '1000' });
    expect(emptyRainForm()).toMatchObject({ startsAt: '', budget: '' });
  });

  it('asks for a start still to come', () => {
    expect(eventBody({ ...typed, startsAt: '' }, { now: NOW, others: [] })).toEqual({ refusal: { field: 'startsAt', key: 'form.startMissing' } });
    expect(eventBody(typed, { now: START, others: [] })).toEqual({ refusal: { field: 'startsAt', key: 'form.startPast' } });
  });

  it('names each field outside RAIN_LIMITS, as the contract refuses them', () => {
    const cases: [Partial<RainForm>, string, Record<string, number>][] = [
      [{ durationSeconds: '9' }, 'durationSeconds', { min: 10, max: 600 }],
      [{ durationSeconds: '601' }, 'durationSeconds', { min: 10, max: 600 }],
      [{ packetCount: '0' }, 'packetCount', { min: 1, max: 100_000 }],
      [{ packetCount: '100001' }, 'packetCount', { min: 1, max: 100_000 }],
      [{ budget: '0' }, 'budget', { min: 1, max: 10_000_000 }],
      [{ budget: '10.50' }, 'budget', { min: 1, max: 10_000_000 }],
      [{ perPlayerCap: '1001' }, 'perPlayerCap', { min: 1, max: 1000 }],
      [{ wagering: '11' }, 'wagering', { min: 0, max: 10 }],
    ];
    for (const [change, field, params] of cases) expect(eventBody({ ...typed, ...change }, { now: NOW, others: [] }), field).toEqual({ refusal: { field, key: 'form.between', params } });
    // The edges the form takes, the contract takes too.
    for (const change of [{ durationSeconds: '10', packetCount: '1', budget: '1', perPlayerCap: '1', wagering: '0' }, { durationSeconds: '600', packetCount: '100000', budget: '10000000', perPlayerCap: '1000', wagering: '10' }]) {
      const checked = eventBody({ ...typed, ...change }, { now: NOW, others: [] });
      expect(consoleRainEventInputSchema.safeParse((checked as { body: unknown }).body).success).toBe(true);
    }
  });

  it('refuses a budget under a centavo a packet (9505)', () => {
    expect(eventBody({ ...typed, packetCount: '101', budget: '1' }, { now: NOW, others: [] })).toEqual({ refusal: { field: 'budget', key: 'form.budgetPerPacket', params: { packets: 101, min: 2 } } });
    expect(eventBody({ ...typed, packetCount: '100', budget: '1' }, { now: NOW, others: [] })).toMatchObject({ body: { budget: 100, packetCount: 100 } });
  });

  it('refuses an overlap with a listed rain that still holds its time (9505), not with itself or a cancelled one', () => {
    const other = event({ eventId: 3, startsAt: START + 30_000, endsAt: START + 90_000 });
    expect(eventBody(typed, { now: NOW, others: [other] })).toEqual({ refusal: { field: 'startsAt', key: 'form.overlap', params: { id: 3 } } });
    expect(eventBody(typed, { now: NOW, others: [{ ...other, state: 'cancelled' }] })).toMatchObject({ body });
    expect(eventBody(typed, { now: NOW, others: [other], editing: 3 })).toMatchObject({ body });
    // Back to back is no overlap.
    expect(eventBody(typed, { now: NOW, others: [event({ eventId: 4, startsAt: START + 60_000, endsAt: START + 120_000 })] })).toMatchObject({ body });
  });

  it("puts the server's refusals at the form's fields, and sums up the rain", () => {
    expect(formFieldOf('budget')).toBe('budget');
    expect(formFieldOf('eventId')).toBeNull();
    expect(mostPerPlayer(1000, 10)).toBe(80);
    expect(mostPerPlayer(20, 60)).toBe(20);
    expect(shortHash('0123456789abcdef')).toBe('0123456789ab…');
  });
});
