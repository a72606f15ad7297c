import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import { manilaTime } from './format.ts';
import styles from './protection.module.css';

type Info = CallResult<'selfLimitInfo'>;
type Step = 'ask' | 'confirm' | 'cancel';

/**
 * The pause's status on a withdraw-only session (docs/protection.md): what is in force and until when,
 * and for a self-exclusion past its irrevocable months the way to end it: ask, wait 24 hours, confirm.
 * What may be done comes from the server (selfExclusionEnd); a time-out cannot be ended early.
 */
export function PausedStatus({ info, reload }: { info: Info; reload(): Promise<void> }) {
  const { t, i18n } = useTranslation('protection');
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const clearSession = useAppStore((s) => s.clearSession);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState<Step | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const time = (ms: number) => manilaTime(ms, i18n.language);
  const { exclusion, selfExclusionEnd: end } = info;

  const run = async (step: Step) => {
    setBusy(step);
    setFailure(null);
    try {
      if (step === 'confirm') {
        const { until } = await api('confirmSelfExclusionEnd', { confirm: true });
        // Every session ended with it: the next sign-in is a normal one (unless another pause remains).
        clearSession();
        showToast({ key: until ? 'protection:end.endedStillPaused' : 'protection:end.ended', params: until ? { time: time(until) } : {}, tone: 'success' });
        void navigate('/', { replace: true });
        return;
      }
      if (step === 'ask') await api('askSelfExclusionEnd', { confirm: true });
      else await api('cancelSelfExclusionEnd', {});
      setAsking(false);
      await reload();
    } catch (error) {
      setFailure(failureMessage(error));
    }
    setBusy(null);
  };

  if (!exclusion) return null;
  return (
    <Card aria-labelledby="paused-title">
      <h2 id="paused-title" className={styles.heading}>
        {t(`end.kind.${exclusion.kind}`)}
      </h2>
      <p className={styles.note}>{t('end.until', { time: time(exclusion.until) })}</p>
      {exclusion.kind === 'timeout' ? <p className={styles.note}>{t('end.timeOut')}</p> : null}
      {end && !end.endable && exclusion.irrevocableUntil ? <p className={styles.note}>{t('end.irrevocable', { time: time(exclusion.irrevocableUntil) })}</p> : null}
      <FormAlert message={failure} />
      {end?.endable && end.endFrom === null ? (
        asking ? (
          <div className={styles.warning} role="alertdialog" aria-labelledby="end-ask-title">
            <h3 id="end-ask-title" className={styles.heading}>
              {t('end.askTitle')}
            </h3>
            <p>{t('end.askBody')}</p>
            <div className={styles.actions}>
              <Button variant="danger" busy={busy === 'ask'} onClick={() => void run('ask')}>
                {t('end.askConfirm')}
              </Button>
              <Button variant="secondary" disabled={busy !== null} onClick={() => setAsking(false)}>
                {t('end.keep')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('end.ask')}
          </Button>
        )
      ) : null}
      {end?.endFrom ? (
        <>
          <p className={styles.note}>{end.endConfirmable ? t('end.confirmable') : t('end.waiting', { time: time(end.endFrom) })}</p>
          <div className={styles.actions}>
            {end.endConfirmable ? (
              <Button variant="danger" busy={busy === 'confirm'} disabled={busy !== null} onClick={() => void run('confirm')}>
                {t('end.confirm')}
              </Button>
            ) : null}
            <Button variant="secondary" busy={busy === 'cancel'} disabled={busy !== null} onClick={() => void run('cancel')}>
              {t('end.keep')}
            </Button>
          </div>
        </>
      ) : null}
    </Card>
  );
}
