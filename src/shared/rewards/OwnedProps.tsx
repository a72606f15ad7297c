import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { Icon } from '../ui/Icon.tsx';
import { rewardDisplay } from '../ui/rewardDisplay.ts';
import { manilaDate } from './format.ts';
import { LoadState } from './LoadState.tsx';
import styles from './rewards.module.css';
import { useLoad } from './useLoad.ts';

/** A deposit coupon by its percent, a diamond coupon by the percent it takes off a mall price (spec §3: coupons show as percent), else a ticket. */
function ownedTitle(prop: { propId: number; percent: number }, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (prop.percent > 0) return t('items.coupon', { percent: prop.percent });
  const shown = rewardDisplay(prop.propId, 1);
  return shown.nameKey === 'diamondCoupon' ? t('items.diamondCoupon', { percent: shown.percent }) : t('record.ticket');
}

/** The coupons and tickets the player owns (userPropList): percent, expiry (Manila) and status. */
export function OwnedProps() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useLoad(() => api('userPropList', {}));
  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  if (data.list.length === 0) return <p className={styles.muted}>{t('record.couponsEmpty')}</p>;
  return (
    <ul className={styles.rows} data-testid="owned-props">
      {data.list.map((prop) => (
        <li key={prop.id} className={styles.row}>
          <Icon name="gift" size={22} />
          <div className={styles.rowMain}>
            <span className={styles.rowTitle}>{ownedTitle(prop, t)}</span>
            <span className={styles.muted}>{prop.expiresAt === null ? t('record.noExpiry') : t('record.expires', { date: manilaDate(prop.expiresAt) })}</span>
          </div>
          <span className={prop.status === 'active' ? styles.badge : styles.chip}>{t(`record.status.${prop.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}
