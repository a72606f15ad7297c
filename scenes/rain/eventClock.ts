/**
 * The rain's notion of "now" (pure): the event's time in ms since `startsAt` on the server's clock.
 * It moves with the engine's frame deltas (so the gallery's fixed steps are exact and 30/60/120 Hz
 * reach the same moment), and is aligned to the server's clock (`Date.now() + clockOffset`, read by
 * the scene) when the scene opens, when the model's timing changes, and every RESYNC_EVERY_MS of play:
 * the engine caps a long frame at 100 ms and stops while the page is hidden, so engine time alone
 * would fall behind the event after a stall or a trip to another app. A pinned clock (the gallery,
 * tests: `RainScene.seek`) never reads the wall clock again.
 */

/** How often a live clock compares itself with the server's clock. */
export const RESYNC_EVERY_MS = 1000;
/** Differences below this are frame jitter: left alone, so packets do not twitch. */
export const RESYNC_TOLERANCE_MS = 50;
/** After the end, the packets still falling fade out over this long; then the scene is still. */
export const END_FADE_MS = 600;

export type RainPhase = 'before' | 'raining' | 'fading' | 'over';

export class EventClock {
  /** ms since the event's start (negative before it). */
  eventMs = 0;
  private pinned = false;
  private sinceSync = 0;

  /** Aligns to the server's clock, unless pinned. */
  sync(serverNow: number, startsAt: number): void {
    if (this.pinned) return;
    this.eventMs = serverNow - startsAt;
    this.sinceSync = 0;
  }

  /** Jumps to an event time and stops following the wall clock (gallery, tests). */
  pin(eventMs: number): void {
    this.pinned = true;
    this.eventMs = eventMs;
  }

  get isPinned(): boolean {
    return this.pinned;
  }

  /** One frame; true when the scene should compare with the server's clock now (`resync`). */
  advance(deltaMs: number): boolean {
    this.eventMs += deltaMs;
    this.sinceSync += deltaMs;
    return !this.pinned && this.sinceSync >= RESYNC_EVERY_MS;
  }

  /** Corrects a drift larger than frame jitter (a stall, a hidden page). */
  resync(serverNow: number, startsAt: number): void {
    this.sinceSync = 0;
    if (this.pinned) return;
    const actual = serverNow - startsAt;
    if (Math.abs(actual - this.eventMs) > RESYNC_TOLERANCE_MS) this.eventMs = actual;
  }
}

/** Where the event is at `eventMs` (its duration is endsAt − startsAt). */
export function rainPhase(eventMs: number, durationMs: number): RainPhase {
  if (eventMs < 0) return 'before';
  if (eventMs < durationMs) return 'raining';
  return eventMs < durationMs + END_FADE_MS ? 'fading' : 'over';
}

/** The event is over on this clock (the scene reports it once: onRainEnded). */
export function rainEnded(eventMs: number, durationMs: number): boolean {
  return eventMs >= durationMs;
}

/** The time bar: the share of the event left, 1 before the start, 0 at and after the end. */
export function timeLeftShare(eventMs: number, durationMs: number): number {
  if (durationMs <= 0) return 0;
  return Math.min(1, Math.max(0, 1 - eventMs / durationMs));
}

/** Whole seconds left, rounded up (the figure beside the bar). */
export function secondsLeft(eventMs: number, durationMs: number): number {
  return Math.max(0, Math.ceil((durationMs - Math.max(0, eventMs)) / 1000));
}
