import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPeso } from '../shared/format/amount.ts';
import { Avatar } from '../shared/ui/Avatar.tsx';
import { Button } from '../shared/ui/Button.tsx';
import { CoinIcon } from '../shared/ui/CoinIcon.tsx';
import { Logo } from '../shared/ui/Logo.tsx';
import { RedDot } from '../shared/ui/RedDot.tsx';
import { hasDot } from '../shared/ui/redDots.ts';
import skeleton from '../shared/ui/skeleton.module.css';
import { useAppStore } from '../store/index.ts';
import styles from './layout.module.css';

/** Logo on the left; the balance (a way to deposit) and account for players, sign-in and register for visitors. */
export function TopBar() {
  const { t } = useTranslation();
  const token = useAppStore((s) => s.token);
  const coin = useAppStore((s) => s.balances?.coin);
  const avatar = useAppStore((s) => s.userInfo?.avatar);
  const avatarOther = useAppStore((s) => s.userInfo?.avatarOther);
  const dot = useAppStore((s) => hasDot(s.balances?.redDots));
  const openAuthModal = useAppStore((s) => s.openAuthModal);

  return (
    <header className={styles.topBar}>
      <Link to="/" className={styles.brandLink} aria-label={t('topbar.home')}>
        <Logo />
      </Link>
      {token ? (
        <div className={styles.topBarEnd}>
          {/* The balance is where players look for money: tapping it opens the deposit tab. */}
          <Link
            to="/wallets?name=deposit"
            className={styles.balanceChip}
            data-testid="balance-chip"
            aria-label={coin === undefined ? t('topbar.deposit') : t('topbar.balanceDeposit', { amount: formatPeso(coin) })}
          >
            <CoinIcon size={22} />
            {coin === undefined ? (
              <span className={`${styles.balanceLoading} ${skeleton.shimmer}`} aria-label={t('loading')} />
            ) : (
              <span className={styles.balanceAmount} data-testid="balance">
                {formatPeso(coin)}
              </span>
            )}
          </Link>
          <Link to="/member" className={styles.avatarLink} aria-label={dot ? `${t('topbar.account')}. ${t('badge')}` : t('topbar.account')}>
            <Avatar id={avatar || '1'} src={avatarOther || undefined} size={36} />
            <span className={styles.avatarDot}>
              <RedDot on={dot} label={t('badge')} />
            </span>
          </Link>
        </div>
      ) : (
        <div className={styles.topBarEnd}>
          <Button variant="ghost" size="sm" onClick={() => openAuthModal({ kind: 'login', loginTab: 'phone' })}>
            {t('actions.signIn')}
          </Button>
          <Button size="sm" onClick={() => openAuthModal({ kind: 'register' })}>
            {t('actions.register')}
          </Button>
        </div>
      )}
    </header>
  );
}
