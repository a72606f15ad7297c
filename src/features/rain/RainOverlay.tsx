import './i18n.ts';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RainEvent } from '../../../contract/calls/rain.ts';
import { mutableModel } from '../../../scenes/engine/model.ts';
import type { RainSceneCallbacks, RainSceneModel } from '../../../scenes/rain/model.ts';
import type { RainScene } from '../../../scenes/rain/RainScene.ts';
import { api } from '../../api/client.ts';
import { formatPrizePeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { SceneHost } from '../../shared/scene/SceneHost.tsx';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { REWARD_RECORD } from './paths.ts';
import { loadRainScene } from './scene.ts';
import { claimFailure, TapCounter } from './taps.ts';
import styles from './overlay.module.css';
import '../../shared/i18n/errorTexts.ts';

/** Packets on screen at once: the scene's peak on a phone, far fewer for a player who asked for less motion. */
const MAX_ON_SCREEN = 200;
const MAX_ON_SCREEN_REDUCED = 40;
/** A claim whose answer was lost goes again (same seq) once by itself; after that the next tap resends it. */
const LOST_RETRY_MS = 800;

const prefersLessMotion = () => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The full-screen rain (docs/rain.md, Client): the scene drops packets until the event's end; each tap
 * is a claim `(eventId, seq)` and the packet opens with what the server says it held. The running total
 * is the server's. A cap reached or every packet taken closes the rain for the player (the packets keep
 * falling, no tap counts); 429 is a packet that opens empty. At the end: the summary.
 */
export default function RainOverlay({ event, offset, onClose }: { event: RainEvent; offset: number; onClose(): void }) {
  const { t } = useTranslation('rain');
  const [counter] = useState(() => new TapCounter(event.eventId, event.claimed));
  const [totals, setTotals] = useState({ claimed: event.claimed, won: event.won });
  const initiallyClosed = event.claimed >= event.perPlayerCap || event.packetsLeft === 0;
  const [closed, setClosed] = useState<string | null>(initiallyClosed ? t('closed.done') : null);
  const [ended, setEnded] = useState(() => Date.now() + offset >= event.endsAt);
  const [model] = useState(() =>
    mutableModel<RainSceneModel>({
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      clockOffset: offset,
      maxOnScreen: prefersLessMotion() ? MAX_ON_SCREEN_REDUCED : MAX_ON_SCREEN,
      closed: initiallyClosed,
      totalLabel: formatPrizePeso(event.won),
      seed: event.eventId,
    }),
  );
  const scene = useRef<RainScene | null>(null);
  const closedRef = useRef(initiallyClosed);
  const live = useRef(true);

  const closeButton = useRef<HTMLButtonElement>(null);
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  // Keyboard players land on the way out, and Escape leaves, as from a dialog.
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (key: KeyboardEvent) => key.key === 'Escape' && latestClose.current();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      // What the packets paid is in the coin now.
      void refreshBalances().catch(() => undefined);
    };
  }, []);

  useEffect(() => {
    const current = model.get();
    const totalLabel = formatPrizePeso(totals.won);
    if (current.closed !== (closed !== null) || current.totalLabel !== totalLabel) model.set({ ...current, closed: closed !== null, totalLabel });
  }, [model, closed, totals.won]);

  // The end on the server's clock, for a scene that could not load (it reports onRainEnded itself).
  useEffect(() => {
    if (ended) return;
    const timer = setTimeout(() => setEnded(true), Math.max(0, event.endsAt - (Date.now() + offset)) + 1000);
    return () => clearTimeout(timer);
  }, [ended, event.endsAt, offset]);

  const close = useCallback((message: string) => {
    closedRef.current = true;
    setClosed((current) => current ?? message);
  }, []);

  const claim = (packetId: number, seq: number, attempt: number) => {
      api('redPacketRainClaim', { eventId: event.eventId, seq }).then(
        (answer) => {
          if (!live.current) return;
          scene.current?.open(packetId, answer.amount > 0 ? formatPrizePeso(answer.amount) : null);
          // Answers may cross: the total with the most packets is the latest.
          setTotals((current) => (answer.claimed >= current.claimed ? { claimed: answer.claimed, won: answer.won } : current));
          if (answer.claimed >= event.perPlayerCap) close(t('rain.capReached', { ns: 'errors' }));
          else if (answer.packetsLeft === 0) close(t('rain.allTaken', { ns: 'errors' }));
        },
        (error: unknown) => {
          if (!live.current) return;
          const failure = claimFailure(error);
          if (failure === 'lost' && attempt === 0) {
            setTimeout(() => live.current && claimRef.current(packetId, seq, 1), LOST_RETRY_MS);
            return;
          }
          scene.current?.open(packetId, null);
          if (failure === 'lost' || failure === 'uncounted') counter.giveBack(seq);
          else close(failureMessage(error));
        },
      );
  };
  const claimRef = useRef(claim);
  useEffect(() => {
    claimRef.current = claim;
  });

  const callbacks: RainSceneCallbacks = {
    onPacketTapped(packetId) {
      const seq = closedRef.current ? null : counter.take();
      if (seq === null) return void scene.current?.open(packetId, null);
      claim(packetId, seq, 0);
    },
    onRainEnded: () => setEnded(true),
  };

  // Scenes take no pointer input of their own: each tap goes in, in the canvas's CSS pixels.
  const down = (pointer: PointerEvent<HTMLElement>) => {
    if (pointer.pointerType === 'mouse' && pointer.button !== 0) return;
    const rect = pointer.currentTarget.getBoundingClientRect();
    scene.current?.tap(pointer.clientX - rect.left, pointer.clientY - rect.top);
  };

  return (
    <section className={styles.overlay} aria-label={t('overlayLabel')} data-testid="rain-overlay" data-closed={closed !== null} data-ended={ended}>
      <div className={styles.sceneLayer} onPointerDown={down} data-testid="rain-sky">
        <SceneHost load={loadRainScene} model={model} callbacks={callbacks} className={styles.sceneLayer} onOpen={(handle) => void (scene.current = handle.scene as RainScene)} />
      </div>
      <div className={styles.overlayTop}>
        {/* The scene draws the total; this says it to screen readers. */}
        <output className="visually-hidden" data-testid="rain-total" aria-live="polite">
          {t('total', { count: totals.claimed, amount: formatPrizePeso(totals.won) })}
        </output>
        <button ref={closeButton} type="button" className={styles.closeButton} onClick={onClose} aria-label={t('leave')}>
          <Icon name="close" />
        </button>
      </div>
      {closed !== null && !ended ? (
        <p className={styles.closedNote} role="status" data-testid="rain-closed">
          {closed}
        </p>
      ) : null}
      {ended ? (
        <div className={styles.summary} role="dialog" aria-labelledby="rain-summary-title" data-testid="rain-summary">
          <h2 id="rain-summary-title" className={styles.summaryTitle}>
            {t('summary.title')}
          </h2>
          <p>{t('summary.opened', { count: totals.claimed })}</p>
          <p className={styles.summaryWon}>{t('summary.won', { amount: formatPrizePeso(totals.won) })}</p>
          <p className={styles.muted}>{t('summary.where')}</p>
          <Link to={REWARD_RECORD} onClick={onClose}>
            {t('summary.record')}
          </Link>
          <Button onClick={onClose}>{t('summary.close')}</Button>
        </div>
      ) : null}
    </section>
  );
}
