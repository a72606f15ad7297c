import { bootBuildId, createBuildCheck, fetchBuildId, watchBuild } from './buildWatch.ts';
import { reloadOnPreloadError } from './chunkReload.ts';
import { registerServiceWorker } from './serviceWorker.ts';

/**
 * Keeps an open tab on the deployed build (spec §4): polls build.json, reloads once on a chunk load
 * error, and follows service-worker updates. Production builds only: the dev server has no build id.
 */
export function startPwa(): void {
  reloadOnPreloadError();
  const bootId = bootBuildId();
  if (!bootId) return;
  const check = createBuildCheck({ bootId, fetchBuildId, reload: () => window.location.reload(), storage: window.sessionStorage });
  watchBuild(check);
  registerServiceWorker(() => void check());
}
