import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeso } from '../../shared/format/amount.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { CoinIcon } from '../../shared/ui/CoinIcon.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import skeleton from '../../shared/ui/skeleton.module.css';
import ui from '../../shared/ui/ui.module.css';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './balance.module.css';

/** The player's coin balance, VIP level, a manual refresh (refreshData), and the way to add money or take it out. */
export function BalanceCard() {
  const { t } = useTranslation('home');
  const balances = useAppStore((s) => s.balances);
  const showToast = useAppStore((s) => s.showToast);
  const [refreshing, setRefreshing] = useState(false);

  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshBalances();
    } catch {
      showToast({ key: 'home:balance.refreshFailed', tone: 'error' });
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <section className={styles.balanceCard} aria-labelledby="home-balance-label">
      <div className={styles.balanceTop}>
        <h2 id="home-balance-label" className={styles.balanceLabel}>
          {t('balance.label')}
        </h2>
        {balances ? <span className={styles.vipBadge}>{t('balance.vip', { level: balances.vip })}</span> : null}
      </div>
      <div className={styles.balanceRow}>
        <CoinIcon size={34} />
        {balances ? (
          <span className={styles.balanceValue} data-testid="home-balance">
            {formatPeso(balances.coin)}
          </span>
        ) : (
          <span className={`${styles.balanceSkeleton} ${skeleton.shimmer}`} aria-label={t('loading', { ns: 'common' })} />
        )}
        <button
          type="button"
          className={[controls.iconBadge, styles.refresh, refreshing ? styles.refreshing : ''].filter(Boolean).join(' ')}
          onClick={refresh}
          disabled={refreshing}
          aria-label={t('actions.refreshBalance', { ns: 'common' })}
        >
          <Icon name="refresh" size={20} />
        </button>
      </div>
      {/* Money is found from the lobby, not only through avatar → My account → Deposit. */}
      <div className={styles.balanceActions}>
        <Link to="/wallets?name=deposit" className={`${ui.button} ${ui.primary} ${styles.balanceAction}`}>
          {t('balance.deposit')}
        </Link>
        <Link to="/wallets?name=withdraw" className={`${ui.button} ${ui.secondary} ${styles.balanceAction}`}>
          {t('balance.withdraw')}
        </Link>
      </div>
      <p className={styles.balanceNote}>{t('balance.note')}</p>
    </section>
  );
}
