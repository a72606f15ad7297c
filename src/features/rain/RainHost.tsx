import './i18n.ts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { RainEvent } from '../../../contract/calls/rain.ts';
import { api } from '../../api/client.ts';
import { isPlayingPage } from '../../shared/games/playing.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { useLive } from '../live/index.ts';
import { announceLeft, onJoinRequest } from './joinBus.ts';
import { RAIN_PAGE } from './paths.ts';
import { loadRainScene } from './scene.ts';
import { applyBroadcast, clockOffset, countdown, nextChange, openEvent } from './schedule.ts';
import styles from './overlay.module.css';

// The full-screen rain (the scene, its engine and the claims) loads only when the player joins.
const RainOverlay = lazy(() => import('./RainOverlay.tsx'));

const DISMISSED_KEY = 'swerte.rain.dismissed';

interface Config {
  events: RainEvent[];
  offset: number;
  withheld: boolean;
  needsDeposit: boolean;
}

function readDismissed(): number[] {
  try {
    const list: unknown = JSON.parse(sessionStorage.getItem(DISMISSED_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

/**
 * The red-packet rain's global overlay for signed-in players (docs/rain.md, Client). It learns of events
 * from the config (read when the app starts and each time the page is shown again, never on a timer)
 * and from the live channel's `rain` broadcasts. While one is falling it offers "Join the rain" in a
 * small bar (never on the rain's own page, which has the button); the full-screen rain opens only on
 * the player's tap, so a game in progress (shared/games/playing.ts) is never covered by itself.
 */
export default function RainHost() {
  const { t } = useTranslation('rain');
  const { pathname } = useLocation();
  const [config, setConfig] = useState<Config | null>(null);
  const configRef = useRef(config);
  useEffect(() => {
    configRef.current = config;
  });
  const [dismissed, setDismissed] = useState<number[]>(readDismissed);
  const [joined, setJoined] = useState<number | null>(null);
  // The device's time of the last draw: moved on when the config arrives and when an event opens or ends.
  const [now, setNow] = useState(() => Date.now());

  const load = useCallback(() => {
    api('getRedPacketRainConfig', {}).then(
      (answer) => {
        setNow(Date.now());
        setConfig({ events: answer.events, offset: clockOffset(answer.serverTime), withheld: answer.withheld, needsDeposit: answer.needsDeposit });
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    load();
    const onShow = () => document.visibilityState === 'visible' && load();
    document.addEventListener('visibilitychange', onShow);
    return () => document.removeEventListener('visibilitychange', onShow);
  }, [load]);

  useLive('rain', (event) => {
    const current = configRef.current;
    const events = current ? applyBroadcast(current.events, event) : null;
    // A new event (or no config yet): its counts and the player's cap come with the config.
    if (!current || !events) load();
    else {
      setNow(Date.now());
      setConfig({ ...current, events });
    }
  });

  useEffect(
    () =>
      onJoinRequest((eventId) => {
        setJoined(eventId);
        // An event scheduled since this host last read the config: read it (once) to have its counts.
        if (!configRef.current?.events.some((event) => event.eventId === eventId)) load();
      }),
    [load],
  );

  // An event opens or ends on the server's clock: draw again at that moment (one timer, not polling).
  useEffect(() => {
    if (!config) return;
    const serverNow = Date.now() + config.offset;
    const at = nextChange(config.events, serverNow);
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(at - serverNow + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  });

  const serverNow = now + (config?.offset ?? 0);
  const joinedEvent = joined === null ? null : (config?.events.find((event) => event.eventId === joined) ?? null);

  /** The player left the rain (or said not now): this event is not offered again this session. */
  const leave = useCallback(
    (eventId: number) => {
      setDismissed((list) => {
        const next = list.includes(eventId) ? list : [...list, eventId];
        try {
          sessionStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
        } catch {
          // The bar may offer this rain again after a reload: harmless.
        }
        return next;
      });
      setJoined(null);
      announceLeft();
      load();
    },
    [load],
  );

  const offer = config && !config.withheld && !config.needsDeposit ? openEvent(config.events, serverNow) : null;
  const offerId = offer?.eventId ?? null;
  // While a rain falls the player may join at any moment: its chunk and the scene load ahead, so the
  // packets show at once on Join instead of after the engine's download.
  useEffect(() => {
    if (offerId !== null) void import('./RainOverlay.tsx').then(loadRainScene, () => undefined);
  }, [offerId]);

  if (!config) return null;
  if (joinedEvent) {
    return (
      <Suspense fallback={null}>
        <RainOverlay event={joinedEvent} offset={config.offset} onClose={() => leave(joinedEvent.eventId)} />
      </Suspense>
    );
  }
  if (!offer || dismissed.includes(offer.eventId) || pathname === RAIN_PAGE) return null;
  return (
    <JoinBar event={offer} offset={config.offset} compact={isPlayingPage(pathname)} onJoin={() => setJoined(offer.eventId)} onDismiss={() => leave(offer.eventId)} label={t('bar.title')} />
  );
}

/** The offer: what is falling, how long it lasts, Join and Not now. A second's tick only while it shows. */
function JoinBar({ event, offset, compact, onJoin, onDismiss, label }: { event: RainEvent; offset: number; compact: boolean; onJoin(): void; onDismiss(): void; label: string }) {
  const { t } = useTranslation('rain');
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now() + offset), 1000);
    return () => clearInterval(timer);
  }, [offset]);
  return (
    <aside className={[styles.bar, compact ? styles.barCompact : ''].join(' ')} aria-label={label} data-testid="rain-bar">
      <span className={styles.barText}>
        <strong>{label}</strong> {t('bar.endsIn', { time: countdown(event.endsAt - now) })}
      </span>
      <Button size="sm" onClick={onJoin}>
        {t('join')}
      </Button>
      <Button size="sm" variant="secondary" onClick={onDismiss}>
        {t('bar.notNow')}
      </Button>
    </aside>
  );
}
