import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import type { FeedbackImage, FeedbackRow } from '../../../contract/calls/feedback.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useLive } from '../live/index.ts';
import styles from './feedback.module.css';
import { formatWhen } from './format.ts';

/**
 * /feedback/record/{id} (a numeric id, else the route's 404): the message, its pictures (served only
 * to their owner, as data inside the answer) and support's reply, which appears without a reload.
 */
export function FeedbackDetailPage() {
  const { t } = useTranslation('feedback');
  // The route (/feedback/*) let only record/<positive id> through (ids.ts).
  const id = Number((useParams()['*'] ?? '').slice('record/'.length));
  const sent = Boolean((useLocation().state as { sent?: boolean } | null)?.sent);
  const [data, setData] = useState<{ feedback: FeedbackRow; images: FeedbackImage[] } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(
    () =>
      void api('feedbackDetail', { id }).then(
        (result) => setData({ feedback: result.feedback, images: result.images }),
        (error: unknown) => setFailure(failureMessage(error)),
      ),
    [id],
  );
  useEffect(load, [load]);
  // Support's reply shows without a reload: the live channel says which feedback changed.
  useLive('feedback', (event) => {
    if (event.id === id) load();
  });

  const feedback = data?.feedback;
  return (
    <div className={styles.page}>
      <PageHeader title={t('detail.title')} fallback="/feedback/record" />
      {sent ? <FormAlert tone="success" message={t('form.sent')} /> : null}
      <FormAlert message={failure} />
      {!data && !failure ? <Spinner /> : null}
      {feedback && data ? (
        <>
          <Card>
            <p className={styles.rowHead}>
              <span>{t(`categories.${feedback.category}`)}</span>
              <span className={styles.status} data-testid="feedback-status">
                {t(`status.${feedback.status}`)}
              </span>
            </p>
            <p className={styles.hint}>{t('record.sentAt', { date: formatWhen(feedback.createdAt) })}</p>
            <p className={styles.label}>{t('detail.yourMessage')}</p>
            <p className={styles.message}>{feedback.text}</p>
            {data.images.map((image, i) => (
              <img key={image.id} className={styles.shot} src={`data:${image.mime};base64,${image.base64}`} width={image.width} height={image.height} alt={t('detail.picture', { n: i + 1 })} />
            ))}
          </Card>
          <Card aria-label={t('detail.reply')}>
            <p className={styles.label}>{t('detail.reply')}</p>
            {feedback.reply ? (
              <>
                <p className={styles.message} data-testid="feedback-reply">
                  {feedback.reply}
                </p>
                {feedback.repliedAt ? <p className={styles.hint}>{t('detail.repliedAt', { date: formatWhen(feedback.repliedAt) })}</p> : null}
              </>
            ) : (
              <p className={styles.hint}>{t('detail.noReply')}</p>
            )}
          </Card>
        </>
      ) : null}
      <Link to="/feedback/record">{t('detail.back')}</Link>
    </div>
  );
}
