import { useCallback, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { receiveDrawChance } from '../../api/calls/receiveDrawChance.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { useAppStore } from '../../store/index.ts';
import { createTapGate } from './tapGate.ts';

function newRequestId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * The draw button's action. One chance, one draw: taps are debounced, a draw in flight or on the
 * board blocks the next, and a request that got no answer (timeout, network) is retried with the
 * same requestId, so the server answers the draw it made instead of spending another chance.
 */
export function useDraw() {
  const gate = useRef(createTapGate());
  const pendingRequestId = useRef<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const draw = useCallback(async () => {
    const state = useAppStore.getState();
    if (!gate.current.pass() || busy || (state.jackpotDraw && !state.jackpotDraw.finished)) return;
    const requestId = (pendingRequestId.current ??= newRequestId());
    setBusy(true);
    setFailure(null);
    try {
      const answer = await receiveDrawChance({ requestId });
      pendingRequestId.current = null;
      useAppStore.getState().startJackpotDraw(answer.drawId, answer.result, answer.chanceSize);
    } catch (error) {
      // A refusal (no chance, not running…) means the server decided: a new tap is a new request.
      // No answer (-1: timeout, offline) or a server failure may hide a made draw: keep the id.
      if (isApiError(error) && error.errcode > 0 && error.errcode < 500) pendingRequestId.current = null;
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }, [busy]);

  return { draw, busy, failure, clearFailure: () => setFailure(null) };
}
