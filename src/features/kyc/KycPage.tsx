import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KycState } from '../../../contract/calls/kyc.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { KycForm } from './KycForm.tsx';
import styles from './kyc.module.css';

/** /member/profile/kyc: the player's verification state, and the form while they may submit (none or rejected). */
export default function KycPage() {
  const { t } = useTranslation('kyc');
  const [state, setState] = useState<KycState | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [justSent, setJustSent] = useState(false);

  useEffect(() => {
    let live = true;
    api('kyc', {}).then(
      (result) => live && setState(result.kyc),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const amount = state ? formatPeso(state.kycAmount) : '';
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <FormAlert message={failure} />
      {!state && !failure ? <Spinner /> : null}
      {state ? (
        <Card>
          <p className={styles.hint}>{t('intro', { amount })}</p>
          <p className={styles.status} data-testid="kyc-status" role="status">
            {state.status === 'rejected' ? t('status.rejected', { reason: state.rejectReason }) : t(`status.${state.status}`, { amount })}
          </p>
          {justSent ? <FormAlert tone="success" message={t('submitted')} /> : null}
          {state.status === 'rejected' ? <p className={styles.hint}>{t('status.rejectedAgain')}</p> : null}
          {state.isAddKyc ? (
            <KycForm
              key={state.submittedAt ?? 0}
              state={state}
              onSubmitted={(next) => {
                setState(next);
                setJustSent(true);
              }}
            />
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}
