import { hasStaticShell } from '../shared/platform/staticShell.ts';
import { Logo } from '../shared/ui/Logo.tsx';
import { Spinner } from '../shared/ui/Spinner.tsx';
import styles from './layout.module.css';

/** What shows while the first page chunk loads (a fraction of a second on a good connection). */
export function Splash() {
  return (
    <div className={styles.splash}>
      <Logo size={44} />
      <Spinner size={22} />
    </div>
  );
}

/** The router's fallback before the first page is ready: the static shell, when there is one, already shows it. */
export function RouteFallback() {
  return hasStaticShell() ? null : <Splash />;
}
