import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeso } from '../../shared/format/amount.ts';
import { Avatar } from '../../shared/ui/Avatar.tsx';
import { CoinIcon } from '../../shared/ui/CoinIcon.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import { displayAccount } from './displayAccount.ts';
import styles from './member.module.css';
import './i18n.ts';

/** Avatar, nickname and account name, with the balance and VIP level beneath. */
export function ProfileHeader() {
  const { t } = useTranslation('member');
  const userInfo = useAppStore((s) => s.userInfo);
  const balances = useAppStore((s) => s.balances);
  if (!userInfo) return null;
  return (
    <section className={styles.header} aria-label={t('profileLabel')}>
      <div className={styles.identity}>
        <Avatar id={userInfo.avatar || '1'} src={userInfo.avatarOther || undefined} size={72} />
        <div className={styles.names}>
          <p className={styles.nickname}>{userInfo.nickname}</p>
          <p className={styles.account}>{t('accountLine', { account: displayAccount(userInfo) })}</p>
        </div>
        <Link to="/member/profile" className={styles.editLink} aria-label={t('links.profile')}>
          <Icon name="edit" size={20} />
        </Link>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('balance')}</span>
          <span className={styles.statValue}>
            <CoinIcon size={22} />
            <span data-testid="member-balance">{formatPeso(balances?.coin ?? userInfo.coin)}</span>
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('vipLevel')}</span>
          <span className={styles.statValue}>
            <Icon name="star" size={20} className={styles.vipStar} />
            <span>{t('vipValue', { level: balances?.vip ?? userInfo.vip })}</span>
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('balances.points', { ns: 'rewards' })}</span>
          <span className={styles.statValue}>
            <Icon name="star" size={20} />
            <span data-testid="member-points">{(balances?.points ?? 0).toLocaleString('en-PH')}</span>
          </span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statLabel}>{t('balances.diamond', { ns: 'rewards' })}</span>
          <span className={styles.statValue}>
            <Icon name="gift" size={20} />
            <span data-testid="member-diamonds">{(balances?.diamond ?? 0).toLocaleString('en-PH')}</span>
          </span>
        </div>
      </div>
    </section>
  );
}
