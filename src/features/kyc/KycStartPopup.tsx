import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { PopupFrame } from '../popups/PopupFrame.tsx';
import styles from '../popups/popups.module.css';

/**
 * The forced KYC popup (config `isNewUserForcePopKyc`): after the other start popups, once a session,
 * for a player who has not submitted yet. The host mounts it only for unverified players; it asks the
 * server whether the operator turned it on and whether the player has submitted, and shows nothing
 * otherwise (`onClose` then, so the host records it as done).
 */
export default function KycStartPopup({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('kyc');
  const [amount, setAmount] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    api('kyc', {}).then(
      ({ kyc }) => {
        if (!live) return;
        if (kyc.isNewUserForcePopKyc && kyc.status === 'none') setAmount(kyc.kycAmount);
        else onClose();
      },
      () => live && onClose(),
    );
    return () => {
      live = false;
    };
  }, [onClose]);

  if (amount === null) return null;
  return (
    <PopupFrame
      title={t('popup.title')}
      gift={false}
      onClose={onClose}
      later={t('popup.later')}
      link={{ to: '/member/profile/kyc', label: t('popup.action') }}
    >
      <p className={styles.body}>{t('popup.body', { amount: formatPeso(amount) })}</p>
    </PopupFrame>
  );
}
