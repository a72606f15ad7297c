import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Actions, Alert, Button } from './controls.tsx';

/** The end of an editing dialog's form: why the save failed, if it did, then Cancel and the submit button. */
export function DialogFooter({ failure, busy, disabled, onCancel, children }: { failure: string | null; busy: boolean; disabled?: boolean; onCancel(): void; children: ReactNode }) {
  const { t } = useTranslation('console');
  return (
    <>
      <Alert message={failure} />
      <Actions>
        <Button variant="secondary" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" busy={busy} disabled={disabled}>
          {children}
        </Button>
      </Actions>
    </>
  );
}
