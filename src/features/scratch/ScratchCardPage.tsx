import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import type { ScratchScene } from '../../../scenes/scratch/ScratchScene.ts';
import type { ScratchSceneCallbacks } from '../../../scenes/scratch/model.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { CardStage } from './CardStage.tsx';
import { prizeText, sceneModel } from './labels.ts';
import { StrokeQueue } from './strokeQueue.ts';
import styles from './scratch.module.css';

type Info = CallResult<'getScratchCardInfo'>;
type Phase = { kind: 'scratching' } | { kind: 'claiming' } | { kind: 'claimed'; prize: string } | { kind: 'failed'; message: string };

/** /scratch-cards/<id>: one card to scratch (or reveal all), then its prize in the reward popup. */
export function ScratchCardPage({ cardId }: { cardId: number }) {
  const { t } = useTranslation('scratch');
  const info = useLoad(() => api('getScratchCardInfo', {}));
  // A stroke conflict (another tab scratched it) reloads the card from the server's log: a new stage.
  const [generation, setGeneration] = useState(0);
  const data = info.data;
  const card = data?.cards.find((owned) => owned.id === cardId);
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/scratch-cards" />
      {!data ? (
        <LoadState failure={info.failure} onRetry={info.reload} />
      ) : !card ? (
        <Card>
          <p className={styles.muted} role="status">
            {t('notFound')}
          </p>
          <Link to="/scratch-cards">{t('back')}</Link>
        </Card>
      ) : (
        <Scratching
          key={`${card.id}-${generation}`}
          info={data}
          card={card}
          onConflict={() => {
            info.reload();
            setGeneration((n) => n + 1);
          }}
        />
      )}
    </div>
  );
}

function Scratching({ info, card, onConflict }: { info: Info; card: Info['cards'][number]; onConflict(): void }) {
  const { t } = useTranslation('scratch');
  const navigate = useNavigate();
  const type = info.types.find((candidate) => candidate.id === card.typeId);
  const model = useMemo(() => sceneModel(t, card, type), [t, card, type]);
  const sceneRef = useRef<ScratchScene | null>(null);
  const queue = useRef(new StrokeQueue(card.strokes.length));
  const sending = useRef<Promise<void> | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'scratching' });
  const [unsaved, setUnsaved] = useState(false);
  /** Set when the claim starts: the scene's reveal claims once; a failed claim is retried by its button. */
  const claiming = useRef(false);

  /** Sends what waits, a call at a time; resolves when nothing more can be sent now. */
  const flush = (): Promise<void> => {
    sending.current ??= (async () => {
      for (let batch = queue.current.next(); batch; batch = queue.current.next()) {
        try {
          const answer = await api('scratchCardStrokes', { cardId: card.id, from: batch.from, strokes: batch.strokes });
          queue.current.sent(answer.count);
          setUnsaved(false);
        } catch (error) {
          queue.current.failed();
          const code = isApiError(error) ? error.errcode : 0;
          if (code === Errcode.scratchStrokesFull) {
            // The log is full: the card reveals itself instead (the prize was drawn at purchase).
            queue.current.drop();
            sceneRef.current?.revealAll();
          } else if (code === Errcode.scratchStrokeConflict) {
            queue.current.drop();
            onConflict();
          } else if (code === Errcode.scratchCardClaimed || code === Errcode.scratchCardNotFound) queue.current.drop();
          else setUnsaved(true);
          break;
        }
      }
    })().finally(() => (sending.current = null));
    return sending.current;
  };

  const claim = async () => {
    claiming.current = true;
    setPhase({ kind: 'claiming' });
    // The strokes first (best effort): the log then matches what was scratched.
    await flush().catch(() => undefined);
    queue.current.drop();
    try {
      const answer = await api('scratchCardLottery', { cardId: card.id });
      if (answer.paidNow) useAppStore.getState().showReward(answer.card.prize.items);
      setPhase({ kind: 'claimed', prize: prizeText(t, answer.card.prize.items) });
      await refreshBalances().catch(() => undefined);
    } catch (error) {
      setPhase({ kind: 'failed', message: failureMessage(error) });
    }
  };

  // A page going away sends what waits (through the latest flush).
  const latestFlush = useRef(flush);
  useEffect(() => {
    latestFlush.current = flush;
  });
  useEffect(() => {
    const hide = () => document.visibilityState === 'hidden' && void latestFlush.current();
    document.addEventListener('visibilitychange', hide);
    return () => document.removeEventListener('visibilitychange', hide);
  }, []);

  const callbacks: ScratchSceneCallbacks = {
    onStroke: (stroke) => {
      queue.current.push(stroke);
      void flush();
    },
    onRevealed: () => {
      if (!claiming.current) void claim();
    },
  };

  const revealAll = () => {
    // Without a scene (no WebGL), the button still opens the prize.
    if (sceneRef.current && !sceneRef.current.revealed) sceneRef.current.revealAll();
    else if (!claiming.current) void claim();
  };

  const next = info.cards.find((owned) => owned.id !== card.id);
  return (
    <>
      <p className={styles.muted}>{t('cardName', { name: type?.name ?? t('title'), id: card.id })}</p>
      <CardStage model={model} sceneRef={sceneRef} callbacks={callbacks} />
      {unsaved ? <FormAlert tone="info" message={t('saveFailed')} /> : null}
      {phase.kind === 'scratching' || phase.kind === 'claiming' ? (
        <div className={styles.actions}>
          <Button busy={phase.kind === 'claiming'} onClick={revealAll}>
            {phase.kind === 'claiming' ? t('revealing') : t('revealAll')}
          </Button>
        </div>
      ) : null}
      {phase.kind === 'failed' ? (
        <div className={styles.actions}>
          <FormAlert message={`${t('claimFailed')} ${phase.message}`} />
          <Button variant="secondary" onClick={() => void claim()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {phase.kind === 'claimed' ? (
        <Card>
          <p className={styles.won} role="status" data-testid="scratch-won">
            {t('won', { prize: phase.prize })}
          </p>
          <div className={styles.actions}>
            {next ? <Button onClick={() => void navigate(`/scratch-cards/${next.id}`)}>{t('another')}</Button> : null}
            <Button variant="secondary" onClick={() => void navigate('/scratch-cards')}>
              {t('back')}
            </Button>
          </div>
        </Card>
      ) : null}
    </>
  );
}
