import { loadAppConfig, loadTheme } from '../shared/session/loaders.ts';
import { loadPlayer } from '../shared/session/session.ts';
import { applyCachedTheme } from '../shared/theme/applyTheme.ts';
import { useAppStore } from '../store/index.ts';
import { wireSession } from './sessionWiring.ts';

type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

/**
 * Start-up, before and beside the first render: theme (cached first, then fresh), public config,
 * and the player behind a saved token. None of it blocks the lobby from showing.
 */
export function bootstrap(navigate: Navigate): void {
  applyCachedTheme();
  wireSession(navigate);

  loadTheme().catch(() => {
    // The built-in dark theme in base.css stays.
  });
  loadAppConfig()
    .then((config) => {
      if (config.maintenance?.status && window.location.pathname !== '/maintenance') void navigate('/maintenance', { replace: true });
    })
    .catch(() => {
      // Forms fall back to their defaults; a stale token's 401 was handled by the client.
    });
  if (useAppStore.getState().token) {
    loadPlayer().catch(() => {
      // A 401 logs out (client hook); otherwise the balance shows as loading until the next focus.
    });
  }
}
