import '../../shared/games/i18n.ts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './games.module.css';
import { isTryIt, launchTarget } from './launch.ts';

/** What the start page hands the play page (its first balance: demo credits in try-it). */
export interface LaunchState {
  balance: number;
  tryIt: boolean;
}

/**
 * /game/start?gameId=&tryIt=&activityId= (signed-in; the route validated the query): opens a
 * session and goes where the game runs, replacing this page in the history.
 */
export default function StartPage() {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const started = useRef<string | null>(null);
  const key = `${search.toString()}#${attempt}`;

  useEffect(() => {
    // One session per visit (and per retry), even when an effect runs twice.
    if (started.current === key) return;
    started.current = key;
    const gameId = Number(search.get('gameId'));
    const tryIt = isTryIt(search.get('tryIt'));
    const activityId = Number(search.get('activityId') || 0);
    setFailure(null);
    api('startGame', { gameId, ...(tryIt ? { tryIt } : {}), ...(activityId > 0 ? { activityId } : {}) }).then(
      (session) => {
        useAppStore.getState().recordGamePlayed(gameId);
        const target = launchTarget(session.launchUrl);
        if (target.kind === 'route') {
          const state: LaunchState = { balance: session.balance, tryIt: session.tryIt };
          void navigate(target.path, { replace: true, state });
        } else {
          window.location.assign(target.url);
        }
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, [key, search, navigate]);

  if (!failure) {
    return (
      <div className={styles.center} role="status" aria-live="polite">
        <Spinner size={32} />
        <p className={styles.muted}>{t('start.opening')}</p>
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <PageHeader title={t('start.failedTitle')} fallback="/" />
      <FormAlert message={failure} />
      <div className={styles.center}>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('start.retry')}</Button>
        <Button variant="secondary" onClick={() => void navigate('/game/search', { replace: true })}>
          {t('start.back')}
        </Button>
      </div>
    </div>
  );
}
