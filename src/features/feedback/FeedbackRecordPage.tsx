import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeedbackRow } from '../../../contract/calls/feedback.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './feedback.module.css';
import { formatWhen } from './format.ts';
import { useLive } from '../live/index.ts';

/** /feedback/record: the player's feedback, newest first, each with its state; a reply shows at once (live channel). */
export function FeedbackRecordPage() {
  const { t } = useTranslation('feedback');
  const [rows, setRows] = useState<FeedbackRow[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  // Every page shown so far: a reply may change a row on any of them.
  const load = useCallback(
    () =>
      void Promise.all(Array.from({ length: page }, (_, i) => api('feedbackList', { pageNum: i + 1 }))).then(
        (pages) => {
          setRows(pages.flatMap((p) => p.list));
          setHasMore(pages.at(-1)?.hasMore ?? false);
        },
        (error: unknown) => setFailure(failureMessage(error)),
      ),
    [page],
  );
  useEffect(load, [load]);
  // An operator's reply: the rows are read again, without a reload.
  useLive('feedback', load);

  return (
    <div className={styles.page}>
      <PageHeader title={t('record.title')} fallback="/feedback" />
      <FormAlert message={failure} />
      <Link to="/feedback">{t('record.write')}</Link>
      {!rows && !failure ? <Spinner /> : null}
      {rows && rows.length === 0 ? <p className={styles.hint}>{t('record.empty')}</p> : null}
      {rows && rows.length > 0 ? (
        <ul className={styles.list} data-testid="feedback-list">
          {rows.map((row) => (
            <li key={row.id}>
              <Card>
                <Link to={`/feedback/record/${row.id}`} className={styles.row}>
                  <span className={styles.rowHead}>
                    <span>{t(`categories.${row.category}`)}</span>
                    <span className={styles.status} data-testid={`feedback-status-${row.id}`}>
                      {t(`status.${row.status}`)}
                    </span>
                  </span>
                  <span className={styles.excerpt}>{row.text}</span>
                  <span className={styles.hint}>
                    {t('record.sentAt', { date: formatWhen(row.createdAt) })}
                    {row.imageCount ? ` · ${t('record.pictures', { count: row.imageCount })}` : ''}
                  </span>
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
      {hasMore ? (
        <Button variant="secondary" onClick={() => setPage((p) => p + 1)}>
          {t('record.more')}
        </Button>
      ) : null}
    </div>
  );
}
