import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso } from '../format/amount.ts';
import styles from './rewards.module.css';
import { useLoad } from './useLoad.ts';

/** "₱X of this is bonus that unlocks after ₱Y more in bets": the player's locked bonus now (getExchange), if any. */
export function LockedSummary() {
  const { t } = useTranslation('rewards');
  const { data } = useLoad(() => api('getExchange', {}));
  if (!data || data.locked <= 0) return null;
  return (
    <p className={styles.lockedNote} data-testid="locked-summary">
      {t('lockedNote', { amount: formatPeso(data.locked), turnover: formatPeso(data.turnoverLeft) })}
    </p>
  );
}
