import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';

/** The VIP gift popup (spec §2): congratulations on level N, its level-up bonus, Claim or Later. */
export default function VipGiftPopup({ level, onClose }: { level: number; onClose(): void }) {
  const { t } = useTranslation('rewards');
  const { data } = useLoad(() => api('getVipInfo', {}));
  const bonus = data?.levelUpBonuses.find((row) => row.level === level);
  const claim = useClaim();
  const claimNow = async () => {
    if (await claim.run('gift', () => api('receiveVipBonusUser', { level }))) onClose();
  };

  return (
    <Modal title={t('gift.title', { level })} onClose={onClose} variant="center" hero={<Icon name="star" size={48} />}>
      {!data ? (
        <Spinner size={24} />
      ) : bonus && bonus.items.length > 0 && bonus.status !== 'claimed' ? (
        <>
          <p className={styles.popupText}>{t('gift.text', { level })}</p>
          <RewardItems items={bonus.items} />
        </>
      ) : (
        <p className={styles.popupText}>{t('gift.noItems')}</p>
      )}
      <ClaimError failure={claim.failure} />
      <div className={styles.popupActions}>
        {bonus && bonus.status === 'claimable' ? (
          <Button block busy={claim.busy === 'gift'} onClick={() => void claimNow()}>
            {t('gift.claim')}
          </Button>
        ) : null}
        <Button block variant="secondary" onClick={onClose}>
          {t('gift.later')}
        </Button>
      </div>
    </Modal>
  );
}
