import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import { manilaTime } from './format.ts';
import styles from './protection.module.css';

type Choice = { call: 'takeTimeOut'; days: 1 | 7 | 30 } | { call: 'selfExclude'; months: 6 | 12 | 60 };

/**
 * Time-out and self-exclusion, each behind a second step that says what cannot be undone. Taking one
 * signs the player out everywhere (the server revokes every session), this device included.
 */
export function PauseCard() {
  const { t, i18n } = useTranslation('protection');
  const navigate = useNavigate();
  const showToast = useAppStore((s) => s.showToast);
  const clearSession = useAppStore((s) => s.clearSession);
  const [chosen, setChosen] = useState<Choice | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const labelOf = (choice: Choice) => (choice.call === 'takeTimeOut' ? t(`pause.days.${choice.days}`) : t(`pause.months.${choice.months}`));

  const start = async (choice: Choice) => {
    setBusy(true);
    setFailure(null);
    try {
      const { until } = choice.call === 'takeTimeOut' ? await api('takeTimeOut', { days: choice.days, confirm: true }) : await api('selfExclude', { months: choice.months, confirm: true });
      clearSession();
      showToast({ key: 'protection:pause.started', params: { time: manilaTime(until, i18n.language) }, tone: 'info' });
      void navigate('/', { replace: true });
    } catch (error) {
      setFailure(failureMessage(error));
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="pause-title">
      <h2 id="pause-title" className={styles.heading}>
        {t('pause.title')}
      </h2>
      {chosen ? (
        <div className={styles.warning} role="alertdialog" aria-labelledby="pause-confirm-title">
          <h3 id="pause-confirm-title" className={styles.heading}>
            {t('pause.confirmTitle')}
          </h3>
          <p>{chosen.call === 'takeTimeOut' ? t('pause.confirmTimeOut', { label: labelOf(chosen) }) : t('pause.confirmExclude', { label: labelOf(chosen) })}</p>
          <FormAlert message={failure} />
          <div className={styles.actions}>
            <Button variant="danger" busy={busy} onClick={() => start(chosen)}>
              {t('pause.confirmButton')}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => setChosen(null)}>
              {t('pause.back')}
            </Button>
          </div>
        </div>
      ) : (
        <>
          <p className={styles.note}>{t('pause.timeOutIntro')}</p>
          <div className={styles.actions}>
            {([1, 7, 30] as const).map((days) => (
              <Button key={days} size="sm" variant="secondary" onClick={() => setChosen({ call: 'takeTimeOut', days })}>
                {t('pause.timeOut', { label: t(`pause.days.${days}`) })}
              </Button>
            ))}
          </div>
          <p className={styles.note}>{t('pause.excludeIntro')}</p>
          <div className={styles.actions}>
            {([6, 12, 60] as const).map((months) => (
              <Button key={months} size="sm" variant="secondary" onClick={() => setChosen({ call: 'selfExclude', months })}>
                {t('pause.exclude', { label: t(`pause.months.${months}`) })}
              </Button>
            ))}
          </div>
        </>
      )}
    </Card>
  );
}
