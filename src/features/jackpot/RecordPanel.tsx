import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { JackpotLogEntry } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './jackpot.module.css';
import { prizeLabel } from './prizeLabel.ts';
import { manilaDateTime } from '../../shared/format/date.ts';

const PAGE_SIZE = 20;

/** The player's own draws (spec §7: pageNum, pageSize 20), newest first, more on demand. Remounted after each draw. */
export function RecordPanel() {
  const { t } = useTranslation('jackpot');
  const signedIn = useAppStore((s) => s.token !== null);
  const [rows, setRows] = useState<JackpotLogEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const loadMore = useCallback(async (pageNum: number) => {
    setBusy(true);
    try {
      const answer = await api('getPersonJackpotDrawAwardLog', { pageNum, pageSize: PAGE_SIZE });
      setRows((previous) => [...previous, ...answer.list.filter((row) => !previous.some((p) => p.drawId === row.drawId))]);
      setTotal(answer.total);
      setPage(pageNum);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    api('getPersonJackpotDrawAwardLog', { pageNum: 1, pageSize: PAGE_SIZE }).then(
      (answer) => {
        if (!live) return;
        setRows(answer.list);
        setTotal(answer.total);
        setPage(1);
      },
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  if (!signedIn) return <p className={styles.empty}>{t('record.signIn')}</p>;
  if (failure && rows.length === 0) return <FormAlert message={t('record.failed')} />;
  if (!busy && page > 0 && rows.length === 0) return <p className={styles.empty}>{t('record.empty')}</p>;
  return (
    <div>
      <ul className={styles.list} data-testid="jackpot-records">
        {rows.map((row) => (
          <li key={row.drawId} className={styles.row}>
            <span className={styles.rowAmount}>{prizeLabel(t, row)}</span>
            <time className={styles.rowTime} dateTime={new Date(row.time).toISOString()}>
              {manilaDateTime(row.time)}
            </time>
          </li>
        ))}
      </ul>
      {rows.length < total ? (
        <Button variant="secondary" block busy={busy} onClick={() => void loadMore(page + 1)}>
          {t('record.more')}
        </Button>
      ) : null}
      <Link to="/fairness" className={styles.fairLink}>
        {t('record.fairness')}
      </Link>
    </div>
  );
}
