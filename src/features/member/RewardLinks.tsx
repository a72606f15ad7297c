import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../shared/ui/Icon.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { DOT_FLAGS, type DotEntry } from '../../shared/rewards/dots.ts';
import { hasDot } from '../../shared/ui/redDots.ts';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './member.module.css';

/** The rewards rows of the account home, each with its red dot from the server's flags (spec §3). */
export function RewardLinks() {
  const { t } = useTranslation('rewards');
  const dots = useAppStore((s) => s.balances?.redDots);
  // The record lists what was granted: nothing waits there, so it has no dot. The inbox's dot: unread mail or a gift to claim.
  const links: { key: string; to: string; icon: IconName; dot?: DotEntry }[] = [
    { key: 'vip', to: '/vip', icon: 'star', dot: 'vip' },
    { key: 'bonus', to: '/bonus', icon: 'gift', dot: 'bonus' },
    { key: 'signIn', to: '/activity/sign-in', icon: 'check', dot: 'signIn' },
    { key: 'spin', to: '/activity/spin', icon: 'gift', dot: 'spin' },
    { key: 'points', to: '/points', icon: 'star' },
    { key: 'diamondMall', to: '/diamond-mall', icon: 'gift', dot: 'diamondMall' },
    { key: 'record', to: '/reward/record', icon: 'copy' },
    { key: 'mail', to: '/email', icon: 'info', dot: 'mail' },
    // Issue 31: the agent programme (its dot: a week's commission or valid-invite bonus to claim) and the invite link.
    { key: 'agent', to: '/agent', icon: 'user', dot: 'agent' },
    { key: 'share', to: '/share', icon: 'plus' },
  ];
  return (
    <nav className={styles.card} aria-labelledby="member-rewards">
      <h2 id="member-rewards" className={styles.cardTitle}>
        {t('member.title')}
      </h2>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.key}>
            <Link to={link.to} className={styles.linkRow}>
              <span className={`${controls.iconBadge} ${styles.linkIcon}`}>
                <Icon name={link.icon} size={20} />
              </span>
              <span className={styles.linkTitle}>
                {t(`member.${link.key}`)} {link.dot ? <RedDot on={hasDot(dots, DOT_FLAGS[link.dot])} label={t('dot')} /> : null}
              </span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
