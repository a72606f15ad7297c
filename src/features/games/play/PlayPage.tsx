import '../../../shared/games/i18n.ts';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { Errcode } from '../../../../contract/errcodes.ts';
import type { SlotInfo, SlotRound } from '../../../../contract/index.ts';
import type { SlotSceneCallbacks } from '../../../../scenes/slot/model.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { api } from '../../../api/client.ts';
import { startPath } from '../../../shared/games/GameTile.tsx';
import { useCatalog } from '../../../shared/games/useCatalog.ts';
import { formatPeso } from '../../../shared/format/amount.ts';
import { newRequestId } from '../../../shared/requestId.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { SceneHost } from '../../../shared/scene/SceneHost.tsx';
import { SoundToggle } from '../../../shared/scene/SoundToggle.tsx';
import { storeModel } from '../../../shared/scene/storeModel.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { CoinIcon } from '../../../shared/ui/CoinIcon.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../../store/index.ts';
import { isTryIt } from '../launch.ts';
import type { LaunchState } from '../StartPage.tsx';
import { afterAutoSpin, startAutoSpin, type AutoSpinRun, type AutoSpinSettings, type AutoStopReason } from './autoSpin.ts';
import { AutoSpinDialog } from './AutoSpinDialog.tsx';
import { loadSlotScene } from './loadSlot.ts';
import { PaytablePanel } from './PaytablePanel.tsx';
import sceneFrame from '../../../shared/scene/sceneFrame.module.css';
import styles from './play.module.css';
import { RecallPanel } from './RecallPanel.tsx';
import { createSlotModelSelect } from './slotModel.ts';
import { createSpinRefresher } from './refreshAfterSpin.ts';
import { useGameSession } from './useGameSession.ts';

const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
const money = formatPeso;
/** When the scene cannot report (it failed to load), a landed spin settles after this long anyway. */
const SCENE_WATCHDOG_MS = 15_000;

// Player protection's reality check (issue 19), loaded with a real-money game only.
const RealityCheck = lazy(() => import('../../protection/RealityCheck.tsx'));

/** /game/play/:gameId?session=&tryIt=: the house slot (the route validated gameId). */
export default function PlayPage() {
  const { t } = useTranslation('games');
  const gameId = Number(useParams().gameId);
  const [search] = useSearchParams();
  const sessionParam = search.get('session') ?? '';
  const sessionId = SESSION_ID.test(sessionParam) ? sessionParam : '';
  const tryIt = isTryIt(search.get('tryIt'));
  const launch = useLocation().state as LaunchState | null;
  const [info, setInfo] = useState<SlotInfo | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const gameName = useCatalog().byId.get(gameId)?.name;
  useGameSession(gameId, sessionId, tryIt);

  const load = useCallback(
    (signal?: AbortSignal) => {
      api('slotInfo', { gameId }, { signal }).then(
        (answer) => {
          if (signal?.aborted) return;
          useAppStore.getState().openSlot(answer.info);
          setInfo(answer.info);
        },
        (error: unknown) => {
          if (!signal?.aborted) setFailure(failureMessage(error));
        },
      );
    },
    [gameId],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => {
      controller.abort();
      useAppStore.getState().openSlot(null);
    };
  }, [load]);

  return (
    <div className={styles.page}>
      <PageHeader title={gameName ?? t('play.label')} fallback="/" />
      {!sessionId ? (
        <div className={styles.hud}>
          <FormAlert message={t('play.noSession')} />
          <Link to={startPath(gameId, tryIt)} replace>
            {t('play.reopen')}
          </Link>
        </div>
      ) : failure ? (
        <div className={styles.hud}>
          <FormAlert message={`${t('play.loadFailed')} ${failure}`} />
          <Button
            onClick={() => {
              setFailure(null);
              load();
            }}
          >
            {t('play.retry')}
          </Button>
        </div>
      ) : !info ? (
        <Spinner size={32} />
      ) : (
        <SlotTable info={info} sessionId={sessionId} tryIt={tryIt} launchBalance={launch?.tryIt === tryIt ? launch.balance : null} />
      )}
      {sessionId && !tryIt ? (
        <Suspense fallback={null}>
          <RealityCheck />
        </Suspense>
      ) : null}
    </div>
  );
}

type Notice = { kind: 'insufficient' } | { kind: 'closed' } | { kind: 'error'; text: string } | { kind: 'auto'; reason: AutoStopReason };

interface Landed {
  seq: number;
  round: SlotRound;
  balance: number;
}

