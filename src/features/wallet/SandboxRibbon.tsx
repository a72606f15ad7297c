import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../store/index.ts';
import styles from './wallet.module.css';

/**
 * "Sandbox — no real money" on the wallet while the server runs in development (issue 16): its
 * deposits go to the practice checkout. The server says so in appConfig's runMode, never a build flag,
 * so one built client is honest against either server.
 */
export function SandboxRibbon() {
  const { t } = useTranslation('wallet');
  const development = useAppStore((s) => s.runMode === 'development');
  if (!development) return null;
  return (
    <p className={styles.sandboxRibbon} role="note" title={t('sandbox.ribbonHint')} data-testid="sandbox-ribbon">
      {t('sandbox.ribbon')}
    </p>
  );
}
