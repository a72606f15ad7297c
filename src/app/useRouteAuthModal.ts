import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { savedAccount } from '../shared/session/savedCredentials.ts';
import { safeRedirect } from '../shared/session/redirect.ts';
import { useAppStore } from '../store/index.ts';
import type { RouteHandle } from './routes.ts';

/**
 * Deep links to /auth/login, /auth/register… open their modal over the lobby. A signed-in player
 * has nothing to do there and goes on to the redirect target (or home).
 */
export function useRouteAuthModal(authModal: RouteHandle['authModal']): void {
  const location = useLocation();
  const navigate = useNavigate();
  const signedIn = useAppStore((s) => Boolean(s.token));
  const kind = authModal?.kind;
  const routeTab = authModal?.loginTab;

  useEffect(() => {
    if (!kind) return;
    if (signedIn) {
      void navigate(safeRedirect(location.search) ?? '/', { replace: true });
      return;
    }
    const query = new URLSearchParams(location.search);
    const loginTab = routeTab ?? (query.get('type') === 'account' ? 'account' : 'phone');
    useAppStore.getState().openAuthModal({ kind, loginTab, account: loginTab === 'account' ? (savedAccount() ?? undefined) : undefined });
  }, [kind, routeTab, signedIn, location.search, navigate]);
}
