import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../shared/ui/Icon.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { ServiceDesk } from './ServiceDesk.tsx';
import styles from './service.module.css';
import './i18n.ts';

/** /service/vip (guard auth): the dedicated VIP desk for vip ≥ 1; others see how to get there (spec §6). */
export default function VipServicePage() {
  const { t } = useTranslation('service');
  const vip = useAppStore((s) => s.balances?.vip ?? s.userInfo?.vip ?? null);
  return (
    <div className={styles.page}>
      <PageHeader title={t('vip.title')} fallback="/service" />
      {vip === null ? (
        <p className={styles.status} role="status">
          <Spinner /> {t('loading', { ns: 'common' })}
        </p>
      ) : vip >= 1 ? (
        <>
          <p className={styles.lead}>{t('vip.lead')}</p>
          <ServiceDesk vip />
        </>
      ) : (
        <section className={styles.locked} aria-labelledby="vip-locked">
          <Icon name="star" size={40} className={styles.lockedIcon} />
          <h2 id="vip-locked" className={styles.heading}>
            {t('vip.locked.title')}
          </h2>
          <p>{t('vip.locked.body')}</p>
          <Link to="/service" className={styles.primaryLink}>
            {t('vip.locked.regular')}
          </Link>
        </section>
      )}
    </div>
  );
}
