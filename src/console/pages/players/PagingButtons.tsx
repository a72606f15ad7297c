import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/controls.tsx';

/** Under a paged list (usePagedRows): "Older" while more follow, "Retry" when the first page failed. */
export function PagingButtons({ canLoadOlder, older, canRetry, retry }: { canLoadOlder: boolean; older: () => void; canRetry: boolean; retry: () => void }) {
  const { t } = useTranslation('console-pages');
  if (canLoadOlder)
    return (
      <div>
        <Button variant="secondary" size="sm" onClick={older}>
          {t('player.ledger.older')}
        </Button>
      </div>
    );
  if (canRetry)
    return (
      <div>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('retry')}
        </Button>
      </div>
    );
  return null;
}
