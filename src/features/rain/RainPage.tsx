import './i18n.ts';
import '../../shared/rewards/i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RainEvent } from '../../../contract/calls/rain.ts';
import { api } from '../../api/client.ts';
import { formatPeso, formatPrizePeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useShownLoad } from '../../shared/rewards/useShownLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { useLive } from '../live/index.ts';
import { onRainLeft, requestJoin } from './joinBus.ts';
import { REWARD_RECORD } from './paths.ts';
import { clockOffset, countdown, joinable, nextChange, phaseOf } from './schedule.ts';
import styles from './rain.module.css';

interface Config {
  events: RainEvent[];
  offset: number;
  withheld: boolean;
  needsDeposit: boolean;
}

/**
 * /activity/red-packet-rain (activity MoneyRain 65, docs/rain.md): today's and the coming rains with a
 * countdown on the server's clock, each one's packets, prize pool and per-player cap, and what this
 * player took. While one falls, Join opens the full-screen rain (the overlay's host, PlayerHosts). A
 * visitor sees the schedule and a sign-in prompt. The config is read on arrival, when the page is shown
 * again, when an event opens or ends, on a live `rain` broadcast and after leaving a rain: never on a timer.
 */
export default function RainPage() {
  const { t } = useTranslation('rain');
  const signedIn = useAppStore((s) => s.token !== null);
  const [config, setConfig] = useState<Config | null>(null);
  const [now, setNow] = useState(() => Date.now());

  const { failure, reload: load } = useShownLoad(
    () => api('getRedPacketRainConfig', {}),
    (answer) => setConfig({ events: answer.events, offset: clockOffset(answer.serverTime), withheld: answer.withheld, needsDeposit: answer.needsDeposit }),
  );

  useEffect(() => {
    const offLeft = onRainLeft(load);
    // The countdowns tick on screen; nothing is asked of the server by this.
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      offLeft();
      clearInterval(clock);
    };
  }, [load]);

  useLive('rain', () => load());

  const offset = config?.offset ?? 0;
  const serverNow = now + offset;
  const changeAt = config ? nextChange(config.events, serverNow) : null;
  // When an event opens or ends, its counts are read again (once, at that moment).
  useEffect(() => {
    if (changeAt === null) return;
    const timer = setTimeout(load, Math.min(changeAt - (Date.now() + offset) + 500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [changeAt, offset, load]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <p className={styles.muted}>{t('intro')}</p>
      {!signedIn ? (
        <Card>
          <p className={styles.mine}>{t('signInPrompt')}</p>
          <Button onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>{t('signIn')}</Button>
        </Card>
      ) : null}
      {config?.withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
      {signedIn && config?.needsDeposit ? (
        <p className={styles.muted}>
          {t('needsDeposit')} <Link to="/wallets?name=deposit">{t('deposit')}</Link>
        </p>
      ) : null}
      {!config ? (
        <LoadState failure={failure} onRetry={load} />
      ) : (
        <Card aria-labelledby="rain-schedule">
          <h2 id="rain-schedule" className={styles.sectionTitle}>
            {t('schedule')}
          </h2>
          {config.events.length === 0 ? (
            <p className={styles.muted}>{t('none')}</p>
          ) : (
            <ul className={styles.events} data-testid="rain-events">
              {[...config.events]
                .sort((a, b) => a.startsAt - b.startsAt)
                .map((event) => (
                  <EventRow key={event.eventId} event={event} serverNow={serverNow} signedIn={signedIn} mayJoin={!config.withheld && !config.needsDeposit} />
                ))}
            </ul>
          )}
          {signedIn ? <Link to={REWARD_RECORD}>{t('record')}</Link> : null}
        </Card>
      )}
    </div>
  );
}

function EventRow({ event, serverNow, signedIn, mayJoin }: { event: RainEvent; serverNow: number; signedIn: boolean; mayJoin: boolean }) {
  const { t } = useTranslation('rain');
  const phase = phaseOf(event, serverNow);
  return (
    <li className={styles.event} data-testid="rain-event" data-event-id={event.eventId} data-phase={phase}>
      <div className={styles.eventHead}>
        <span>{manilaDateTime(event.startsAt)}</span>
        <span className={styles.clock}>
          {phase === 'upcoming' ? t('startsIn', { time: countdown(event.startsAt - serverNow) }) : null}
          {phase === 'open' ? t('endsIn', { time: countdown(event.endsAt - serverNow) }) : null}
          {phase === 'ended' ? t('ended') : null}
          {phase === 'cancelled' ? t('cancelled') : null}
        </span>
      </div>
      <ul className={styles.facts}>
        <li>{t('packets', { left: event.packetsLeft, count: event.packetCount })}</li>
        <li>{t('pool', { amount: formatPeso(event.budget) })}</li>
        <li>{t('cap', { count: event.perPlayerCap })}</li>
      </ul>
      {signedIn && (event.claimed > 0 || phase === 'ended') ? (
        <p className={styles.mine} data-testid="rain-mine">
          {t('mine', { count: event.claimed, amount: formatPrizePeso(event.won) })}
        </p>
      ) : null}
      {signedIn && phase === 'open' ? (
        joinable(event, serverNow) ? (
          mayJoin ? <Button onClick={() => requestJoin(event.eventId)}>{t('join')}</Button> : null
        ) : (
          <p className={styles.muted}>{event.packetsLeft === 0 ? t('allTaken') : t('capReached')}</p>
        )
      ) : null}
    </li>
  );
}
