import { PlayerKey, playerStorage } from './playerStorage.ts';
import { parseGiftState, vipGiftDecision } from './popupOnce.ts';
import { useAppStore, type AppState } from '../../store/index.ts';

/**
 * Watches the player's VIP level in the store (refreshData after a spin, any refresh) and calls
 * `onGift(level)` when it rises above what this device last saw, once per level (localStorage per
 * player). Checks the current state at once, then every change; returns the unsubscribe.
 */
export function watchVipGift(onGift: (level: number) => void): () => void {
  const check = (state: AppState) => {
    const playerId = state.userInfo?.id;
    const vip = state.balances?.vip;
    if (playerId === undefined || vip === undefined) return;
    const stored = parseGiftState(playerStorage.get(PlayerKey.vipGift, playerId));
    const decision = vipGiftDecision(stored, vip);
    if (decision.known === stored.known && decision.level === null) return;
    const shown = decision.level === null ? stored.shown : [...stored.shown, decision.level];
    playerStorage.set(PlayerKey.vipGift, playerId, JSON.stringify({ known: decision.known, shown }));
    if (decision.level !== null) onGift(decision.level);
  };
  check(useAppStore.getState());
  return useAppStore.subscribe((state, previous) => {
    if (state.balances?.vip !== previous.balances?.vip || state.userInfo?.id !== previous.userInfo?.id) check(state);
  });
}
