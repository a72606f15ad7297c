import type { RainEvent } from '../../../contract/calls/rain.ts';

/**
 * Rain events on the server's clock (docs/rain.md, Client). The page and the overlay read time as
 * `Date.now() + offset`, the offset taken from the config's `serverTime` when it arrived: a phone
 * whose clock is minutes off still counts down to the server's start.
 */
export type RainPhase = 'upcoming' | 'open' | 'ended' | 'cancelled';

/** serverTime − the device's clock when the answer came. */
export const clockOffset = (serverTime: number, receivedAt: number = Date.now()) => serverTime - receivedAt;

/** Where an event is now, by its state and its times (a scheduled event whose start has passed is open). */
export function phaseOf(event: Pick<RainEvent, 'state' | 'startsAt' | 'endsAt'>, serverNow: number): RainPhase {
  if (event.state === 'cancelled') return 'cancelled';
  if (event.state === 'ended' || serverNow >= event.endsAt) return 'ended';
  if (event.state === 'open' || serverNow >= event.startsAt) return 'open';
  return 'upcoming';
}

/** The player may still take packets: it is falling, packets remain and the player's cap is not reached. */
export const joinable = (event: RainEvent, serverNow: number) => phaseOf(event, serverNow) === 'open' && event.packetsLeft > 0 && event.claimed < event.perPlayerCap;

/** The event to offer now (the open one), if any. */
export const openEvent = (events: readonly RainEvent[], serverNow: number) => events.find((event) => joinable(event, serverNow)) ?? null;

/** When something next changes on its own (an event opens or ends), on the server's clock; null when nothing will. */
export function nextChange(events: readonly RainEvent[], serverNow: number): number | null {
  const moments = events.flatMap((event) => (event.state === 'cancelled' ? [] : [event.startsAt, event.endsAt])).filter((at) => at > serverNow);
  return moments.length > 0 ? Math.min(...moments) : null;
}

/** 3725000 ms → "1:02:05", 65000 → "1:05", never negative. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/**
 * A live broadcast (`{ type: 'rain', eventId, state, startsAt, endsAt }`) applied to the list: an event
 * we know changes its state and times; an unknown one answers null (read the config again for its counts).
 */
export function applyBroadcast(events: readonly RainEvent[], update: Pick<RainEvent, 'eventId' | 'state' | 'startsAt' | 'endsAt'>): RainEvent[] | null {
  if (!events.some((event) => event.eventId === update.eventId)) return null;
  return events.map((event) => (event.eventId === update.eventId ? { ...event, state: update.state, startsAt: update.startsAt, endsAt: update.endsAt } : event));
}
