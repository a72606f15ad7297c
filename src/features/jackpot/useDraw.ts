import { useCallback, useRef, useState } from 'react';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { useAppStore } from '../../store/index.ts';
import { createDrawRequest } from './drawRequest.ts';
import { createTapGate } from '../../shared/ui/tapGate.ts';

/**
 * The draw button's action. One chance, one draw: taps are debounced, a draw in flight or on the
 * board blocks the next, and a draw that got no answer is retried with its requestId (drawRequest.ts).
 */
export function useDraw() {
  const gate = useRef(createTapGate());
  const request = useRef(createDrawRequest((body) => api('receiveDrawChance', body)));
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const draw = useCallback(async () => {
    const state = useAppStore.getState();
    if (!gate.current.pass() || busy || (state.jackpotDraw && !state.jackpotDraw.finished)) return;
    setBusy(true);
    setFailure(null);
    try {
      const answer = await request.current();
      useAppStore.getState().startJackpotDraw(answer.drawId, answer.result, answer.chanceSize);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }, [busy]);

  return { draw, busy, failure, clearFailure: () => setFailure(null) };
}
