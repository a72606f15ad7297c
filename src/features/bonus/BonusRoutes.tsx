import { useLocation } from 'react-router';
import { BonusPage } from './BonusPage.tsx';
import { RewardRecordPage } from './RewardRecordPage.tsx';

/**
 * The bonus centre (/bonus, /v2/bonus and their children) and the reward record (/reward/record)
 * as one chunk: each lazy page costs the lobby's entry its file name and preload list.
 */
export default function BonusRoutes() {
  const { pathname } = useLocation();
  return pathname.startsWith('/reward/record') ? <RewardRecordPage /> : <BonusPage />;
}
