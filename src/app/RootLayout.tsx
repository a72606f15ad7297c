import { Suspense, lazy, useState } from 'react';
import { Outlet, useMatches } from 'react-router';
import { AuthModalHost } from '../features/auth/AuthModalHost.tsx';
import EligibilityNotice from '../features/notice/EligibilityNotice.tsx';
import { useStaticShellHandOff } from '../shared/platform/staticShell.ts';
import { useAppStore } from '../store/index.ts';
import styles from './layout.module.css';
import { TitleOverrideContext } from '../shared/pageTitle.ts';
import type { RouteHandle } from './routes.ts';
import { TipsDialog } from './TipsDialog.tsx';
import { ToastHost } from './ToastHost.tsx';
import { TopBar } from './TopBar.tsx';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useRouteAuthModal } from './useRouteAuthModal.ts';

// The notice is in the entry chunk, not lazy: it is a first visit's largest paint, so a round trip for
// its chunk delays LCP; and with the static shell the app must draw it in the commit that removes the shell.
// Start popups come after the notice and are not needed for the first paint.
const StartPopupHost = lazy(() => import('../features/popups/StartPopupHost.tsx'));
// The jackpot bubble and popup, the reward popup, the VIP gift and the rebate tip are for signed-in
// players only: a visitor's lobby never loads them (each rewards popup's chunk loads only when it shows).
const PlayerHosts = lazy(() => import('./PlayerHosts.tsx'));
// A withdraw-only session (a paused account): the pages it may open under a banner; nothing else loads.
// It travels in the limits page's chunk, which the route table already names: no new file in the lobby's entry.
const WithdrawOnlyFrame = lazy(() => import('../features/protection/SelfLimitedPage.tsx').then((page) => ({ default: page.WithdrawOnlyFrame })));

/** The app shell around every page: top bar, page, and the global overlays (spec §2). */
export function RootLayout() {
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as Partial<RouteHandle>;
  const notice = useAppStore((s) => s.notice);
  const signedIn = useAppStore((s) => s.token !== null);
  const withdrawOnly = useAppStore((s) => s.token !== null && s.withdrawOnlyUntil !== null);
  // The error boundary inside the layout (a failed route validation, a page that threw) names its own title.
  const [titleOverride, setTitleOverride] = useState<string | null>(null);
  useDocumentTitle(titleOverride ?? handle.titleKey);
  useRouteAuthModal(handle.authModal);
  useStaticShellHandOff();

  return (
    <>
      <div className={styles.app}>
        {handle.hideTopBar ? null : <TopBar />}
        <main className={styles.main}>
          <TitleOverrideContext.Provider value={setTitleOverride}>
            {withdrawOnly ? (
              <Suspense fallback={null}>
                <WithdrawOnlyFrame>
                  <Outlet />
                </WithdrawOnlyFrame>
              </Suspense>
            ) : (
              <Outlet />
            )}
          </TitleOverrideContext.Provider>
        </main>
      </div>
      {/* Nothing else may open over the notice until it is accepted (spec §2, §5). */}
      {notice === 'accepted' ? (
        <>
          <AuthModalHost />
          {/* A paused account gets no start popups, jackpot bubble or rewards overlays. */}
          {withdrawOnly ? null : (
            <Suspense fallback={null}>
              <StartPopupHost />
            </Suspense>
          )}
          {signedIn && !withdrawOnly ? (
            <Suspense fallback={null}>
              <PlayerHosts />
            </Suspense>
          ) : null}
        </>
      ) : (
        <EligibilityNotice />
      )}
      <TipsDialog />
      <ToastHost />
    </>
  );
}
