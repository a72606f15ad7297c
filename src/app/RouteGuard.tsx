import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../shared/session/redirect.ts';
import { useAppStore } from '../store/index.ts';
import type { Guard } from './routes.ts';

/**
 * DESIGN §4: without a token, 'auth' goes to /auth/login?redirect=<path> and sign-in comes back.
 * 'auth-activity' will let visitors see an activity whose unloginShowStatus allows it; until the
 * activity feature brings that flag, it behaves like 'auth'.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const allowed = useAppStore((s) => guard === 'none' || Boolean(s.token));
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    // Router updates commit in a transition, after the store's: when a sign-out has already sent the
    // browser elsewhere, this page is only on its way out and must not bounce the player to sign-in.
    if (window.location.pathname !== pathname) return;
    void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [allowed, pathname, search, navigate]);

  return allowed ? children : null;
}
