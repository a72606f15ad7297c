import '../../shared/offers/i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/popupsTexts.ts';
import { ActivityId } from '../../../contract/enums.ts';
import { loadActivityStatuses } from '../../shared/activities/activities.ts';
import { useAppStore } from '../../store/index.ts';
import { PopupFrame, PopupLink } from './PopupFrame.tsx';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/** For a player who never topped up: free bonuses need one valid top-up (spec §5); the first-deposit offer's page when it runs. */
export function FirstDepositTipsPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('popups');
  const token = useAppStore((s) => s.token);
  const offerOn = useFirstDepositOfferOn(token);
  return (
    <PopupFrame
      title={t('firstDepositTips.title')}
      onClose={onClose}
      later={t('firstDepositTips.later')}
      link={{ to: '/wallets?name=deposit', label: t('firstDepositTips.action') }}
      after={
        offerOn ? (
          <PopupLink to="/activity/first-deposit" secondary onClose={onClose}>
            {t('tips.offer', { ns: 'offers' })}
          </PopupLink>
        ) : null
      }
    >
      <p className={styles.body}>{t('firstDepositTips.body')}</p>
    </PopupFrame>
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
