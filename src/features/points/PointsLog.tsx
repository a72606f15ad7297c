import { useTranslation } from 'react-i18next';
import type { PointsLogLine } from '../../../contract/index.ts';
import { ActivityId } from '../../../contract/enums.ts';
import { api } from '../../api/client.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { formatPoints, manilaDateTime } from './format.ts';
import { LoadState } from './LoadState.tsx';
import styles from './points.module.css';
import { usePaged } from './useLoad.ts';

const nameOf = new Map<number, string>(Object.entries(ActivityId).map(([name, id]) => [id, name]));

/** The points log (pointsLog): every movement, newest first, more on demand. */
export function PointsLog() {
  const { t } = useTranslation('points');
  const log = usePaged((beforeId) => api('pointsLog', beforeId ? { beforeId } : {}));
  return (
    <Card aria-labelledby="points-log">
      <h2 id="points-log" className={styles.sectionTitle}>
        {t('log.title')}
      </h2>
      {!log.loaded ? (
        <LoadState failure={log.failure} onRetry={log.reload} />
      ) : log.rows.length === 0 ? (
        <p className={styles.muted}>{t('log.empty')}</p>
      ) : (
        <>
          <ul className={styles.rows} data-testid="points-log">
            {log.rows.map((line) => (
              <LogLine key={line.id} line={line} />
            ))}
          </ul>
          {log.hasMore ? (
            <Button variant="secondary" block busy={log.busy} onClick={log.more}>
              {t('log.more')}
            </Button>
          ) : null}
        </>
      )}
    </Card>
  );
}

function LogLine({ line }: { line: PointsLogLine }) {
  const { t } = useTranslation('points');
  // Spent on coin, or earned from the activity that paid them (named as the console and the reward record name it).
  const activity = line.activityId === null ? null : (nameOf.get(line.activityId) ?? 'unnamed');
  const source =
    line.kind === 'points_exchange' ? t('log.exchange') : activity === null ? t('log.other') : t(`log.activity.${activity}`, { type: line.activityId, defaultValue: t('log.activity.unnamed', { type: line.activityId }) });
  return (
    <li className={styles.row}>
      <span className={styles.rowMain}>
        <span className={styles.rowTitle}>{source}</span>
        <time className={styles.muted} dateTime={new Date(line.time).toISOString()}>
          {manilaDateTime(line.time)}
        </time>
      </span>
      <span className={styles.rowEnd}>
        <span className={line.amount < 0 ? styles.spent : styles.earned}>
          {t('log.amount', { count: Math.abs(line.amount), points: formatPoints(Math.abs(line.amount)), sign: line.amount < 0 ? '−' : '+' })}
        </span>
        <span className={styles.muted}>{t('log.balanceAfter', { points: formatPoints(line.balanceAfter) })}</span>
      </span>
    </li>
  );
}
