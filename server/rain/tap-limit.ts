import { RAIN_LIMITS } from '../../contract/ops/rain.ts';

/**
 * The per-player tap rate (RAIN_LIMITS.tapsPerSecond, docs/rain.md "Claims"): a sliding second of
 * timestamps per player, in this process's memory. A tap past it is a 429 before the database is
 * touched, so a tapping bot costs nothing; a cluster of n processes allows at most n times the rate
 * (a player's taps usually reach one process, and money never depends on it: the cap and the
 * pre-allocated packets do). The map forgets players idle for a second and is cleared if it grows huge.
 */
export function tapLimiter(perSecond: number = RAIN_LIMITS.tapsPerSecond) {
  const taps = new Map<number, number[]>();
  return {
    /** Counts a tap at `now` (ms) and answers whether it is allowed. */
    allow(userId: number, now: number): boolean {
      if (taps.size > 50_000) {
        for (const [id, list] of taps) if (list.at(-1)! <= now - 1000) taps.delete(id);
        if (taps.size > 50_000) taps.clear();
      }
      // A clock moved back (tests, a test clock) leaves taps "in the future": they are dropped, not counted.
      const recent = (taps.get(userId) ?? []).filter((t) => t > now - 1000 && t <= now);
      if (recent.length >= perSecond) {
        taps.set(userId, recent);
        return false;
      }
      recent.push(now);
      taps.set(userId, recent);
      return true;
    },
  };
}
