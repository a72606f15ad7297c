import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleReferral } from '../../../../contract/ops/agents.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { Actions, Alert, Button, Dialog, Field } from '../../ui/controls.tsx';
import controls from '../../ui/controls.module.css';
import { decisionReason } from './agentReview.ts';
import { SignalList } from './ReferralTable.tsx';
import styles from './agents.module.css';

export type Decision = 'release' | 'void';

/**
 * Release or void one frozen referral, with the reason the audit keeps (at least 3 characters, as the
 * server asks). `onDecide` sends it; a failure it does not take over shows in the dialog.
 */
export function DecisionDialog({ referral, onDecide, onClose }: { referral: ConsoleReferral; onDecide(decision: Decision, reason: string): Promise<void>; onClose(): void }) {
  const { t } = useTranslation('console-agents');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Decision | null>(null);
  const name = (account: string, id: number) => (account ? t('player', { account, id }) : t('playerUnknown', { id }));

  const decide = async (decision: Decision) => {
    const why = decisionReason(reason);
    if (why === null) return setError(t('dialog.reasonShort'));
    setBusy(decision);
    setError(null);
    try {
      await onDecide(decision, why);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
      setBusy(null);
    }
  };

  return (
    <Dialog title={t('dialog.title', { referee: name(referral.referee, referral.refereeId) })} onClose={busy ? undefined : onClose}>
      <form
        className={controls.stack}
        noValidate
        onSubmit={(event) => {
          // Enter in the reason field does nothing: release and void are both deliberate clicks.
          event.preventDefault();
        }}
      >
        <p className={controls.text}>
          {t('dialog.text', { inviter: name(referral.inviter, referral.inviterId), bound: formatManilaDateTime(referral.boundAt) })}
        </p>
        <h3 className={styles.subTitle}>{t('dialog.signals')}</h3>
        <SignalList signals={referral.signals} />
        <Field label={t('dialog.reason')} hint={t('dialog.reasonHint')} value={reason} onValueChange={setReason} maxLength={500} autoFocus required />
        <Alert message={error} />
        <Actions>
          <Button variant="ghost" onClick={onClose} disabled={busy !== null}>
            {t('console:actions.cancel')}
          </Button>
          <Button variant="danger" busy={busy === 'void'} disabled={busy === 'release'} onClick={() => void decide('void')}>
            {t('dialog.void')}
          </Button>
          <Button busy={busy === 'release'} disabled={busy === 'void'} onClick={() => void decide('release')}>
            {t('dialog.release')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
