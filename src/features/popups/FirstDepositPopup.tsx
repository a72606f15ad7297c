import '../../shared/offers/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { multipleText } from '../../shared/offers/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
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
    <Modal
      title={t('popup.title')}
      variant="center"
      onClose={onClose}
      hero={
        <div className={`${controls.iconBadge} ${styles.hero}`}>
          <Icon name="gift" size={36} />
        </div>
      }
    >
      <p className={styles.body}>{t('popup.body', { percent: offer.percent, max: formatPeso(offer.maxBonus), min: formatPeso(offer.minDeposit) })}</p>
      <p className={styles.body} data-testid="first-deposit-popup-terms">
        {offer.wagering > 0 ? t('popup.terms', { times: t('times', { times: multipleText(offer.wagering) }) }) : t('popup.termsNoWagering')}
      </p>
      <div className={styles.actions}>
        <Link to="/wallets?name=deposit&offer=first-deposit" className={styles.primaryLink} onClick={onClose}>
          {t('popup.deposit')}
        </Link>
        <Link to="/activity/first-deposit" className={styles.secondaryLink} onClick={onClose}>
          {t('popup.details')}
        </Link>
        <Button block variant="ghost" onClick={onClose}>
          {t('popup.later')}
        </Button>
      </div>
    </Modal>
  );
}
