import { useTranslation } from 'react-i18next';
import '../../shared/ui/popupsTexts.ts';
import { useNavigate } from 'react-router';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/** Invites a browser player to install the app (never shown inside the wrapper or the PWA: see plan.ts). */
export function DownloadPopup({ onClose }: StartPopupProps) {
  const { t } = useTranslation('popups');
  const navigate = useNavigate();
  return (
    <Modal
      title={t('download.title')}
      variant="center"
      onClose={onClose}
      hero={
        <div className={`${controls.iconBadge} ${styles.hero}`}>
          <Icon name="phone" size={36} />
        </div>
      }
    >
      <p className={styles.body}>{t('download.body')}</p>
      <div className={styles.actions}>
        <Button
          block
          onClick={() => {
            onClose();
            void navigate('/download');
          }}
        >
          {t('download.action')}
        </Button>
        <Button block variant="ghost" onClick={onClose}>
          {t('download.later')}
        </Button>
      </div>
    </Modal>
  );
}
