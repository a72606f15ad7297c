import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpinRecord as Row } from '../../../contract/calls/spin.ts';
import { api } from '../../api/client.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { prizeWords } from './labels.ts';
import styles from './spin.module.css';

const PAGE_SIZE = 20;

/** The player's spins with their prizes, newest first, more on demand. Remounted after each spin. */
export function SpinRecord({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('spin');
  const [rows, setRows] = useState<Row[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const more = useCallback(async (pageNum: number) => {
    setBusy(true);
    try {
      const answer = await api('spinLog', { pageNum, pageSize: PAGE_SIZE });
      setRows((previous) => [...previous, ...answer.list.filter((row) => !previous.some((p) => p.spinId === row.spinId))]);
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
    api('spinLog', { pageNum: 1, pageSize: PAGE_SIZE }).then(
      (answer) => {
        if (!live) return;
        setRows(answer.list);
        setTotal(answer.total);
        setPage(1);
        setLoaded(true);
      },
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, [signedIn]);

  return (
    <Card aria-labelledby="spin-record">
      <h2 id="spin-record" className={styles.sectionTitle}>
        {t('record.title')}
      </h2>
      {!signedIn ? (
        <p className={styles.muted}>{t('record.signIn')}</p>
      ) : failure ? (
        <FormAlert message={failure} />
      ) : rows.length === 0 ? (
        loaded ? (
          <p className={styles.muted}>{t('record.empty')}</p>
        ) : (
          <Spinner size={20} />
        )
      ) : (
        <ul className={styles.rows} data-testid="spin-records">
          {rows.map((row) => (
            <li key={row.spinId} className={styles.row}>
              <span>
                {prizeWords(t, row.items)}
                <span className={styles.tier}>{t(`tiers.${row.tier}`)}</span>
              </span>
              <span className={styles.muted}>{manilaDateTime(row.time)}</span>
            </li>
          ))}
        </ul>
      )}
      {signedIn && rows.length < total ? (
        <Button variant="secondary" size="sm" busy={busy} onClick={() => void more(page + 1)}>
          {t('record.more')}
        </Button>
      ) : null}
    </Card>
  );
}
