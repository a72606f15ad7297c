import { BUILD_META } from './buildMeta.ts';

export const BUILD_POLL_MS = 5 * 60_000;
/** The build id the last update reload was for: if the reload still boots an older build, do not loop. */
const RELOADED_FOR = 'swerte.reloadedForBuild';

/** The id stamped into index.html at build time; empty in development. */
export function bootBuildId(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_META}"]`)?.content ?? '';
}

export async function fetchBuildId(): Promise<string | null> {
  try {
    const res = await fetch('/build.json', { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { buildId?: unknown };
    return typeof body.buildId === 'string' ? body.buildId : null;
  } catch {
    return null; // Offline or mid-deploy: try again at the next poll.
  }
}

export interface BuildWatchDeps {
  bootId: string;
  fetchBuildId: () => Promise<string | null>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
}

/** Reloads when the server has a build other than the one this page booted; once per new build id. */
export function createBuildCheck(deps: BuildWatchDeps): () => Promise<boolean> {
  let reloading = false;
  return async () => {
    if (reloading || !deps.bootId) return false;
    const current = await deps.fetchBuildId();
    if (!current || current === deps.bootId) return false;
    try {
      if (deps.storage.getItem(RELOADED_FOR) === current) return false;
      deps.storage.setItem(RELOADED_FOR, current);
    } catch {
      return false; // No loop guard without storage; the next visit loads the new build anyway.
    }
    reloading = true;
    deps.reload();
    return true;
  };
}

/** Checks every 5 minutes and whenever the page becomes visible again (a phone unlocked, a tab switched back). */
export function watchBuild(check: () => Promise<boolean>, doc: Document = document): void {
  setInterval(() => void check(), BUILD_POLL_MS);
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'visible') void check();
  });
}
