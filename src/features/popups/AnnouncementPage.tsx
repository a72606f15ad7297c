import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/popupsTexts.ts';
import type { ActivityStatus } from '../../../contract/index.ts';
import { ActivityId } from '../../../contract/enums.ts';
import { loadActivityStatuses } from '../../shared/activities/activities.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './popups.module.css';

/**
 * /activity/notice (guard auth-activity): the operator's announcement as a page, so it can be
 * re-read after its start popup closed. A server failure goes to the error-500 page.
 */
export default function AnnouncementPage() {
  const { t } = useTranslation('popups');
  const token = useAppStore((s) => s.token);
  const [list, setList] = useState<ActivityStatus[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    loadActivityStatuses(token).then(
      (next) => live && setList(next),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [token]);

  // Thrown while rendering, so the route's error boundary shows it (with the request id).
  if (failure) throw failure;
  const notice = list?.find((a) => a.type === ActivityId.Notice)?.popupConfig;
  return (
    <div className={styles.announcements}>
      <PageHeader title={t('announcement.title')} />
      {list === null ? (
        <Spinner />
      ) : notice ? (
        <Card aria-label={notice.title}>
          <h2 className={styles.noticeTitle}>{notice.title}</h2>
          <p className={styles.body}>{notice.body}</p>
        </Card>
      ) : (
        <p className={styles.body}>{t('announcement.empty')}</p>
      )}
    </div>
  );
}
