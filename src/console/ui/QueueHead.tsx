import { useTranslation } from 'react-i18next';
import type { Loaded } from '../useLoad.ts';
import { Alert, Button } from './controls.tsx';
import page from './page.module.css';

/** What the last decision on a queue said: done, decided by someone else meanwhile, or failed. */
export type QueueNotice = { tone: 'success' | 'warning' | 'error'; text: string };

/**
 * The top of a review queue (withdrawals, KYC): its title and Reload, the last decision's notice,
 * and the list's loading, failed and empty states. The page draws the rows once they are ready.
 */
export function QueueHead<T extends readonly unknown[]>({ title, onReload, notice, state, empty }: { title: string; onReload: () => void; notice: QueueNotice | null; state: Loaded<T>; empty: string }) {
  const { t } = useTranslation('console');
  return (
    <>
      <div className={page.head}>
        <h1 className={page.title}>{title}</h1>
        <Button variant="secondary" size="sm" onClick={onReload}>
          {t('actions.reload')}
        </Button>
      </div>
      {notice ? <Alert message={notice.text} tone={notice.tone} /> : null}
      {state.status === 'loading' ? <p className={page.muted}>{t('states.loading')}</p> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? <p className={page.empty}>{empty}</p> : null}
    </>
  );
}
