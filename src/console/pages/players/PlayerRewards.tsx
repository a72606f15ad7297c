import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { RewardGrantView } from '../../../../contract/calls/rewards.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { Alert } from '../../ui/controls.tsx';
import { activityNames } from '../config/activityNames.ts';
import { Loading } from '../dashboard/Loading.tsx';
import { PagingButtons } from './PagingButtons.tsx';
import { rewardItemText } from './rewardItems.ts';
import { usePagedRows } from './usePagedRows.ts';
import styles from './players.module.css';

const PAGE = 30;

/** Every prize the rewards engine granted the player (DESIGN §7), newest first, with what is still locked. */
export function PlayerRewards({ id }: { id: number }) {
  const { t } = useTranslation('console-pages');
  const fetchPage = useCallback((before: number | undefined) => consoleCall('consolePlayerRewards', { id, limit: PAGE, ...(before ? { before } : {}) }), [id]);
  const { rows, busy, failure, canLoadOlder, older, canRetry, retry } = usePagedRows<RewardGrantView>(fetchPage);
  const activity = (type: number) => {
    const name = activityNames[type];
    return name ? t(`config.activities.names.${name}`) : t('player.rewards.activity', { type });
  };
  return (
    <section className={styles.section} aria-labelledby="player-rewards">
      <h2 id="player-rewards" className={styles.sectionTitle}>
        {t('player.rewards.title')}
      </h2>
      {rows.length === 0 && !busy && !failure ? (
        <p className={styles.empty}>{t('player.rewards.none')}</p>
      ) : rows.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('player.rewards.id')}</th>
                <th scope="col">{t('player.rewards.source')}</th>
                <th scope="col">{t('player.rewards.items.title')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('player.rewards.locked')}
                </th>
                <th scope="col">{t('player.ledger.time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((grant) => (
                <tr key={grant.id}>
                  <td>{grant.id}</td>
                  <td>
                    {activity(grant.activityId)} · {grant.reason} · {grant.period}
                  </td>
                  <td>{grant.items.map((item) => rewardItemText(t, item)).join(', ')}</td>
                  <td className={styles.numeric}>{grant.locked > 0 ? formatPesoExact(grant.locked) : '—'}</td>
                  <td>{formatManilaDateTime(grant.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Alert message={failure} />
      {busy ? <Loading /> : null}
      <PagingButtons canLoadOlder={canLoadOlder} older={older} canRetry={canRetry} retry={retry} />
    </section>
  );
}
