import { useTranslation } from 'react-i18next';
import { formatPeso, formatPrizePeso } from '../format/amount.ts';
import styles from './rewards.module.css';

interface Amounts {
  /** What a claim pays now (hundredths): 0 until the accrual reaches `minClaim`. */
  claimable: number;
  /** What has accrued, claimable or not yet (hundredths). */
  accrued: number;
  /** From how much a rebate can be claimed (hundredths, ₱1). */
  minClaim: number;
}

/**
 * What a rebate stands at (issue 26): "Claimable ₱5" once it can be claimed, else "₱0.40 accrued —
 * claimable from ₱1", never a "₱0" prize. `total` is the panel's headline, otherwise one game type's line.
 */
export function RebateAmount({ claimable, accrued, minClaim, total = false }: Amounts & { total?: boolean }) {
  const { t } = useTranslation('rewards');
  if (claimable > 0) {
    return total ? (
      <p className={styles.total} data-testid="rebate-total">
        {t('rebate.total', { amount: formatPeso(claimable) })}
      </p>
    ) : (
      <span>
        {t('rebate.claimable')} <strong>{formatPeso(claimable)}</strong>
      </span>
    );
  }
  const text = t('rebate.accrued', { amount: formatPrizePeso(accrued), min: formatPeso(minClaim) });
  return total ? (
    <p className={styles.total} data-testid="rebate-total">
      {text}
    </p>
  ) : (
    <span data-testid="rebate-accrued">{text}</span>
  );
}
