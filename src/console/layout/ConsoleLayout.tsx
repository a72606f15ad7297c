import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { canOpen, consoleNavigation, type ConsolePage } from '../access.ts';
import { consoleErrorMessage } from '../errors.ts';
import { useConsoleSession } from '../session.ts';
import { Button } from '../ui/controls.tsx';
import { NotAllowedPage } from './NotAllowedPage.tsx';
import styles from './layout.module.css';

/**
 * The signed-in console: header (who, role, password, sign out, sign out everywhere), the navigation
 * of the pages this role may open, and the page. Without a session it sends the operator to sign-in
 * (replacing the entry, so the back button after signing out finds no console page to show); with the
 * one-time password still in use, to the change-password page before anything else, then to the
 * enrolment of the operator's own authenticator.
 */
export function ConsoleLayout() {
  const { t } = useTranslation('console');
  const session = useConsoleSession();
  const location = useLocation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'out' | 'everywhere' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { operator } = session;

  if (!operator) return <Navigate to="/sign-in" replace state={{ from: location.pathname + location.search }} />;
  if (operator.mustChangePassword && location.pathname !== '/change-password') return <Navigate to="/change-password" replace />;
  // Then the operator's own authenticator, before any page. (Keyed by the path: a <Navigate> navigates
  // when it mounts, so one still mounted from the page before would not send this one anywhere.)
  if (!operator.mustChangePassword && operator.mustEnrolTotp && location.pathname !== '/enrol') return <Navigate key={location.pathname} to="/enrol" replace />;

  const signOut = async (everywhere: boolean) => {
    setBusy(everywhere ? 'everywhere' : 'out');
    setError(null);
    try {
      if (everywhere) await session.signOutEverywhere();
      else await session.signOut();
      void navigate('/sign-in', { replace: true });
    } catch (failure) {
      setError(consoleErrorMessage(failure));
      setBusy(null);
    }
  };

  const pages = consoleNavigation.filter((item) => canOpen(operator.role, item.page));
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{t('brand')}</span>
        <span className={styles.who} data-testid="console-operator">
          <strong>{operator.name}</strong> <span className={styles.role}>{t(`roles.${operator.role}`)}</span>
        </span>
        <span className={styles.actions}>
          <NavLink to="/change-password" className={styles.headerLink}>
            {t('header.changePassword')}
          </NavLink>
          <Button variant="secondary" size="sm" busy={busy === 'out'} disabled={busy !== null} onClick={() => void signOut(false)}>
            {t('header.signOut')}
          </Button>
          <Button variant="ghost" size="sm" busy={busy === 'everywhere'} disabled={busy !== null} onClick={() => void signOut(true)}>
            {t('header.signOutEverywhere')}
          </Button>
        </span>
      </header>
      {error ? (
        <p className={styles.headerError} role="alert">
          {error}
        </p>
      ) : null}
      {operator.mustChangePassword || operator.mustEnrolTotp ? null : (
        <nav className={styles.nav} aria-label={t('nav.label')}>
          {pages.map((item) => (
            <NavLink key={item.page} to={item.path} end={item.path === '/'} className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink)}>
              {t(`nav.${item.page}`)}
            </NavLink>
          ))}
        </nav>
      )}
      <main className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}

/** A page's guard: the role table says whether this operator may open it; if not, the not-allowed page. */
export function RequirePage({ page }: { page: ConsolePage }) {
  const { operator } = useConsoleSession();
  if (!operator) return null;
  return canOpen(operator.role, page) ? <Outlet /> : <NotAllowedPage />;
}
