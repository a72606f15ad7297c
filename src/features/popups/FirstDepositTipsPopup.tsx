import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/** For a player who never topped up: free bonuses need one valid top-up (spec §5). */
export function FirstDepositTipsPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('popups');
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
        <Button block variant="ghost" onClick={onClose}>
          {t('firstDepositTips.later')}
        </Button>
      </div>
    </Modal>
  );
}
