import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScratchAward } from '../../../contract/calls/scratch.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { manilaDateTime } from '../../shared/rewards/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { prizeText } from './labels.ts';
import styles from './scratch.module.css';

const PAGE = 20;

/** The player's revealed cards and what each paid, newest first, a page at a time. */
export function AwardLog() {
  const { t } = useTranslation('scratch');
  const [rows, setRows] = useState<ScratchAward[] | null>(null);
  const [total, setTotal] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // No state is set before the answer: the first page loads from an effect.
  const load = useCallback((pageNum: number) => {
    api('searchScratchCardAwardLog', { pageNum, pageSize: PAGE })
      .then((answer) => {
        setRows((shown) => (pageNum === 1 ? answer.list : [...(shown ?? []), ...answer.list]));
        setTotal(answer.total);
        setFailure(null);
      })
      .catch((error: unknown) => setFailure(failureMessage(error)))
      .finally(() => setBusy(false));
  }, []);
  useEffect(() => load(1), [load]);

  return (
    <Card aria-labelledby="scratch-log">
      <h2 id="scratch-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {!rows ? (
        <LoadState failure={failure} onRetry={() => load(1)} />
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('log.empty')}</p>
      ) : (
        <ul className={styles.rows} data-testid="scratch-award-log">
          {rows.map((row) => (
            <li key={row.cardId} className={styles.row}>
              <span>
                {t('log.line', { name: row.name, id: row.cardId })}
                <br />
                <span className={styles.muted}>{manilaDateTime(row.claimedAt)}</span>
              </span>
              <strong>{prizeText(t, row.prize.items)}</strong>
            </li>
          ))}
        </ul>
      )}
      {rows && total > rows.length ? (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          onClick={() => {
            setBusy(true);
            load(Math.floor(rows.length / PAGE) + 1);
          }}
        >
          {t('log.more')}
        </Button>
      ) : null}
    </Card>
  );
}
