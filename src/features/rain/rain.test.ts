import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RainEvent } from '../../../contract/calls/rain.ts';
import { ApiError } from '../../api/ApiError.ts';
import { applyBroadcast, clockOffset, countdown, joinable, nextChange, openEvent, phaseOf } from './schedule.ts';
import { claimFailure, MAX_SEQ, TapCounter } from './taps.ts';

const event = (over: Partial<RainEvent> = {}): RainEvent => ({
  eventId: 1,
  startsAt: 10_000,
  endsAt: 40_000,
  state: 'scheduled',
  packetCount: 100,
  packetsLeft: 100,
  budget: 50_000,
  perPlayerCap: 5,
  claimed: 0,
  won: 0,
  seedHash: 'ab',
  seed: null,
  ...over,
});

describe('the rain schedule on the server clock', () => {
  it('counts down on the server time, whatever the phone clock says', () => {
    expect(clockOffset(1_000_000, 999_000)).toBe(1000);
    expect(countdown(65_000)).toBe('1:05');
    expect(countdown(3_725_000)).toBe('1:02:05');
    expect(countdown(-5)).toBe('0:00');
    expect(countdown(400)).toBe('0:01');
  });

  it('opens a scheduled event at its start and ends it at its end', () => {
    expect(phaseOf(event(), 9999)).toBe('upcoming');
    expect(phaseOf(event(), 10_000)).toBe('open');
    expect(phaseOf(event({ state: 'open' }), 5000)).toBe('open');
    expect(phaseOf(event({ state: 'open' }), 40_000)).toBe('ended');
    expect(phaseOf(event({ state: 'cancelled' }), 20_000)).toBe('cancelled');
  });

  it('offers only an open event with packets left and the player under the cap', () => {
    expect(joinable(event(), 20_000)).toBe(true);
    expect(joinable(event({ claimed: 5 }), 20_000)).toBe(false);
    expect(joinable(event({ packetsLeft: 0 }), 20_000)).toBe(false);
    const second = event({ eventId: 2, startsAt: 50_000, endsAt: 60_000 });
    expect(openEvent([event(), second], 55_000)?.eventId).toBe(2);
    expect(openEvent([event(), second], 45_000)).toBeNull();
    expect(nextChange([event(), second], 45_000)).toBe(50_000);
    expect(nextChange([event({ state: 'cancelled' })], 0)).toBeNull();
  });

  it('applies a live broadcast to a known event, and asks for the config for a new one', () => {
    const list = [event()];
    expect(applyBroadcast(list, { eventId: 1, state: 'open', startsAt: 10_000, endsAt: 40_000 })?.[0]).toMatchObject({ state: 'open', packetCount: 100 });
    expect(applyBroadcast(list, { eventId: 9, state: 'scheduled', startsAt: 1, endsAt: 2 })).toBeNull();
  });
});

describe("the player's tap numbers", () => {
  const items = new Map<string, string>();
  beforeEach(() => {
    items.clear();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('numbers taps 1, 2, 3… and a reload continues the numbering', () => {
    const counter = new TapCounter(4);
    expect([counter.take(), counter.take(), counter.take()]).toEqual([1, 2, 3]);
    expect(new TapCounter(4).take()).toBe(4);
    // Another event counts from 1.
    expect(new TapCounter(5).take()).toBe(1);
  });

  it('sends a number the server did not count again before a new one', () => {
    const counter = new TapCounter(4);
    counter.take();
    const lost = counter.take()!;
    counter.take();
    counter.giveBack(lost);
    // Survives a reload too.
    const reloaded = new TapCounter(4);
    expect(reloaded.take()).toBe(lost);
    expect(reloaded.take()).toBe(4);
  });

  it('starts after the packets the server says the player opened (a new tab)', () => {
    expect(new TapCounter(6, 3).take()).toBe(4);
  });

  it('stops at the contract’s largest number', () => {
    items.set('swerte.rain.seq.7', JSON.stringify({ next: MAX_SEQ + 1, retry: [] }));
    expect(new TapCounter(7).take()).toBeNull();
  });

  it('sorts failures: lost answers resend, 429 is silent, cap and all-taken close the rain', () => {
    expect(claimFailure(new ApiError('network', { errcode: -1, msg: 'errors.network' }))).toBe('lost');
    expect(claimFailure(new ApiError('server', { errcode: 500, msg: 'errors.internal' }))).toBe('lost');
    expect(claimFailure(new ApiError('server', { errcode: 429, msg: 'errors.tooMany' }))).toBe('uncounted');
    expect(claimFailure(new ApiError('server', { errcode: 9504, msg: 'errors.rain.seqOutOfOrder' }))).toBe('uncounted');
    expect(claimFailure(new ApiError('server', { errcode: 9502, msg: 'errors.rain.capReached' }))).toBe('closed');
    expect(claimFailure(new ApiError('server', { errcode: 9503, msg: 'errors.rain.allTaken' }))).toBe('closed');
    expect(claimFailure(new ApiError('server', { errcode: 5003, msg: 'errors.reward.needsDeposit' }))).toBe('refused');
  });
});
