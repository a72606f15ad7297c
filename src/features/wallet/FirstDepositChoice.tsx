import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { firstDepositBonus } from '../../../contract/enums.ts';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { multipleText } from '../../shared/offers/format.ts';
import styles from './wallet.module.css';

export type FirstDepositOffer = CallResult<'firstDepositOffer'>;

/** The first-deposit offer as the server says it applies to this player now (docs/offers.md); null while unknown or on failure (the form then offers nothing). */
export function useFirstDepositOffer(): FirstDepositOffer | null {
  const [offer, setOffer] = useState<FirstDepositOffer | null>(null);
  useEffect(() => {
    let live = true;
    api('firstDepositOffer', {}).then(
      (answer) => live && setOffer(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return offer;
}

/**
 * The opt-in, shown only while the offer applies (no paid deposit yet, the activity on), with its terms
 * before the player pays (the minimum deposit, the turnover multiple, that a withdrawal before it
 * forfeits the bonus) and the bonus the server will promise for this amount (the contract's
 * arithmetic, as for coupons).
 */
export function FirstDepositChoice({ offer, chosen, onChoose, amount }: { offer: FirstDepositOffer | null; chosen: boolean; onChoose: (on: boolean) => void; amount: number | null }) {
  const { t } = useTranslation('wallet');
  if (!offer?.applies) return null;
  const bonus = amount === null ? 0 : firstDepositBonus(amount, offer);
  return (
    <div className={styles.offer}>
      <label className={styles.check}>
        <input type="checkbox" name="firstDeposit" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
        {t('deposit.firstDeposit.label', { percent: offer.percent, max: formatPeso(offer.maxBonus) })}
      </label>
      <p className={styles.note} data-testid="first-deposit-terms">
        {offer.wagering > 0
          ? t('deposit.firstDeposit.termsLine', { min: formatPeso(offer.minDeposit), times: multipleText(offer.wagering) })
          : t('deposit.firstDeposit.termsLineNoWagering', { min: formatPeso(offer.minDeposit) })}
      </p>
      {chosen && amount !== null ? (
        <p className={styles.intro} data-testid="first-deposit-bonus">
          {bonus > 0 ? t('deposit.firstDeposit.bonus', { bonus: formatPeso(bonus) }) : t('deposit.firstDeposit.min', { min: formatPeso(offer.minDeposit) })}
        </p>
      ) : null}
      <Link to="/activity/first-deposit">{t('deposit.firstDeposit.terms')}</Link>
    </div>
  );
}
