import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleReversal } from '../../../../contract/ops/chargebacks.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { typedHundredths } from '../config/typedAmount.ts';

const EMPTY = { orderNo: '', disputeRef: '', amount: '', reason: '' };

/**
 * Records a chargeback from the provider's notice (PayMongo e-mails it and shows it on its dashboard;
 * it sends no webhook for it): the deposit's order number, the case reference, the disputed amount in
 * pesos and a note. The server freezes the amount and holds the player's withdrawals (audited).
 */
export function DisputeOpenForm({ onOpened }: { onOpened(dispute: ConsoleReversal): void }) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (name: keyof typeof EMPTY) => (value: string) => setDraft((previous) => ({ ...previous, [name]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = typedHundredths(draft.amount);
    if (!draft.orderNo.trim() || !draft.disputeRef.trim() || !draft.reason.trim() || amount === null || amount <= 0) return setError(t('chargebacks.openMissing'));
    setBusy(true);
    setError(null);
    try {
      const { dispute } = await consoleCall('consoleDisputeOpen', { orderNo: draft.orderNo.trim(), disputeRef: draft.disputeRef.trim(), amount, reason: draft.reason.trim() });
      setDraft(EMPTY);
      onOpened(dispute);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="dispute-open-title">
      <h2 id="dispute-open-title" className={page.subtitle}>
        {t('chargebacks.openTitle')}
      </h2>
      <p className={page.muted}>{t('chargebacks.openIntro')}</p>
      <Field label={t('chargebacks.order')} value={draft.orderNo} onValueChange={set('orderNo')} />
      <Field label={t('chargebacks.reference')} value={draft.disputeRef} onValueChange={set('disputeRef')} />
      <Field label={t('chargebacks.amountPesos')} inputMode="numeric" value={draft.amount} onValueChange={set('amount')} />
      <Field label={t('reason.label')} value={draft.reason} onValueChange={set('reason')} maxLength={500} />
      <Alert message={error} />
      <Button type="submit" busy={busy}>
        {t('chargebacks.openSubmit')}
      </Button>
    </form>
  );
}
