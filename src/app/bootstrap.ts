import { track, wireEventLog } from '../shared/events/eventLog.ts';
import { startPresence } from '../shared/presence/presence.ts';
import { loadAppConfig, loadTheme } from '../shared/session/loaders.ts';
import { loadPlayer } from '../shared/session/session.ts';
import { applyCachedTheme } from '../shared/theme/applyTheme.ts';
import { previewThemeFromUrl } from '../shared/theme/previewTheme.ts';
import { useAppStore } from '../store/index.ts';
import type { AppRouter } from './router.tsx';
import { goToMaintenance, wireSession } from './sessionWiring.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/** One page_view per path the player lands on (query changes on the same page are not a new view). */
function trackPageViews(router: AppRouter): void {
  let last = router.state.location.pathname;
  track('page_view', { path: last });
  router.subscribe(({ location }) => {
    if (location.pathname === last) return;
    last = location.pathname;
    track('page_view', { path: last });
  });
}

/**
 * Maintenance from config (spec §8): checked when config first loads and whenever it reloads (the
 * maintenance page's retry reloads it), by watching the store rather than each caller.
 */
function watchMaintenance(navigate: Navigate): void {
  useAppStore.subscribe((state, previous) => {
    if (state.appConfig !== previous.appConfig && state.appConfig?.maintenance?.status) goToMaintenance(navigate);
  });
}

/**
 * Start-up, before and beside the first render: theme (cached first, then fresh, or a preview),
 * public config, the player behind a saved token, presence and the event log. None of it blocks
 * the lobby from showing.
 */
export function bootstrap(router: AppRouter, navigate: Navigate): void {
  applyCachedTheme();
  wireSession(navigate);
  wireEventLog();
  watchMaintenance(navigate);
  trackPageViews(router);

  // One call per task: starting a request is not free on a slow phone, and the first page is still
  // being drawn beside these.
  const calls: (() => void)[] = [
    () =>
      void loadAppConfig().catch(() => {
        // Forms fall back to their defaults; a stale token's 401 was handled by the client.
      }),
    () => {
      if (!useAppStore.getState().token) return;
      loadPlayer().catch(() => {
        // A 401 logs out (client hook); otherwise the balance shows as loading until the next focus.
      });
    },
    () =>
      void loadTheme().catch(() => {
        // The built-in dark theme in base.css stays.
      }),
    () =>
      void previewThemeFromUrl(window.location.search).catch(() => {
        // An unknown theme id: the saved theme stays.
      }),
    startPresence,
  ];
  const next = () => {
    calls.shift()?.();
    if (calls.length > 0) setTimeout(next, 0);
  };
  next();
}
