import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../shared/session/redirect.ts';
import { useAppStore } from '../store/index.ts';
import type { Guard } from './routes.ts';

/**
 * DESIGN §4: without a token, 'auth' goes to /auth/login?redirect=<path> and sign-in comes back.
 * 'auth-activity' will let visitors see an activity whose unloginShowStatus allows it; until the
 * activity feature brings that flag, it behaves like 'auth'.
 */
export function RouteGuard({ guard, children }: { guard: Guard; children: ReactNode }) {
  const token = useAppStore((s) => s.token);
  const location = useLocation();
  if (guard === 'none' || token) return children;
  return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
}
