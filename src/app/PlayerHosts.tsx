import { Suspense, lazy } from 'react';
import BankruptHost from '../features/bankrupt/BankruptHost.tsx';
import JackpotHost from '../features/jackpot/JackpotHost.tsx';
import RewardsHost from '../features/rewards/RewardsHost.tsx';

// The live-chat bubble (spec §2's in-page widget) is a chunk of its own: its texts and thread stay out of this one.
const ChatHost = lazy(() => import('../features/service/ChatHost.tsx'));
// The red-packet rain's offer and full-screen rain (issue 30, docs/rain.md): a chunk of its own, the scene a further one.
const RainHost = lazy(() => import('../features/rain/RainHost.tsx'));

/**
 * The global overlays only signed-in players have (spec §2): the jackpot bubble and popup, the
 * rewards popups (reward, VIP gift, rebate tip) and the bankruptcy gift popup. One lazy chunk: a visitor's lobby never loads it,
 * and one file costs the lobby's entry less than two (bench/bundle.ts).
 */
export default function PlayerHosts() {
  return (
    <>
      <JackpotHost />
      <RewardsHost />
      <BankruptHost />
      <Suspense fallback={null}>
        <ChatHost />
      </Suspense>
      <Suspense fallback={null}>
        <RainHost />
      </Suspense>
    </>
  );
}
