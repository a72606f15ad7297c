import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { RewardRecordList } from '../../shared/rewards/RewardRecordList.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import { Promotions } from './Promotions.tsx';

/** The bonus centre's overview: what can be claimed now, the running promotions and the latest rewards. */
export function Overview() {
  const { t } = useTranslation('rewards');
  const vip = useLoad(() => api('getVipInfo', {}));
  const rebate = useLoad(() => api('betBonus', {}));
  const monthly = useLoad(() => api('monthlyBonusInfo', {}));
  const drawChance = useAppStore((s) => s.balances?.redDots.drawChance ?? false);
  const signIn = useAppStore((s) => s.balances?.redDots.signIn ?? false);
  // The welcome bonus waits for the first deposit: the first-deposit page says how to unlock it.
  const signupBonus = useAppStore((s) => s.balances?.redDots.signupBonus ?? false);
  const tasksWaiting = useAppStore((s) => s.balances?.redDots.task ?? false);
  const info = vip.data;
  const vipWaiting = info
    ? info.levelUpBonuses.filter((bonus) => bonus.status === 'claimable').length +
      [info.daily, info.signIn].filter((prize) => prize.status === 'claimable').length +
      info.tasks.filter((task) => task.status === 'claimable').length
    : 0;
  const rebateTotal = rebate.data?.total ?? 0;
  const rows = [
    vipWaiting > 0 ? { key: 'vip', to: '/vip', text: t('bonus.vipPrizes') } : null,
    rebateTotal > 0 ? { key: 'rebate', to: '/bonus/rebate', text: t('bonus.rebateReady', { amount: formatPeso(rebateTotal) }) } : null,
    drawChance ? { key: 'draw', to: '/activity/jackpot', text: t('bonus.drawChance') } : null,
    signIn ? { key: 'signIn', to: '/activity/sign-in', text: t('bonus.signInReady') } : null,
    monthly.data?.status === 'claimable' ? { key: 'monthly', to: '/activity/monthly-bonus', text: t('bonus.monthlyReady') } : null,
    signupBonus ? { key: 'welcome', to: '/activity/first-deposit', text: t('bonus.welcomeWaits') } : null,
    tasksWaiting ? { key: 'tasks', to: '/bonus/tasks', text: t('bonus.tasksReady') } : null,
  ].filter((row) => row !== null);

  return (
    <div className={styles.section}>
      <Card aria-labelledby="bonus-now">
        <h2 id="bonus-now" className={styles.sectionTitle}>
          {t('bonus.claimableNow')}
        </h2>
        {rows.length === 0 ? (
          <p className={styles.muted}>{t('bonus.nothingNow')}</p>
        ) : (
          <ul className={styles.rows} data-testid="bonus-claimable">
            {rows.map((row) => (
              <li key={row.key}>
                <Link to={row.to} className={styles.banner}>
                  <Icon name="gift" size={22} />
                  <span className={styles.bannerName}>{row.text}</span>
                  <Icon name="chevronRight" size={18} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card aria-labelledby="bonus-promotions">
        <h2 id="bonus-promotions" className={styles.sectionTitle}>
          {t('bonus.promotions')}
        </h2>
        <Promotions />
      </Card>
      <Card aria-labelledby="bonus-latest">
        <h2 id="bonus-latest" className={styles.sectionTitle}>
          {t('bonus.latest')}
        </h2>
        <RewardRecordList limit={5} />
        <Link to="/reward/record">{t('bonus.allRecords')}</Link>
      </Card>
    </div>
  );
}
