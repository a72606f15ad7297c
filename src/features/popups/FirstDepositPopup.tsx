import '../../shared/offers/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { multipleText } from '../../shared/offers/format.ts';
import { PopupFrame, PopupLink } from './PopupFrame.tsx';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

type Offer = CallResult<'firstDepositOffer'>;

/**
 * The first-deposit offer (activity 44) for a player who has not deposited (the plan asks
 * totalRecharge 0): its terms from the server (percent, cap, minimum, turnover multiple), a way to
 * deposit with it ticked (the form opens opted in, even when it was open already), and its page. When the
 * server says it does not apply (switched off since, promotions withheld), nothing shows and the next
 * popup comes.
 */
export function FirstDepositPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('offers');
  const [offer, setOffer] = useState<Offer | null>(null);
  // Asked once when the popup opens; the host may hand a new onClose on every render.
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });
  useEffect(() => {
    let live = true;
    api('firstDepositOffer', {}).then(
      (answer) => live && (answer.applies ? setOffer(answer) : close.current()),
      () => live && close.current(),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!offer) return null;
  return (
    <PopupFrame
      title={t('popup.title')}
      onClose={onClose}
      later={t('popup.later')}
      link={{ to: '/wallets?name=deposit&offer=first-deposit', label: t('popup.deposit') }}
      after={
        <PopupLink to="/activity/first-deposit" secondary onClose={onClose}>
          {t('popup.details')}
        </PopupLink>
      }
    >
      <p className={styles.body}>{t('popup.body', { percent: offer.percent, max: formatPeso(offer.maxBonus), min: formatPeso(offer.minDeposit) })}</p>
      <p className={styles.body} data-testid="first-deposit-popup-terms">
        {offer.wagering > 0 ? t('popup.terms', { times: t('times', { times: multipleText(offer.wagering) }) }) : t('popup.termsNoWagering')}
      </p>
    </PopupFrame>
  );
}
