import { useEffect, useRef, useState } from 'react';
import type { PusherInfo } from '../../../contract/calls/pusher.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import type { PusherBoardSnapshot } from '../../../scenes/pusher/model.ts';
import type { PusherScene } from '../../../scenes/pusher/PusherScene.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { useAppStore } from '../../store/index.ts';
import { saveBoard } from './board.ts';
import { DropBook, mayHaveDropped } from './drops.ts';
import { winLabel } from './labels.ts';

/** A drop the scene never reports (it stalled, the tab slept) settles after this long anyway. */
const SETTLE_WATCHDOG_MS = 20_000;
const QUEUED_DROP_MS = 2000;
/** A lost answer is sent again (same requestId) this many times by itself, then the player is asked. */
const AUTO_RETRIES = 2;
const RETRY_GAP_MS = 1500;

export type PusherNotice = { kind: 'insufficient' } | { kind: 'refused'; text: string } | { kind: 'stalled'; text: string };

/**
 * The pusher page's drops: lane taps queue (DropBook), go to the server one at a time, and each answer
 * is handed to the scene to play; the balance follows each drop when its coins have fallen
 * (onDropSettled), and the board is saved then. Nothing per frame passes through React.
 */
export function usePusherDrops(info: PusherInfo | null, stake: number, playerId: number | null, onIdle: () => void) {
  const [book] = useState(() => new DropBook(newRequestId));
  const scene = useRef<PusherScene | null>(null);
  const coin = useAppStore((s) => s.balances?.coin ?? null);
  const [, setVersion] = useState(0);
  const rerender = () => setVersion((v) => v + 1);
  const [notice, setNotice] = useState<PusherNotice | null>(null);
  const [lastWin, setLastWin] = useState<number | null>(null);
  const sending = useRef(false);
  const stalled = useRef(false);
  const attempts = useRef(0);
  const live = useRef(true);
  const watchdogs = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const latest = useRef({ info, stake, playerId, coin, onIdle });
  useEffect(() => {
    latest.current = { info, stake, playerId, coin, onIdle };
  });

  const settle = (seq: number) => {
    clearTimeout(watchdogs.current.get(seq));
    watchdogs.current.delete(seq);
    const { applied, idleBalance } = book.settle(seq);
    if (applied.length === 0 || !live.current) return;
    setLastWin(applied.reduce((sum, drop) => sum + drop.win, 0));
    if (idleBalance !== null) {
      const state = useAppStore.getState();
      if (state.balances) state.setBalances({ ...state.balances, coin: idleBalance });
      // What the drops earned besides the coin (VIP experience, red dots) follows once play pauses.
      void refreshBalances().catch(() => undefined);
      latest.current.onIdle();
    }
    rerender();
  };

  /** Sends the next queued drop when none is on its way (answers come in tap order). */
  const pump = () => {
    const tap = book.nextToSend();
    if (!tap || sending.current || stalled.current || !live.current) return;
    sending.current = true;
    api('pusherDrop', { requestId: tap.requestId, lane: tap.lane, stake: tap.stake }).then(
      (drop) => {
        sending.current = false;
        attempts.current = 0;
        if (!live.current) return;
        const { errcode: _e, msg: _m, ...row } = drop;
        book.answered(tap.seq, row);
        const open = scene.current;
        if (open) {
          open.drop({ seq: tap.seq, lane: tap.lane, coins: drop.coins, golden: drop.golden, winLabel: winLabel(drop.win) });
          watchdogs.current.set(
            tap.seq,
            // The scene plays drops one after another: a drop behind others waits for them too.
            setTimeout(() => actions.current.settle(tap.seq), SETTLE_WATCHDOG_MS + book.inPlay.length * QUEUED_DROP_MS),
          );
        } else {
          // No board on screen (still loading, or no WebGL): the drop settles at once.
          settle(tap.seq);
        }
        rerender();
        actions.current.pump();
      },
      (error: unknown) => {
        sending.current = false;
        if (!live.current) return;
        if (mayHaveDropped(error)) {
          // The drop may have been taken: only the same requestId may go again (staked once).
          attempts.current += 1;
          if (attempts.current <= AUTO_RETRIES) {
            setTimeout(() => actions.current.pump(), RETRY_GAP_MS * attempts.current);
          } else {
            stalled.current = true;
            setNotice({ kind: 'stalled', text: failureMessage(error) });
          }
          return;
        }
        attempts.current = 0;
        book.refused(tap.seq);
        const insufficient = isApiError(error) && error.errcode === Errcode.insufficientBalance;
        setNotice(insufficient ? { kind: 'insufficient' } : { kind: 'refused', text: failureMessage(error) });
        rerender();
      },
    );
  };
  // Timers and answers call the latest functions (they close over this render's state).
  const actions = useRef({ pump, settle });
  useEffect(() => {
    actions.current = { pump, settle };
  });

  /** The player tapped a lane (the scene's rail, or the lane buttons beside it). */
  const tapLane = (lane: number) => {
    const { info: current, stake: chosen, coin: held } = latest.current;
    if (!current?.running || current.withheld || lane < 0 || lane >= current.lanes) return;
    const shown = book.shown(held);
    if (shown !== null && shown < chosen) {
      setNotice({ kind: 'insufficient' });
      return;
    }
    setNotice((n) => (n?.kind === 'stalled' ? n : null));
    book.tap(lane, chosen, held ?? 0);
    rerender();
    pump();
  };

  /** "Try again" after a lost answer: the same drop, the same requestId. */
  const retry = () => {
    stalled.current = false;
    attempts.current = 0;
    setNotice(null);
    pump();
  };

  const onDropSettled = (seq: number, board: PusherBoardSnapshot) => {
    const player = latest.current.playerId;
    if (player !== null) saveBoard(player, board);
    settle(seq);
  };

  useEffect(() => {
    live.current = true;
    const timers = watchdogs.current;
    return () => {
      live.current = false;
      for (const timer of timers.values()) clearTimeout(timer);
      // Drops still falling were paid already: the balance comes from the server.
      if (book.inPlay.length > 0) void refreshBalances().catch(() => undefined);
    };
  }, [book]);

  return { scene, tapLane, retry, onDropSettled, notice, lastWin, shown: book.shown(coin), inPlay: book.inPlay.length };
}
