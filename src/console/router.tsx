import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ConsolePage } from './access.ts';
import { ConsoleLayout, RequirePage } from './layout/ConsoleLayout.tsx';
import { NotFoundPage } from './layout/NotFoundPage.tsx';
import { ChangePasswordPage } from './pages/signin/ChangePasswordPage.tsx';
import { SignInPage } from './pages/signin/SignInPage.tsx';

export const CONSOLE_BASENAME = '/ops';

type PageModule = { default: ComponentType };

/** A page of the console: lazy, and guarded by the role table (access.ts). */
function page(path: string, name: ConsolePage, load: () => Promise<PageModule>): RouteObject {
  return {
    path,
    element: <RequirePage page={name} />,
    children: [{ index: true, lazy: async () => ({ Component: (await load()).default }) }],
  };
}

export function consoleRoutes(): RouteObject[] {
  return [
    { path: '/sign-in', element: <SignInPage /> },
    {
      element: <ConsoleLayout />,
      children: [
        { path: '/change-password', element: <ChangePasswordPage /> },
        { path: '/enrol', lazy: async () => ({ Component: (await import('./pages/signin/EnrolPage.tsx')).default }) },
        page('/', 'dashboard', () => import('./pages/dashboard/DashboardPage.tsx')),
        page('/players', 'players', () => import('./pages/players/PlayersPage.tsx')),
        page('/players/:id', 'players', () => import('./pages/players/PlayerPage.tsx')),
        page('/withdrawals', 'withdrawals', () => import('./pages/withdrawals/WithdrawalsPage.tsx')),
        page('/refunds', 'refunds', () => import('./pages/refunds/RefundsPage.tsx')),
        page('/chargebacks', 'chargebacks', () => import('./pages/chargebacks/ChargebacksPage.tsx')),
        page('/kyc', 'kyc', () => import('./pages/kyc/KycPage.tsx')),
        page('/chat', 'chat', () => import('./pages/chat/ChatPage.tsx')),
        page('/mail', 'mail', () => import('./pages/mail/MailPage.tsx')),
        page('/feedback', 'feedback', () => import('./pages/feedback/FeedbackPage.tsx')),
        page('/diamonds', 'diamonds', () => import('./pages/diamonds/DiamondOrdersPage.tsx')),
        page('/diamond-items', 'diamondItems', () => import('./pages/diamondItems/DiamondItemsPage.tsx')),
        page('/scratch-types', 'scratchTypes', () => import('./pages/scratchTypes/ScratchTypesPage.tsx')),
        page('/spin-wheel', 'spinWheel', () => import('./pages/spinWheel/SpinWheelPage.tsx')),
        page('/coin-pusher', 'coinPusher', () => import('./pages/coinPusher/CoinPusherPage.tsx')),
        page('/red-packet-rain', 'redPacketRain', () => import('./pages/rain/RainPage.tsx')),
        page('/red-vs-blue', 'redVsBlue', () => import('./pages/pk/PkRoundsPage.tsx')),
        page('/slot-tournaments', 'slotTournaments', () => import('./pages/tournament/TournamentsPage.tsx')),
        page('/bank-promotion', 'bankPromo', () => import('./pages/bankpromo/BankPromoPage.tsx')),
        page('/live-shows', 'liveShows', () => import('./pages/shows/LiveShowsPage.tsx')),
        page('/follow', 'follow', () => import('./pages/follow/FollowPage.tsx')),
        page('/lottery', 'lottery', () => import('./pages/lottery/LotteryPage.tsx')),
        page('/agents', 'agents', () => import('./pages/agents/AgentsPage.tsx')),
        page('/ndrp', 'ndrp', () => import('./pages/ndrp/NdrpPage.tsx')),
        page('/config', 'config', () => import('./pages/config/ConfigPage.tsx')),
        page('/fairness', 'fairness', () => import('./pages/fairness/FairnessPage.tsx')),
        page('/operators', 'operators', () => import('./pages/operators/OperatorsPage.tsx')),
        page('/audit', 'audit', () => import('./pages/audit/AuditPage.tsx')),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

let router: ReturnType<typeof createBrowserRouter> | null = null;

export function consoleRouter() {
  router ??= createBrowserRouter(consoleRoutes(), { basename: CONSOLE_BASENAME });
  return router;
}
