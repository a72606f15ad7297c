import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../shared/format/amount.ts';
import type { ExchangeInfo } from './useExchangeInfo.ts';
import styles from './wallet.module.css';
import { manilaDateTime } from '../../shared/format/date.ts';


/**
 * What keeps part of the balance from leaving (docs/payments.md "Refunds, chargebacks and card money"):
 * withdrawals held while a refund or dispute of a deposit is being settled, and money deposited by card
 * in the last days, withdrawable from the date it clears. Nothing when neither applies.
 */
export function WithdrawHolds({ info }: { info: Pick<ExchangeInfo, 'cardUncleared' | 'cardClearsAt' | 'withdrawHold'> }) {
  const { t } = useTranslation('wallet');
  const card = info.cardUncleared ?? 0;
  return (
    <>
      {info.withdrawHold ? (
        <p className={styles.kycBlocked} role="alert" data-testid="withdraw-hold">
          {t('withdraw.onHold')}
        </p>
      ) : null}
      {card > 0 && info.cardClearsAt ? (
        <p className={styles.note} data-testid="card-uncleared">
          {t('withdraw.cardUncleared', { amount: formatPeso(card), date: manilaDateTime(info.cardClearsAt) })}
        </p>
      ) : null}
    </>
  );
}
