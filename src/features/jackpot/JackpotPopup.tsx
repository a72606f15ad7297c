import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal.tsx';
import { useAppStore } from '../../store/index.ts';
import { JackpotPanel } from './JackpotPanel.tsx';

/** The lucky jackpot draw popup (spec §2), opened from the floating bubble. */
export default function JackpotPopup() {
  const { t } = useTranslation('jackpot');
  return (
    <Modal title={t('title')} onClose={() => useAppStore.getState().closeJackpot()}>
      <JackpotPanel />
    </Modal>
  );
}
