import type { ActivityEntry, ActivityStatus } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';

/**
 * Activities change when the operator edits them, not while a page is open: one answer per
 * session state (visitor or a given token) is enough, and guards and popups share it.
 */
const maps = new Map<string, Promise<Record<string, ActivityEntry>>>();
const statuses = new Map<string, Promise<ActivityStatus[]>>();

function cached<T>(cache: Map<string, Promise<T>>, token: string | null, load: () => Promise<T>): Promise<T> {
  const key = token ?? '';
  let pending = cache.get(key);
  if (!pending) {
    pending = load();
    cache.set(key, pending);
    // A failed answer is not remembered: the next page visit asks again.
    pending.catch(() => cache.delete(key));
  }
  return pending;
}

/** activityMap keyed by activity type: what a visitor (or this player) may see. */
export function loadActivityMap(token: string | null): Promise<Record<string, ActivityEntry>> {
  return cached(maps, token, async () => (await api('getActivityIds', {})).activityMap);
}

/** Enabled activities with their popup settings. */
export function loadActivityStatuses(token: string | null): Promise<ActivityStatus[]> {
  return cached(statuses, token, async () => (await api('activityGetStatusList', {})).list);
}
