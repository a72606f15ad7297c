import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../api/ApiError.ts';
import { ServerError } from '../features/errors/ServerError.tsx';
import { Button } from '../shared/ui/Button.tsx';
import { useStaticShellHandOff } from '../shared/platform/staticShell.ts';
import { StatusPage, StatusPath } from '../shared/ui/StatusPage.tsx';
import { shouldReloadForChunkError } from './pwa/chunkReload.ts';

const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Loading chunk|module script/i;

/**
 * Shown when a route throws. A route validation failure is a 404 with the path (spec §8); anything
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
  // The root route's error element replaces the layout, so it takes the static shell away instead.
  useStaticShellHandOff();

  useEffect(() => {
    // The same once-per-window guard as the vite:preloadError handler, so the two never loop.
    if (isChunkError && shouldReloadForChunkError(window.sessionStorage)) window.location.reload();
  }, [isChunkError]);

  if (isRouteErrorResponse(error)) {
    // A route validation failure: 404, or the status the route supplied (spec §8).
    return (
      <StatusPage
        code={error.status}
        title={t('notFound.titleRoute')}
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
