import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Button } from '../shared/ui/Button.tsx';
import { StatusPage, StatusPath } from '../shared/ui/StatusPage.tsx';

const RELOAD_MARK = 'swerte.chunkReloadAt';
const CHUNK_ERROR = /dynamically imported module|Importing a module script failed|Loading chunk|module script/i;

/**
 * Shown when a route throws. A route validation failure is a 404 with the path (spec §8). A missing
 * page chunk means a new build was deployed under an open tab (spec §4): reload once to pick it up,
 * never in a loop.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const location = useLocation();
  const isChunkError = error instanceof Error && CHUNK_ERROR.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : 500;

  useEffect(() => {
    if (!isChunkError) return;
    try {
      const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
      if (Date.now() - last < 30_000) return;
      sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    } catch {
      return; // Without storage there is no loop guard: let the player press Reload.
    }
    window.location.reload();
  }, [isChunkError]);

  const actions = (
    <>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
      <Button variant="ghost" onClick={() => window.location.assign('/')}>
        {t('actions.goHome')}
      </Button>
    </>
  );
  if (status === 404) {
    return (
      <StatusPage code={status} title={t('notFound.titleRoute')} actions={actions}>
        <p>
          {t('notFound.pathLabel')} <StatusPath>{location.pathname}</StatusPath>
        </p>
      </StatusPage>
    );
  }
  return (
    <StatusPage code={status} title={t('routeError.title')} actions={actions}>
      <p>{t('routeError.body')}</p>
    </StatusPage>
  );
}
