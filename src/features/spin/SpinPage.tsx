import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { prizeWords } from './labels.ts';
import { SpinOdds } from './SpinOdds.tsx';
import { SpinRecord } from './SpinRecord.tsx';
import { SpinSources } from './SpinSources.tsx';
import styles from './spin.module.css';
import { useSpin } from './useSpin.ts';
import { WheelStage } from './WheelStage.tsx';

/**
 * /activity/spin (issue 29): the wheel with the odds table beside it, the spins left and the
 * button, each source's progress today, and the player's spins. The server draws and pays each
 * spin; the wheel lands where it says, then the prize shows.
 */
export default function SpinPage() {
  const { t } = useTranslation('spin');
  const signedIn = useAppStore((s) => s.token !== null);
  const info = useLoad(() => api('getSpinInfo', {}));
  const [recordVersion, setRecordVersion] = useState(0);
  const reloadInfo = info.reload;
  const settled = useCallback(() => {
    reloadInfo();
    setRecordVersion((v) => v + 1);
  }, [reloadInfo]);
  const { spin, spinning, failure, landed, scene, onLanded } = useSpin(settled);
  const data = info.data;

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      {!data ? (
        <LoadState failure={info.failure} onRetry={info.reload} />
      ) : (
        <>
          <div className={styles.stage}>
            <div className={styles.wheel}>
              <WheelStage segments={data.segments} sceneRef={scene} onLanded={onLanded} />
              <p className={styles.left} data-testid="spin-left">
                {data.spinsLeft > 0 ? t('spinsLeft', { count: data.spinsLeft }) : t('noSpins')}
              </p>
              {!signedIn ? (
                <Button className={styles.spinButton} onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
                  {t('signIn')}
                </Button>
              ) : (
                <Button className={styles.spinButton} busy={spinning} disabled={!data.running || data.withheld || data.needsDeposit || (data.spinsLeft === 0 && !spinning)} onClick={() => void spin()}>
                  {spinning ? t('spinning') : t('spin')}
                </Button>
              )}
              {!data.running ? <p className={styles.muted}>{t('notRunning')}</p> : null}
              {data.withheld ? <p className={styles.muted}>{t('withheld')}</p> : null}
              {signedIn && data.needsDeposit ? (
                <p className={styles.muted}>
                  {t('needsDeposit')} <Link to="/wallets?name=deposit">{t('deposit')}</Link>
                </p>
              ) : null}
              {failure ? <FormAlert message={failure} /> : null}
              <p className={styles.muted} aria-live="polite" data-testid="spin-landed">
                {landed ? t('landed', { prize: prizeWords(t, landed) }) : ''}
              </p>
              <p className={styles.muted}>{t('resets')}</p>
            </div>
            <SpinOdds info={data} />
          </div>
          <SpinSources sources={data.sources} />
          <SpinRecord key={recordVersion} signedIn={signedIn} />
        </>
      )}
    </div>
  );
}
