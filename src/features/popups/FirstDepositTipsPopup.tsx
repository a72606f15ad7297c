import '../../shared/offers/i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/popupsTexts.ts';
import { Link } from 'react-router';
import { ActivityId } from '../../../contract/enums.ts';
import { loadActivityStatuses } from '../../shared/activities/activities.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
import { useAppStore } from '../../store/index.ts';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/** For a player who never topped up: free bonuses need one valid top-up (spec §5); the first-deposit offer's page when it runs. */
export function FirstDepositTipsPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('popups');
  const token = useAppStore((s) => s.token);
  const offerOn = useFirstDepositOfferOn(token);
  return (
    <Modal
      title={t('firstDepositTips.title')}
      variant="center"
      onClose={onClose}
      hero={
        <div className={`${controls.iconBadge} ${styles.hero}`}>
          <Icon name="gift" size={36} />
        </div>
      }
    >
      <p className={styles.body}>{t('firstDepositTips.body')}</p>
      <div className={styles.actions}>
        <Link to="/wallets?name=deposit" className={styles.primaryLink} onClick={onClose}>
          {t('firstDepositTips.action')}
        </Link>
        {offerOn ? (
          <Link to="/activity/first-deposit" className={styles.secondaryLink} onClick={onClose}>
            {t('tips.offer', { ns: 'offers' })}
          </Link>
        ) : null}
        <Button block variant="ghost" onClick={onClose}>
          {t('firstDepositTips.later')}
        </Button>
      </div>
    </Modal>
  );
}

/** Whether the operator runs the first-deposit offer (the session's cached activity list, which the popup host has read already). */
function useFirstDepositOfferOn(token: string | null): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let live = true;
    loadActivityStatuses(token).then(
      (list) => live && setOn(list.some((activity) => activity.type === ActivityId.FirstDeposit && activity.status)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [token]);
  return on;
}
