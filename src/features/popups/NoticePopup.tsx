import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '../../shared/ui/popupsTexts.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import controls from '../../shared/ui/controls.module.css';
import styles from './popups.module.css';
import type { StartPopupProps } from './registry.ts';

/** The operator's announcement (activity Notice): its title and text come from the activity. */
export function NoticePopup({ activity, onClose }: StartPopupProps) {
  const { t } = useTranslation('popups');
  const config = activity.popupConfig;
  // Nothing written by the operator: nothing to show, let the next popup come.
  useEffect(() => {
    if (!config) onClose();
  }, [config, onClose]);
  if (!config) return null;
  return (
    <Modal
      title={config.title}
      variant="center"
      onClose={onClose}
      hero={
        <div className={`${controls.iconBadge} ${styles.hero}`}>
          <Icon name="info" size={36} />
        </div>
      }
    >
      <p className={styles.body}>{config.body}</p>
      <div className={styles.actions}>
        <Button block onClick={onClose}>
          {t('notice.action')}
        </Button>
      </div>
    </Modal>
  );
}
