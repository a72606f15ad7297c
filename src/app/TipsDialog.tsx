import { useTranslation } from 'react-i18next';
import { Button } from '../shared/ui/Button.tsx';
import { Modal } from '../shared/ui/Modal.tsx';
import { useAppStore } from '../store/index.ts';

/** The spec's "Tips" popup (§8), shown when a call times out. */
export function TipsDialog() {
  const { t } = useTranslation();
  const tips = useAppStore((s) => s.tips);
  const close = useAppStore((s) => s.closeTips);
  if (!tips) return null;
  return (
    <Modal title={t('tips.title')} onClose={close} variant="center">
      <p>{t(tips)}</p>
      <Button block onClick={close}>
        {t('actions.ok')}
      </Button>
    </Modal>
  );
}
