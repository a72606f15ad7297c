import { LIVE_PING_SECONDS, type LiveRewardState } from '../../contract/calls/shows.ts';

/**
 * The arithmetic of watching (docs/shows.md "Counting"), pure. A visible page pings every
 * LIVE_PING_SECONDS; each ping credits the time since the last credited one, but at most one interval:
 * - sooner than MIN_GAP_MS after it: nothing (a page, a tab or a bot pinging faster gains nothing, and
 *   the last ping stays where it was, so the next proper ping still credits one interval);
 * - later than MAX_GAP_MS: nothing, the count restarts from this ping (the page was hidden or closed:
 *   a hidden page sends no pings, and the gap must not be credited);
 * - otherwise the gap, at most one interval, and never past the show's length.
 */
export const MIN_GAP_MS = (LIVE_PING_SECONDS - 5) * 1000;
export const MAX_GAP_MS = LIVE_PING_SECONDS * 3 * 1000;

export interface PingOutcome {
  /** Seconds credited by this ping. */
  credited: number;
  /** Whether the last credited ping moves to this one. */
  moveLast: boolean;
}

export function creditFor(lastPingAt: number, now: number, watchedSeconds: number, showSeconds: number): PingOutcome {
  const gap = now - lastPingAt;
  if (gap < MIN_GAP_MS) return { credited: 0, moveLast: false };
  if (gap > MAX_GAP_MS) return { credited: 0, moveLast: true };
  const credited = Math.max(0, Math.min(Math.floor(gap / 1000), LIVE_PING_SECONDS, showSeconds - watchedSeconds));
  return { credited, moveLast: true };
}

export function rewardStateOf(show: { rewardMinutes: number; rewardCoin: number }, watch: { watchedSeconds: number; grantId: number | null } | undefined): LiveRewardState {
  if (show.rewardMinutes === 0 || show.rewardCoin === 0) return 'none';
  if (watch?.grantId != null) return 'claimed';
  return (watch?.watchedSeconds ?? 0) >= show.rewardMinutes * 60 ? 'ready' : 'watching';
}
