import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { StatusPage, StatusPath } from '../../shared/ui/StatusPage.tsx';

/**
 * The error-500 page behind the route error boundary: what broke is ours, not the player's. The
 * request id (when the failure came from the server) lets customer service find it in the log.
 */
export function ServerError({ requestId, onRetry }: { requestId?: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={500}
      title={t('routeError.title')}
      actions={
        <>
          <Button onClick={onRetry}>{t('routeError.retry')}</Button>
          <Button variant="ghost" onClick={() => window.location.assign('/')}>
            {t('actions.goHome')}
          </Button>
        </>
      }
    >
      <p>{t('routeError.body')}</p>
      {requestId ? (
        <p>
          {t('routeError.requestId')} <StatusPath>{requestId}</StatusPath>
        </p>
      ) : null}
    </StatusPage>
  );
}
