import './i18n.ts';
import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_MINUTES, type CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { LimitsCard } from './LimitsCard.tsx';
import { PauseCard } from './PauseCard.tsx';
import { PausedStatus } from './PausedStatus.tsx';
import styles from './protection.module.css';

// The withdraw-only shell comes with this page's chunk (app/RootLayout loads it from here).
export { default as WithdrawOnlyFrame } from './WithdrawOnlyFrame.tsx';

const INTERVALS = [15, 30, 45, 60, 90, 120, 180, 240].filter((m) => m >= REALITY_CHECK_MINUTES.min && m <= REALITY_CHECK_MINUTES.max);

/** /member/self-limited (spec §2; DESIGN §8): limits, the reality-check interval, time-out and self-exclusion. */
export default function SelfLimitedPage() {
  const { t } = useTranslation('protection');
  const showToast = useAppStore((s) => s.showToast);
  const [info, setInfo] = useState<CallResult<'selfLimitInfo'> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const intervalId = useId();
  // A withdraw-only session (a paused account) sees the pause's status, not forms the server would refuse.
  const paused = useAppStore((s) => s.withdrawOnlyUntil !== null);

  const load = useCallback(async () => {
    try {
      setInfo(await api('selfLimitInfo', {}));
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    }
  }, []);
  useEffect(() => {
    let live = true;
    api('selfLimitInfo', {}).then(
      (result) => live && setInfo(result),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const setInterval = async (minutes: number) => {
    try {
      await api('setRealityCheckInterval', { minutes });
      showToast({ key: 'protection:reality.saved', params: { count: minutes }, tone: 'success' });
      await load();
    } catch (error) {
      setFailure(failureMessage(error));
    }
  };

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      {paused ? null : <p className={styles.note}>{t('intro')}</p>}
      <FormAlert message={failure} />
      {info && paused ? <PausedStatus info={info} reload={load} /> : null}
      {info && !paused ? (
        <>
          <LimitsCard limits={info.limits} reload={load} />
          <Card aria-labelledby="reality-title">
            <h2 id="reality-title" className={styles.heading}>
              {t('reality.title')}
            </h2>
            <div className={styles.select}>
              <label htmlFor={intervalId}>{t('reality.intro')}</label>
              <select id={intervalId} value={info.realityCheckMinutes} onChange={(event) => void setInterval(Number(event.target.value))}>
                {INTERVALS.map((m) => (
                  <option key={m} value={m}>
                    {t('reality.minutes', { count: m })}
                  </option>
                ))}
              </select>
            </div>
          </Card>
          <PauseCard />
        </>
      ) : null}
      {info || failure ? null : (
        <Spinner size={24} />
      )}
    </div>
  );
}
