import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { api } from '../../api/client.ts';
import { PlayerKey, playerStorage } from './playerStorage.ts';
import { manilaDay, shouldTipRebate } from './popupOnce.ts';
import { useAppStore } from '../../store/index.ts';
import { watchVipGift } from './vipGiftWatch.ts';

// Each popup's chunk loads only when it is about to show.
const ClaimRewardPopup = lazy(() => import('./ClaimRewardPopup.tsx'));
const VipGiftPopup = lazy(() => import('./VipGiftPopup.tsx'));
const RebateTipPopup = lazy(() => import('./RebateTipPopup.tsx'));

/**
 * The rewards overlays of spec §2 for signed-in players (the shell mounts this lazily): the reward
 * popup after any claim (`showReward`), the VIP gift popup when the player's level rises, and the
 * bet-rebate tip. One at a time: the reward first, then the gift, then the tip.
 */
export default function RewardsHost() {
  const reward = useAppStore((s) => s.reward);
  const playerId = useAppStore((s) => s.userInfo?.id);
  const rebate = useAppStore((s) => s.balances?.redDots.rebate ?? false);
  const { pathname } = useLocation();
  const [giftLevel, setGiftLevel] = useState<number | null>(null);
  const [tip, setTip] = useState<number | null>(null);

  // The VIP gift: compared against the level this device last saw, never against 0.
  useEffect(() => watchVipGift(setGiftLevel), []);

  // The rebate tip: once a Manila day, when the server's flag says a rebate waits and the player is elsewhere.
  useEffect(() => {
    if (playerId === undefined) return;
    const today = manilaDay(Date.now());
    if (!shouldTipRebate(rebate, pathname, playerStorage.get(PlayerKey.rebateTip, playerId), today)) return;
    playerStorage.set(PlayerKey.rebateTip, playerId, today);
    let live = true;
    api('betBonus', {}).then(
      (answer) => live && answer.total > 0 && setTip(answer.total),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [playerId, rebate, pathname]);

  let popup = null;
  if (reward) popup = <ClaimRewardPopup reward={reward} />;
  else if (giftLevel !== null) popup = <VipGiftPopup level={giftLevel} onClose={() => setGiftLevel(null)} />;
  else if (tip !== null) popup = <RebateTipPopup total={tip} onClose={() => setTip(null)} />;
  return popup ? <Suspense fallback={null}>{popup}</Suspense> : null;
}
