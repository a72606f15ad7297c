import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { ExchangeForm } from './ExchangeForm.tsx';
import { formatPoints } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { PointsLog } from './PointsLog.tsx';
import styles from './points.module.css';
import { useLoad } from './useLoad.ts';

export type PointsInfo = CallResult<'pointsInfo'>;

/** Where each source of points is played (the sources are the server's: only those that pay points now). */
const pageOf: Record<PointsInfo['sources'][number]['source'], string> = {
  jackpot: '/activity/jackpot',
  vip: '/vip',
  vipTasks: '/bonus/tasks',
  tasks: '/bonus/tasks',
  signIn: '/activity/sign-in',
  monthly: '/activity/monthly-bonus',
};

/** /points and /points/v2: the balance, how to earn points, the exchange for bonus coin, the log. */
export function PointsPage() {
  const { t } = useTranslation('points');
  const info = useLoad(() => api('pointsInfo', {}));
  const [logVersion, setLogVersion] = useState(0);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      {!info.data ? (
        <LoadState failure={info.failure} onRetry={info.reload} />
      ) : (
        <>
          <Card aria-labelledby="points-balance-label">
            <p id="points-balance-label" className={styles.muted}>
              {t('balance')}
            </p>
            <p className={styles.balance}>
              <Icon name="star" size={24} />
              <span data-testid="points-balance">{formatPoints(info.data.points)}</span>
            </p>
            {info.data.rate ? <p className={styles.muted}>{t('rate', { points: formatPoints(info.data.rate.pointsPerPeso), amount: formatPeso(100) })}</p> : null}
          </Card>
          <ExchangeForm
            info={info.data}
            onExchanged={() => {
              info.reload();
              setLogVersion((version) => version + 1);
            }}
          />
          <HowToEarn sources={info.data.sources} />
        </>
      )}
      {/* Remounted after an exchange (the key), so the log starts again from its newest line. */}
      <PointsLog key={logVersion} />
    </div>
  );
}

function HowToEarn({ sources }: { sources: PointsInfo['sources'] }) {
  const { t } = useTranslation('points');
  return (
    <Card aria-labelledby="points-earn">
      <h2 id="points-earn" className={styles.sectionTitle}>
        {t('earn.title')}
      </h2>
      {sources.length === 0 ? (
        <p className={styles.muted}>{t('earn.none')}</p>
      ) : (
        <ul className={styles.rows} data-testid="points-sources">
          {sources.map((source) => (
            <li key={source.source} className={styles.row}>
              <span className={styles.rowMain}>{t(`source.${source.source}`)}</span>
              <Link to={pageOf[source.source]} className={styles.link}>
                {t('earn.open')}
                <Icon name="chevronRight" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
