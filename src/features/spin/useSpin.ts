import { useCallback, useEffect, useRef, useState } from 'react';
import type { RewardItemView } from '../../../contract/calls/rewards.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import type { WheelScene } from '../../../scenes/wheel/WheelScene.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { useAppStore } from '../../store/index.ts';
import { createTapGate } from '../../shared/ui/tapGate.ts';

/** No answer (timeout, offline) or a server failure may follow a committed spin: the next tap resends its requestId. */
const mayHaveSpun = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === Errcode.internal;

/**
 * The spin button's action. The wheel turns on the tap (before the answer), the server's segment
 * lands it, and only then does the prize show (the app's reward popup) and the page refresh. Taps
 * are debounced (300 ms) and a spin in play blocks the next. The scene is driven by its methods;
 * nothing per frame passes through React.
 */
export function useSpin(onSettled: () => void) {
  const gate = useRef(createTapGate());
  const scene = useRef<WheelScene | null>(null);
  const requestId = useRef<string | null>(null);
  const inPlay = useRef(false);
  const pending = useRef<{ seq: number; items: RewardItemView[] } | null>(null);
  const seq = useRef(0);
  const settledRef = useRef(onSettled);
  useEffect(() => {
    settledRef.current = onSettled;
  });
  const [spinning, setSpinning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [landed, setLanded] = useState<RewardItemView[] | null>(null);

  const finish = useCallback(() => {
    inPlay.current = false;
    setSpinning(false);
  }, []);

  /** The wheel came to rest on spin `spinSeq` (or there is no wheel to wait for). */
  const onLanded = useCallback(
    (spinSeq: number) => {
      const prize = pending.current;
      if (!prize || prize.seq !== spinSeq) return;
      pending.current = null;
      useAppStore.getState().showReward(prize.items);
      setLanded(prize.items);
      finish();
      void refreshBalances().catch(() => undefined);
      settledRef.current();
    },
    [finish],
  );

  // Leaving the page while the wheel still turns: the prize (paid already) still shows, over the next page.
  useEffect(
    () => () => {
      const prize = pending.current;
      pending.current = null;
      if (prize) useAppStore.getState().showReward(prize.items);
    },
    [],
  );

  const spin = useCallback(async () => {
    if (!gate.current.pass() || inPlay.current) return;
    inPlay.current = true;
    setSpinning(true);
    setFailure(null);
    setLanded(null);
    scene.current?.startSpin();
    requestId.current ??= newRequestId();
    try {
      const answer = await api('spinWheel', { requestId: requestId.current });
      requestId.current = null;
      seq.current += 1;
      pending.current = { seq: seq.current, items: answer.items };
      // No wheel on screen (still loading, or no WebGL): the prize shows at once.
      if (scene.current) scene.current.land(answer.segmentIndex, seq.current);
      else onLanded(seq.current);
    } catch (error) {
      if (!mayHaveSpun(error)) requestId.current = null;
      scene.current?.stop();
      setFailure(failureMessage(error));
      finish();
    }
  }, [finish, onLanded]);

  return { spin, spinning, failure, landed, scene, onLanded };
}
