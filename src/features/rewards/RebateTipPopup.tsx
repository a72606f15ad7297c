import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPeso } from '../../shared/format/amount.ts';
import styles from '../../shared/rewards/rewards.module.css';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';

/** The VIP bet-rebate tip (spec §2): a rebate waits; the way to /vip/rebate. */
export default function RebateTipPopup({ total, onClose }: { total: number; onClose(): void }) {
  const { t } = useTranslation('rewards');
  const navigate = useNavigate();
  return (
    <Modal title={t('tip.title')} onClose={onClose} variant="center">
      <p className={styles.popupText}>{t('tip.text', { amount: formatPeso(total) })}</p>
      <div className={styles.popupActions}>
        <Button
          block
          onClick={() => {
            onClose();
            void navigate('/vip/rebate');
          }}
        >
          {t('tip.go')}
        </Button>
        <Button block variant="secondary" onClick={onClose}>
          {t('tip.later')}
        </Button>
      </div>
    </Modal>
  );
}
