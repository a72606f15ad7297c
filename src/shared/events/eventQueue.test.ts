import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientEvent } from '../../../contract/calls/events.ts';
import { EventQueue } from './eventQueue.ts';

const event = (n: number): ClientEvent => ({ name: `e${n}`, time: n });
const names = (batch: ClientEvent[]) => batch.map((e) => e.name);

let sent: ClientEvent[][];
let beacons: ClientEvent[][];
let send: ReturnType<typeof vi.fn<(batch: ClientEvent[]) => Promise<unknown>>>;
let beacon: ReturnType<typeof vi.fn<(batch: ClientEvent[]) => boolean>>;

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  beacons = [];
  send = vi.fn(async (batch: ClientEvent[]) => {
    sent.push(batch);
  });
  beacon = vi.fn((batch: ClientEvent[]) => {
    beacons.push(batch);
    return true;
  });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('EventQueue', () => {
  it('sends a full batch of 20 at once and the rest when the 2 s timer fires', async () => {
    const queue = new EventQueue({ send, beacon });
    for (let n = 1; n <= 21; n += 1) queue.push(event(n));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toHaveLength(20);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map(names)).toEqual([Array.from({ length: 20 }, (_, i) => `e${i + 1}`), ['e21']]);
  });

  it('flushes a lone event after 2 s, not before', async () => {
    const queue = new EventQueue({ send, beacon });
    queue.push(event(1));
    await vi.advanceTimersByTimeAsync(1500);
    expect(send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(500);
    expect(sent.map(names)).toEqual([['e1']]);
  });

  it('puts a failed batch back in front and sends it, in order, on the next flush', async () => {
    send.mockRejectedValueOnce(new Error('offline'));
    const queue = new EventQueue({ send, beacon });
    queue.push(event(1));
    queue.push(event(2));
    await vi.advanceTimersByTimeAsync(2000);
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(2);
    queue.push(event(3));
    await vi.advanceTimersByTimeAsync(2000);
    expect(sent.map(names)).toEqual([['e1', 'e2', 'e3']]);
    expect(queue.size).toBe(0);
  });

  it('keeps at most maxQueued events while sends fail, dropping the oldest', async () => {
    send.mockRejectedValue(new Error('offline'));
    const queue = new EventQueue({ send, beacon, maxQueued: 30 });
    for (let n = 1; n <= 45; n += 1) queue.push(event(n));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(queue.size).toBe(30);
    send.mockImplementation(async (batch: ClientEvent[]) => {
      sent.push(batch);
    });
    await vi.advanceTimersByTimeAsync(4000);
    expect(sent.flat().map((e) => e.name)).toEqual(Array.from({ length: 30 }, (_, i) => `e${i + 16}`));
  });

  it('hands everything to beacons of at most 20 when the page hides, and cancels the timer', async () => {
    const queue = new EventQueue({ send, beacon });
    for (let n = 1; n <= 19; n += 1) queue.push(event(n));
    queue.flushByBeacon();
    expect(beacons.map((b) => b.length)).toEqual([19]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(send).not.toHaveBeenCalled();
  });

  it('keeps events a refused beacon did not take', () => {
    beacon.mockReturnValue(false);
    const queue = new EventQueue({ send, beacon });
    queue.push(event(1));
    queue.flushByBeacon();
    expect(queue.size).toBe(1);
  });
});
