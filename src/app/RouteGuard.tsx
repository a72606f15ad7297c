import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loadActivityMap } from '../shared/activities/activities.ts';
import { loginPathFor } from '../shared/session/redirect.ts';
import { Spinner } from '../shared/ui/Spinner.tsx';
import { useAppStore } from '../store/index.ts';
import type { Guard } from './routes.ts';

type Verdict = 'allowed' | 'denied' | 'checking';

/**
 * A visitor may open an 'auth-activity' route when the activity is enabled and its
 * unloginShowStatus allows visitors (DESIGN §4); an unknown answer counts as "sign in first".
 */
function useVisitorMaySee(guard: Guard, signedIn: boolean, activityId: number | undefined): Verdict {
  const needsCheck = guard === 'auth-activity' && !signedIn && activityId !== undefined;
  const [answer, setAnswer] = useState<{ id: number; allowed: boolean } | null>(null);

  useEffect(() => {
    if (!needsCheck) return;
    let live = true;
    loadActivityMap(null).then(
      (map) => live && setAnswer({ id: activityId, allowed: Boolean(map[String(activityId)]?.unloginShowStatus) }),
      () => live && setAnswer({ id: activityId, allowed: false }),
    );
    return () => {
      live = false;
    };
  }, [needsCheck, activityId]);

  if (!needsCheck) return 'denied';
  if (answer?.id !== activityId) return 'checking';
  return answer.allowed ? 'allowed' : 'denied';
}

/**
 * DESIGN §4: without a token, 'auth' goes to /auth/login?redirect=<path> and sign-in comes back.
 * 'auth-activity' does the same unless the route's activity lets visitors see it.
 */
export function RouteGuard({ guard, activityId, children }: { guard: Guard; activityId?: number; children: ReactNode }) {
  const signedIn = useAppStore((s) => Boolean(s.token));
  const visitor = useVisitorMaySee(guard, signedIn, activityId);
  const verdict: Verdict = guard === 'none' || signedIn ? 'allowed' : visitor;
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (verdict !== 'denied') return;
    // Router updates commit in a transition, after the store's: when a sign-out has already sent the
    // browser elsewhere, this page is only on its way out and must not bounce the player to sign-in.
    if (window.location.pathname !== pathname) return;
    void navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  }, [verdict, pathname, search, navigate]);

  if (verdict === 'checking') return <Spinner />;
  return verdict === 'allowed' ? children : null;
}
