import { useCallback, useEffect, useRef, useState } from 'react';
import type { CallResult } from '../../../contract/index.ts';
import type { PkRound } from '../../../contract/calls/pk.ts';
import { api } from '../../api/client.ts';
import { useShownLoad } from '../../shared/rewards/useShownLoad.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { useLive } from '../live/index.ts';
import { applyLive, nextChange } from './model.ts';

const WARS_EVERY_MS = 3000;

export interface PkState {
  round: PkRound | null;
  camp: 'red' | 'blue' | null;
  withheld: boolean;
  /** Server time minus this device's, so countdowns run on the server's clock. */
  offset: number;
  wars: CallResult<'redWars'> | null;
}

/**
 * The round, the player's standing and history (docs/pk.md "Client"): read on arrival, when the page is
 * shown again, at the round's start, end and settlement, and when a live `pk` event names another round
 * or a new state; a live event of this round moves the scores at once (the tug-of-war bar), no polling.
 */
export function usePk() {
  const [state, setState] = useState<PkState | null>(null);
  const { failure, reload: load } = useShownLoad(
    () => Promise.all([api('pkData', {}), api('redWars', {})]),
    ([data, wars]) => setState({ round: data.round, camp: data.camp, withheld: data.withheld, offset: data.serverTime - Date.now(), wars }),
  );

  // The player's own standing follows their camp's score at most every few seconds (one redWars read, the last one kept).
  const warsTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const lastWars = useRef(0);
  const refreshWars = useCallback(() => {
    if (warsTimer.current) return;
    warsTimer.current = setTimeout(
      () => {
        warsTimer.current = null;
        lastWars.current = Date.now();
        api('redWars', {}).then((wars) => setState((s) => (s ? { ...s, wars } : s)), () => undefined);
      },
      Math.max(0, lastWars.current + WARS_EVERY_MS - Date.now()),
    );
  }, []);
  useEffect(() => () => void (warsTimer.current && clearTimeout(warsTimer.current)), []);

  useLive('pk', (event) => {
    const applied = state ? applyLive(state.round, event) : null;
    if (!state || !applied) return load();
    if (state.camp && applied[state.camp].score !== state.round?.[state.camp].score) refreshWars();
    setState({ ...state, round: applied });
    // A new state (open, ended, settled) changes the standing and maybe the balance: read them again.
    if (applied.state !== state.round?.state) {
      load();
      if (applied.state === 'settled') void refreshBalances().catch(() => undefined);
    }
  });

  // At the round's next start, end or settlement it is read again (once, a moment after: the server's tick).
  useEffect(() => {
    if (!state?.round) return;
    const serverNow = Date.now() + state.offset;
    const changeAt = nextChange(state.round, serverNow);
    if (changeAt === null) return;
    const timer = setTimeout(load, Math.min(changeAt - serverNow + 1500, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [state, load]);

  return { state, failure, load };
}