function SlotTable({ info, sessionId, tryIt, launchBalance }: { info: SlotInfo; sessionId: string; tryIt: boolean; launchBalance: number | null }) {
  const { t } = useTranslation('games');
  const coin = useAppStore((s) => s.balances?.coin ?? null);
  // Demo credits come only from the server's answers; real play shows the coin balance.
  const [ownBalance, setOwnBalance] = useState<number | null>(launchBalance);
  const balance = tryIt ? ownBalance : (coin ?? ownBalance);
  const [betIndex, setBetIndex] = useState(() => Math.max(0, info.betLevels.indexOf(info.defaultBet)));
  const bet = info.betLevels[betIndex] ?? info.defaultBet;
  const [phase, setPhaseState] = useState<'idle' | 'waiting' | 'landed'>('idle');
  const [lastWin, setLastWin] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [auto, setAutoState] = useState<AutoSpinRun | null>(null);
  const [panel, setPanel] = useState<'paytable' | 'recall' | 'auto' | null>(null);

  const phaseRef = useRef(phase);
  const autoRef = useRef(auto);
  const balanceRef = useRef(balance);
  const betRef = useRef(bet);
  const pending = useRef<{ requestId: string; bet: number } | null>(null);
  const landed = useRef<Landed | null>(null);
  const quickAsked = useRef(false);
  const sceneOpen = useRef(false);
  const watchdog = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const live = useRef(true);
  // The handlers (events, scene callbacks) read the latest numbers; they are written after each render.
  useEffect(() => {
    balanceRef.current = balance;
    betRef.current = bet;
  });

  const setPhase = (next: typeof phase) => {
    phaseRef.current = next;
    setPhaseState(next);
  };
  const setAuto = (next: AutoSpinRun | null) => {
    autoRef.current = next;
    setAutoState(next);
  };
  const stopAuto = (reason: AutoStopReason | null) => {
    if (!autoRef.current) return;
    setAuto(null);
    if (reason) setNotice((current) => current ?? { kind: 'auto', reason });
  };

  // What real bets earn besides the coin (VIP level and experience, points, red dots) follows the spins.
  const refresher = useMemo(() => createSpinRefresher(), []);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
      clearTimeout(watchdog.current);
      refresher.stop();
    };
  }, [refresher]);

  const reelsStopped = (seq: number) => {
    const done = landed.current;
    if (!done || done.seq !== seq) return;
    // The balance moves when the reels stop, to the server's number.
    setOwnBalance(done.balance);
    balanceRef.current = done.balance;
    if (!tryIt) {
      const state = useAppStore.getState();
      if (state.balances) state.setBalances({ ...state.balances, coin: done.balance });
      refresher.afterSpin();
    }
    setLastWin(done.round.win);
  };

  const spinFinished = (seq: number) => {
    const done = landed.current;
    if (!done || done.seq !== seq || phaseRef.current !== 'landed') return;
    clearTimeout(watchdog.current);
    reelsStopped(seq); // idempotent: a scene that skipped the first report still moves the balance
    landed.current = { ...done, seq: -1 };
    setPhase('idle');
    const run = autoRef.current;
    if (!run) return;
    const decision = afterAutoSpin(run, { win: done.round.win, balance: done.balance, nextBet: betRef.current });
    if (!decision.next) return stopAuto(decision.reason);
    setAuto(decision.run);
    void spinRef.current();
  };

  const spin = async () => {
    if (phaseRef.current === 'waiting') {
      quickAsked.current = true;
      return;
    }
    if (phaseRef.current === 'landed') {
      useAppStore.getState().slotQuickStop();
      return;
    }
    const stake = betRef.current;
    const current = balanceRef.current;
    if (current !== null && current < stake) {
      setNotice({ kind: 'insufficient' });
      stopAuto(null);
      return;
    }
    // A spin whose answer was lost is sent again with the same requestId: the server answers the first result.
    const request = pending.current?.bet === stake ? pending.current : { requestId: newRequestId(), bet: stake };
    pending.current = request;
    quickAsked.current = false;
    setNotice(null);
    setLastWin(null);
    setPhase('waiting');
    useAppStore.getState().slotWaiting();
    try {
      const answer = await api('slotSpin', { sessionId, bet: stake, requestId: request.requestId });
      pending.current = null;
      if (!live.current) return;
      const store = useAppStore.getState();
      store.slotLanded(answer.round);
      const seq = useAppStore.getState().slotPlay?.spin?.seq ?? 0;
      landed.current = { seq, round: answer.round, balance: answer.balance };
      if (quickAsked.current) store.slotQuickStop();
      setPhase('landed');
      if (!sceneOpen.current) {
        // No scene to watch (it failed to load): settle at once.
        spinFinished(seq);
        return;
      }
      clearTimeout(watchdog.current);
      watchdog.current = setTimeout(() => spinFinished(seq), SCENE_WATCHDOG_MS);
    } catch (error) {
      if (!live.current) return;
      useAppStore.getState().slotFailed();
      setPhase('idle');
      const answered = error instanceof ApiError && error.kind === 'server';
      if (answered) pending.current = null;
      if (answered && error.errcode === Errcode.insufficientBalance) {
        setNotice({ kind: 'insufficient' });
        stopAuto(null);
      } else if (answered && error.errcode === Errcode.gameSessionClosed) {
        setNotice({ kind: 'closed' });
        stopAuto(null);
      } else {
        setNotice({ kind: 'error', text: failureMessage(error) });
        stopAuto('error');
      }
    }
  };
  const spinRef = useRef(spin);
  useEffect(() => {
    spinRef.current = spin;
  });

  const callbacks: SlotSceneCallbacks = { onReelsStopped: reelsStopped, onSpinFinished: spinFinished };
  const model = useMemo(
    () => storeModel({ getState: useAppStore.getState, subscribe: useAppStore.subscribe }, createSlotModelSelect({ bigWin: t('play.bigWin'), megaWin: t('play.megaWin') }, money)),
    [t],
  );
  const onSceneOpen = useCallback(() => {
    sceneOpen.current = true;
  }, []);

  const startAuto = (settings: AutoSpinSettings) => {
    setPanel(null);
    setAuto(startAutoSpin(settings));
    void spin();
  };

  const busy = phase !== 'idle' || auto !== null;
  const spinLabel = auto ? t('play.autoStop', { left: auto.left }) : phase === 'idle' ? t('play.spin') : t('play.stop');

  return (
    <>
      <section className={`${sceneFrame.frame} ${styles.stageBox}`} aria-label={t('play.label')} data-testid="slot-stage" data-phase={phase}>
        <SceneHost load={() => loadSlotScene(info.theme)} model={model} callbacks={callbacks} className={sceneFrame.layer} onOpen={onSceneOpen} />
        <div className={styles.tools}>
          <SoundToggle />
        </div>
      </section>
      <div className={styles.hud}>
        <div className={styles.meters}>
          <div className={styles.meter}>
            <span className={styles.meterLabel}>
              {tryIt ? (
                <>
                  <span className={styles.demo} data-testid="demo-badge">
                    {t('play.demo')}
                  </span>
                  {t('play.demoCredits')}
                </>
              ) : (
                <>
                  <CoinIcon size={14} />
                  {t('play.balance')}
                </>
              )}
            </span>
            <output className={styles.meterValue} data-testid="slot-balance">
              {balance === null ? '—' : money(balance)}
            </output>
          </div>
          <div className={styles.meter}>
            <span className={styles.meterLabel}>{t('play.lastWin')}</span>
            <output className={styles.meterValue} data-testid="slot-win">
              {lastWin === null ? '—' : money(lastWin)}
            </output>
          </div>
        </div>
        <p className={styles.win} aria-live="polite">
          {lastWin === null ? null : lastWin > 0 ? <span className={styles.winAmount}>{t('play.win', { amount: money(lastWin) })}</span> : t('play.noWin')}
        </p>
        <div className={styles.bet} role="group" aria-label={t('play.bet')}>
          <Button variant="secondary" aria-label={t('play.betDown')} disabled={busy || betIndex === 0} onClick={() => setBetIndex((i) => Math.max(0, i - 1))}>
            {'−'}
          </Button>
          <output className={styles.betValue} data-testid="slot-bet">
            {t('play.bet')} {money(bet)}
          </output>
          <Button variant="secondary" aria-label={t('play.betUp')} disabled={busy || betIndex >= info.betLevels.length - 1} onClick={() => setBetIndex((i) => Math.min(info.betLevels.length - 1, i + 1))}>
            {'+'}
          </Button>
        </div>
        <div className={styles.actions}>
          <Button variant="secondary" disabled={busy} onClick={() => setPanel('auto')}>
            {t('play.auto')}
          </Button>
          <Button className={styles.spin} data-testid="spin" onClick={() => (auto ? stopAuto(null) : void spin())}>
            {spinLabel}
          </Button>
          <Button variant="secondary" onClick={() => setPanel('paytable')}>
            {t('play.paytable')}
          </Button>
        </div>
        {notice?.kind === 'insufficient' ? (
          <div className={styles.links}>
            <FormAlert message={t('play.insufficient')} />
            {tryIt ? null : <Link to="/wallets?name=deposit">{t('play.deposit')}</Link>}
          </div>
        ) : null}
        {notice?.kind === 'closed' ? (
          <div className={styles.links}>
            <FormAlert message={t('play.noSession')} />
            <Link to={startPath(info.gameId, tryIt)} replace>
              {t('play.reopen')}
            </Link>
          </div>
        ) : null}
        {notice?.kind === 'error' ? <FormAlert message={notice.text} /> : null}
        {notice?.kind === 'auto' ? <FormAlert tone="info" message={t(`play.autoStopped.${notice.reason}`)} /> : null}
        {tryIt ? <p className={styles.note}>{t('play.demoNote')}</p> : null}
        <div className={styles.links}>
          {tryIt ? null : (
            <Button variant="secondary" size="sm" onClick={() => setPanel('recall')}>
              {t('play.recall')}
            </Button>
          )}
        </div>
      </div>
      {panel === 'paytable' ? <PaytablePanel info={info} onClose={() => setPanel(null)} /> : null}
      {panel === 'recall' ? <RecallPanel info={info} onClose={() => setPanel(null)} /> : null}
      {panel === 'auto' ? <AutoSpinDialog onStart={startAuto} onClose={() => setPanel(null)} /> : null}
    </>
  );
}
