import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import styles from './diamonds.module.css';

/** The shop and the player's orders: two pages of one chunk. */
export function MallTabs() {
  const { t } = useTranslation('diamonds');
  const cls = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`;
  return (
    <nav className={styles.tabs} aria-label={t('title')}>
      <NavLink to="/diamond-mall" end className={cls}>
        {t('tabs.shop')}
      </NavLink>
      <NavLink to="/diamond-mall/orders" className={cls}>
        {t('tabs.orders')}
      </NavLink>
    </nav>
  );
}
