import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ActivityId } from '../../../contract/enums.ts';
import { api } from '../../api/client.ts';
import { isPlayingPage } from '../../shared/games/playing.ts';
import { useAppStore } from '../../store/index.ts';
import { crossedBelow, giftOf, shouldShow, type Gift } from './giftWatch.ts';

// The popup's chunk (and its texts) loads only when it is about to show.
const BankruptGiftPopup = lazy(() => import('./BankruptGiftPopup.tsx'));

/** After the coin falls on the slot page, time for the reels' last stop before the popup covers them. */
const SETTLE_MS = 1200;

/** The window's end the popup last showed for, per player (`swerte.bankruptGift.<id>`); never throws. */
const shownKey = (playerId: number) => `swerte.bankruptGift.${playerId}`;
const lastShown = {
  get(playerId: number): string | null {
    try {
      return globalThis.localStorage?.getItem(shownKey(playerId)) ?? null;
    } catch {
      return null;
    }
  },
  set(playerId: number, value: string): void {
    try {
      globalThis.localStorage?.setItem(shownKey(playerId), value);
    } catch {
      // It may show once more on the next load: harmless.
    }
  },
};

/**
 * The bankruptcy gift popup (spec §2, §4) for signed-in players, mounted by the shell beside the
 * rewards overlays. It asks getBankruptGiftInfo when the app loads and whenever the coin falls below
 * the threshold the server named, shows the popup when the answer says so (giftWatch.ts), never over
 * a spin in progress or over the reward popup, and closes it as soon as the coin is back at or above
 * the threshold (the player is no longer bankrupt) or an answer says so. Asked for from the bonus
 * centre (the store's activityPopup), it asks and stays open whatever the answer, until closed: how
 * the gift stands, or how it works for a player who is not bankrupt.
 */
export default function BankruptHost() {
  const playerId = useAppStore((s) => s.userInfo?.id);
  const spinning = useAppStore((s) => s.slotPlay?.waiting ?? false);
  const rewardOpen = useAppStore((s) => s.reward !== null);
  const requested = useAppStore((s) => s.activityPopup === ActivityId.Bankrupt);
  const closeRequest = useAppStore((s) => s.closeActivityPopup);
  const requestedRef = useRef(false);
  const { pathname } = useLocation();
  // The last answer and whether the popup is open, for the player they were asked for.
  const [state, setState] = useState<{ playerId: number; gift: Gift; open: boolean } | null>(null);
  const threshold = useRef<number | null>(null);
  const asked = useRef(0);

  const ask = useCallback(
    async (mayOpen: boolean) => {
      // Signed out meanwhile (the store clears in steps): nothing to ask for.
      if (playerId === undefined || !useAppStore.getState().token) return;
      const seq = ++asked.current;
      const info = await api('getBankruptGiftInfo', {}).catch(() => null);
      if (seq !== asked.current) return;
      if (!info) return null;
      const gift = giftOf(info, Date.now());
      threshold.current = info.threshold;
      const show = info.bankrupt && mayOpen && shouldShow(gift, Date.now(), lastShown.get(playerId));
      if (show) lastShown.set(playerId, String(info.canReceiveLastMs));
      setState((current) => ({ playerId, gift, open: requestedRef.current || (info.bankrupt && (show || (current?.playerId === playerId && current.open))) }));
      return info;
    },
    [playerId],
  );

  // On load (or another player signing in): where the gift stands.
  useEffect(() => {
    threshold.current = null;
    if (playerId !== undefined) void ask(true);
  }, [playerId, ask]);

  // The coin: below the threshold after play, ask (once the reels have settled); back at or above it, close.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = useAppStore.subscribe((now, before) => {
      const coin = now.balances?.coin ?? null;
      const previous = before.balances?.coin ?? null;
      if (coin === previous) return;
      if (coin !== null && threshold.current !== null && coin >= threshold.current && !requestedRef.current) {
        clearTimeout(timer);
        setState((current) => (current?.open ? { ...current, open: false } : current));
      } else if (crossedBelow(previous, coin, threshold.current)) {
        clearTimeout(timer);
        timer = setTimeout(() => void ask(true), SETTLE_MS);
      }
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [ask]);

  // The player asked for it (the bonus centre): shown whatever the answer, until closed.
  useEffect(() => {
    requestedRef.current = requested;
    // No answer (offline): the request ends, so a second tap asks again.
    if (requested) void ask(false).then((info) => info === null && closeRequest());
  }, [requested, ask, closeRequest]);

  const close = useCallback(() => {
    closeRequest();
    setState((current) => (current ? { ...current, open: false } : current));
  }, [closeRequest]);
  const reload = useCallback(() => void ask(false), [ask]);
  // Never over a spin in progress, nor over the reward popup a claim opens.
  if (!state?.open || state.playerId !== playerId || rewardOpen || (spinning && isPlayingPage(pathname))) return null;
  return (
    <Suspense fallback={null}>
      <BankruptGiftPopup gift={state.gift} onClose={close} onReload={reload} />
    </Suspense>
  );
}
