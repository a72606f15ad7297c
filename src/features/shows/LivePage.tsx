import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult, LiveShow } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useShownLoad } from '../../shared/rewards/useShownLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { LivePlayer } from './LivePlayer.tsx';
import { usePresence } from './usePresence.ts';
import styles from './shows.module.css';

type Answer = CallResult<'getLiveUrl'>;

/**
 * /activity/live (activity LiveShow 77, docs/shows.md): the show on air, played from its HLS stream,
 * with the host, the end time and this player's watched minutes and reward; the schedule when nothing
 * is on air (and what comes next under a live show). Minutes are the server's, from the pings the
 * page sends while visible (usePresence). Read again when the page is shown, when a show starts or
 * ends, and after a claim.
 */
export default function LivePage() {
  const { t } = useTranslation('shows');
  const signedIn = useAppStore((s) => s.token !== null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [offset, setOffset] = useState(0);
  const { failure, reload: load } = useShownLoad(
    () => api('getLiveUrl', {}),
    (result) => {
      setAnswer(result);
      setOffset(result.serverTime - Date.now());
    },
  );

  // The next change (this show's end, the next one's start) reads the page again, once, at that moment.
  const changeAt = answer ? (answer.live?.endsAt ?? answer.schedule[0]?.startsAt ?? null) : null;
  useEffect(() => {
    if (changeAt === null) return;
    const timer = setTimeout(load, Math.min(Math.max(changeAt - (Date.now() + offset), 0) + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [changeAt, offset, load]);

  const live = answer?.live ?? null;
  usePresence(
    signedIn && live ? live.showId : null,
    answer?.pingSeconds ?? 30,
    (ping) => setAnswer((prev) => (prev?.live ? { ...prev, live: { ...prev.live, watchedSeconds: ping.watchedSeconds, rewardState: ping.rewardState } } : prev)),
    load,
  );

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      {!answer ? (
        <LoadState failure={failure} onRetry={load} />
      ) : (
        <>
          {live ? (
            <Card aria-labelledby="live-now">
              <h2 id="live-now" className={styles.sectionTitle}>
                <span className={styles.onAir}>{t('onAir')}</span> {live.title}
              </h2>
              <LivePlayer url={live.url} title={live.title} />
              <p className={styles.muted}>{t('hostedBy', { host: live.hostName, time: manilaDateTime(live.endsAt) })}</p>
              <Reward live={live} signedIn={signedIn} withheld={answer.withheld} reload={load} />
            </Card>
          ) : (
            <Card>
              <p className={styles.muted} data-testid="live-none">
                {t('nothingLive')}
              </p>
            </Card>
          )}
          <Schedule shows={answer.schedule} />
        </>
      )}
    </div>
  );
}

function Reward({ live, signedIn, withheld, reload }: { live: NonNullable<Answer['live']>; signedIn: boolean; withheld: boolean; reload(): void }) {
  const { t } = useTranslation('shows');
  const claim = useClaim(reload);
  if (live.rewardState === 'none') return null;
  const terms = t('rewardTerms', { count: live.rewardMinutes, amount: formatPeso(live.rewardCoin) });
  if (!signedIn) {
    return (
      <div className={styles.reward}>
        <p>{terms}</p>
        <Button onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>{t('signIn')}</Button>
      </div>
    );
  }
  if (withheld) return <FormAlert tone="info" message={t('withheld')} />;
  const watched = Math.min(Math.floor(live.watchedSeconds / 60), live.rewardMinutes);
  return (
    <div className={styles.reward} data-testid="live-reward" data-state={live.rewardState}>
      <p>{terms}</p>
      <progress className={styles.progress} max={live.rewardMinutes} value={watched} aria-label={t('watchedLabel')} />
      <p className={styles.muted}>{t('watched', { count: watched, total: live.rewardMinutes })}</p>
      {live.rewardState === 'watching' ? <p className={styles.muted}>{t('keepVisible')}</p> : null}
      {live.rewardState === 'ready' ? (
        <Button disabled={claim.busy !== null} onClick={() => void claim.run('live', () => api('liveReceiveBonus', { showId: live.showId }))}>
          {t('claim')}
        </Button>
      ) : null}
      {live.rewardState === 'claimed' ? <FormAlert tone="success" message={t('claimed')} /> : null}
      <ClaimError failure={claim.failure} />
    </div>
  );
}

function Schedule({ shows }: { shows: LiveShow[] }) {
  const { t } = useTranslation('shows');
  return (
    <Card aria-labelledby="live-schedule">
      <h2 id="live-schedule" className={styles.sectionTitle}>
        {t('schedule')}
      </h2>
      {shows.length === 0 ? (
        <p className={styles.muted}>{t('noneScheduled')}</p>
      ) : (
        <ul className={styles.list} data-testid="live-schedule">
          {shows.map((show) => (
            <li key={show.showId} className={styles.item} data-testid="live-scheduled">
              <strong>{show.title}</strong>
              <span className={styles.muted}>{t('slot', { start: manilaDateTime(show.startsAt), host: show.hostName })}</span>
              {show.rewardMinutes > 0 ? <span className={styles.muted}>{t('rewardTerms', { count: show.rewardMinutes, amount: formatPeso(show.rewardCoin) })}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
