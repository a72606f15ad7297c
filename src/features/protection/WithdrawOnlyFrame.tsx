import './i18n.ts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { signOut } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useAppStore } from '../../store/index.ts';
import { manilaTime } from './format.ts';
import styles from './protection.module.css';
import { withdrawOnlyRedirect } from './withdrawOnlyRoutes.ts';

/**
 * The shell of a withdraw-only session (a paused account, docs/protection.md): a banner with the end
 * of the pause above the pages it may open (withdrawOnlyRoutes.ts); any other page goes to the withdraw
 * tab. The layout mounts no start popups, jackpot bubble or rewards overlays meanwhile.
 */
export default function WithdrawOnlyFrame({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Signing out goes to the lobby first and ends the session after: meanwhile nothing is redirected.
  const [leaving, setLeaving] = useState(false);
  if (leaving) return null;
  const target = withdrawOnlyRedirect(pathname, new URLSearchParams(search));
  if (target) return <Navigate to={target} replace />;
  const leave = () => {
    setLeaving(true);
    void signOut(() => navigate('/', { replace: true }));
  };
  return (
    <>
      <PausedBanner leave={leave} />
      {children}
    </>
  );
}

function PausedBanner({ leave }: { leave(): void }) {
  const { t, i18n } = useTranslation('protection');
  const until = useAppStore((s) => s.withdrawOnlyUntil);
  return (
    <section className={styles.banner} role="status" aria-labelledby="paused-banner-title" data-testid="withdraw-only-banner">
      <h2 id="paused-banner-title" className={styles.heading}>
        {t('withdrawOnly.title')}
      </h2>
      <p>{t('withdrawOnly.body', { time: until ? manilaTime(until, i18n.language) : '' })}</p>
      <nav className={styles.bannerLinks} aria-label={t('withdrawOnly.nav')}>
        <Link to="/wallets?name=withdraw">{t('withdrawOnly.withdraw')}</Link>
        <Link to="/wallets/record">{t('withdrawOnly.record')}</Link>
        <Link to="/member/self-limited">{t('withdrawOnly.status')}</Link>
        <Button size="sm" variant="secondary" onClick={leave}>
          {t('withdrawOnly.signOut')}
        </Button>
      </nav>
    </section>
  );
}
