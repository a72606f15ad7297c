import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PESO } from '../../shared/format/amount.ts';
import { lockInPesos, type LockState } from './bonusLock.ts';
import styles from './wallet.module.css';

const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const peso = (n: number) => `${PESO}${whole.format(n)}`;

/**
 * The bonus coin locked by wagering (rewards, DESIGN §7), what may be withdrawn now and the bets
 * still needed; "unlocks after your first deposit" when a top-up is still needed. Nothing when no
 * bonus is locked.
 */
export function LockedBonus({ state }: { state: LockState }) {
  const { t } = useTranslation('wallet');
  if (state.locked <= 0) return null;
  const shown = lockInPesos(state);
  return (
    <div className={styles.lockBox} data-testid="locked-bonus" role="group" aria-label={t('lock.title')}>
      <div className={styles.balance}>
        <span>{t('lock.locked')}</span>
        <span data-testid="locked-amount">{peso(shown.locked)}</span>
      </div>
      <div className={styles.balance}>
        <span>{t('lock.withdrawable')}</span>
        <span data-testid="withdrawable-now">{peso(shown.withdrawable)}</span>
      </div>
      {shown.turnoverLeft > 0 ? (
        <div className={styles.balance}>
          <span>{t('lock.betsNeeded')}</span>
          <span data-testid="turnover-left">{peso(shown.turnoverLeft)}</span>
        </div>
      ) : null}
      {state.bonusNeedsDeposit ? (
        <p className={styles.note}>
          {t('lock.needsDeposit')} <Link to="/wallets?name=deposit">{t('lock.deposit')}</Link>
        </p>
      ) : null}
      <p className={styles.note}>{t('lock.explain')}</p>
    </div>
  );
}
