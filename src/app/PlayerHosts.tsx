import BankruptHost from '../features/bankrupt/BankruptHost.tsx';
import JackpotHost from '../features/jackpot/JackpotHost.tsx';
import RewardsHost from '../features/rewards/RewardsHost.tsx';

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
    </>
  );
}
