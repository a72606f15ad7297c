import '../../shared/bankpromo/i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bankPromoBonus } from '../../../contract/calls/bankpromo.ts';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import styles from './wallet.module.css';

type BankPromo = CallResult<'bankPromo'>;

/**
 * The bank promotion on the deposit form (docs/bankpromo.md "Screens"), for a bank channel only: the
 * exact bonus the amount typed would get (the contract's arithmetic, the server's), or its terms when
 * the amount is under the minimum. Nothing while the promotion is off or the channel is not a bank
 * one, or while the terms are unknown (a failed read offers nothing rather than a wrong figure).
 */
export default function BankBonusNote({ typeId, amount }: { typeId: number; amount: number | null }) {
  const { t } = useTranslation('bankpromo');
  const [promo, setPromo] = useState<BankPromo | null>(null);
  useEffect(() => {
    let live = true;
    api('bankPromo', {}).then(
      (answer) => live && setPromo(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!promo?.running || !promo.terms.typeIds.includes(typeId)) return null;
  const { terms } = promo;
  let text: string;
  if (promo.withheld) text = t('noteWithheld');
  else {
    const bonus = amount === null ? 0 : bankPromoBonus(amount, typeId, terms);
    text = bonus > 0 ? t('note', { bonus: formatPeso(bonus), count: terms.wagering }) : t('noteMin', { percent: terms.percent, max: formatPeso(terms.maxBonus), min: formatPeso(terms.minDeposit) });
  }
  return (
    <p className={styles.offer} data-testid="bank-bonus-note">
      {text}
    </p>
  );
}
