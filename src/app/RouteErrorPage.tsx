import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../api/ApiError.ts';
import { NotFound } from '../features/errors/NotFound.tsx';
import { ServerError } from '../features/errors/ServerError.tsx';
import { Button } from '../shared/ui/Button.tsx';
import { useStaticShellHandOff } from '../shared/platform/staticShell.ts';
import { StatusPage, StatusPath } from '../shared/ui/StatusPage.tsx';
import { useTitleOverride } from '../shared/pageTitle.ts';
import { shouldReloadForChunkError } from './pwa/chunkReload.ts';

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Loading chunk|module script/i;

/**
 * Shown when a route throws, inside the layout (the top bar stays). A route validation failure is the
 * normal not-found page with the path (spec §8); another status its status page; anything
 * else is the error-500 page, with the request id when the server gave one. A missing
 * page chunk means a new build was deployed under an open tab (spec §4): reload once to pick it up,
 * never in a loop.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
  const navigate = useNavigate();
  const routeStatus = isRouteErrorResponse(error) ? error.status : null;
  useTitleOverride(routeStatus === 404 ? 'common:titles.notFound' : 'common:routeError.title');
  // The root route's error element replaces the layout, so it takes the static shell away instead.
  useStaticShellHandOff();

  useEffect(() => {
    // The same once-per-window guard as the vite:preloadError handler, so the two never loop.
    if (isChunkError && shouldReloadForChunkError(window.sessionStorage)) window.location.reload();
  }, [isChunkError]);

  // A route validation failure: the same page as an unknown path (spec §8).
  if (routeStatus === 404) return <NotFound />;
  if (routeStatus !== null) {
    // Another status a route's validation supplied.
    return (
      <StatusPage
        code={routeStatus}
        title={t('routeError.title')}
        actions={
          <Button variant="ghost" onClick={() => window.location.assign('/')}>
            {t('actions.goHome')}
          </Button>
        }
      >
        <p>
          {t('notFound.pathLabel')} <StatusPath>{location.pathname}</StatusPath>
        </p>
      </StatusPage>
    );
  }
  const requestId = error instanceof ApiError ? error.requestId : undefined;
  // Retry renders the same route again without a full reload; a missing chunk needs the reload.
  const retry = isChunkError ? () => window.location.reload() : () => void navigate(`${location.pathname}${location.search}`, { replace: true });
  return <ServerError requestId={requestId} onRetry={retry} />;
}
