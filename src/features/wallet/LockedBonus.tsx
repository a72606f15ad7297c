import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PESO } from '../../shared/format/amount.ts';
import { forfeitInPesos, lockInPesos, type LockState } from './bonusLock.ts';
import styles from './wallet.module.css';

const whole = new Intl.NumberFormat('en-PH', { maximumFractionDigits: 0 });
const peso = (n: number) => `${PESO}${whole.format(n)}`;

/**
 * The bonus balance (docs/rewards.md "Wagering": bonuses and their winnings; the cash is played first)
 * beside the cash that may be withdrawn, adding up to the balance, and the bets that would unlock it;
 * plainly, that withdrawing now forfeits it. "Unlocks after your first deposit" when a top-up is still
 * needed (no way to deposit in a withdraw-only session). Nothing when no bonus balance is held.
 */
export function LockedBonus({ state, withdrawOnly = false }: { state: LockState; withdrawOnly?: boolean }) {
  const { t } = useTranslation('wallet');
  if (state.locked <= 0) return null;
  const shown = lockInPesos(state);
  return (
    <div className={styles.lockBox} data-testid="locked-bonus" role="group" aria-label={t('lock.title')}>
      <div className={styles.balance}>
        <span>{t('lock.balance')}</span>
        <span data-testid="lock-balance">{peso(shown.locked + shown.withdrawable)}</span>
      </div>
      <div className={styles.balance}>
        <span>{t('lock.withdrawable')}</span>
        <span data-testid="withdrawable-now">{peso(shown.withdrawable)}</span>
      </div>
      <div className={styles.balance}>
        <span>{t('lock.locked')}</span>
        <span data-testid="locked-amount">{peso(shown.locked)}</span>
      </div>
      {shown.turnoverLeft > 0 ? (
        <div className={styles.balance}>
          <span>{t('lock.betsNeeded')}</span>
          <span data-testid="turnover-left">{peso(shown.turnoverLeft)}</span>
        </div>
      ) : null}
      {state.forfeitable > 0 ? (
        <p className={styles.forfeitWarning} data-testid="forfeit-warning">
          {t('lock.forfeit', { bonus: peso(forfeitInPesos(state, shown.locked)) })}
          {shown.turnoverLeft > 0 ? ` ${t('lock.forfeitUnlock', { bets: peso(shown.turnoverLeft) })}` : ''}
        </p>
      ) : null}
      {state.bonusNeedsDeposit ? (
        <p className={styles.note}>
          {t('lock.needsDeposit')}
          {withdrawOnly ? null : (
            <>
              {' '}
              <Link to="/wallets?name=deposit">{t('lock.deposit')}</Link>
            </>
          )}
        </p>
      ) : null}
      <p className={styles.note}>{t('lock.explain')}</p>
    </div>
  );
}
