import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRainEvent } from '../../../../contract/ops/rain.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { Actions, Alert, Button, Dialog } from '../../ui/controls.tsx';

/** 9506 (it started meanwhile) and 9507 (no such rain): the list on screen is out of date. */
const STALE = new Set([9506, 9507]);

/** Asks before cancelling a scheduled rain (it cannot be undone), then cancels it; the call's refusal is translated. */
export function RainCancelDialog({ event, onClose, onCancelled, onRefused }: { event: ConsoleRainEvent; onClose(): void; onCancelled(event: ConsoleRainEvent): void; onRefused(text: string): void }) {
  const { t } = useTranslation('console-rain');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onCancelled((await consoleCall('consoleRainEventCancel', { eventId: event.eventId })).event);
    } catch (error) {
      if (isConsoleCallError(error) && STALE.has(error.errcode)) onRefused(consoleErrorMessage(error));
      else setFailure(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog title={t('cancelTitle', { id: event.eventId })} onClose={onClose}>
      <p>{t('cancelText', { start: formatManilaDateTime(event.startsAt) })}</p>
      <Alert message={failure} />
      <Actions>
        <Button variant="secondary" onClick={onClose}>
          {t('cancelKeep')}
        </Button>
        <Button variant="danger" busy={busy} onClick={() => void confirm()}>
          {t('cancelConfirm')}
        </Button>
      </Actions>
    </Dialog>
  );
}
