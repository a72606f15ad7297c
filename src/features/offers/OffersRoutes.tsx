import '../../shared/rewards/i18n.ts';
import '../../shared/offers/i18n.ts';
import { useLocation } from 'react-router';
import { FirstDepositPage } from './FirstDepositPage.tsx';
import { MonthlyBonusPage } from './MonthlyBonusPage.tsx';

/**
 * /activity/first-deposit and /activity/monthly-bonus as one chunk: each lazy page costs the lobby's
 * entry its file name and preload list (bench/bundle.ts), and both are small.
 */
export default function OffersRoutes() {
  const { pathname } = useLocation();
  return pathname.replace(/\/$/, '') === '/activity/monthly-bonus' ? <MonthlyBonusPage /> : <FirstDepositPage />;
}
