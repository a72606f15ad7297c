import { lazy, Suspense } from 'react';
import { GamesSkeleton } from '../../shared/games/GamesSkeleton.tsx';
import { useAppStore } from '../../store/index.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { GuestCard } from './GuestCard.tsx';
import styles from './home.module.css';
import { HomeFooter } from './HomeFooter.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

// The games section (tiles, catalog rows, the games texts) loads after the lobby: the first load stays
// small. Its placeholder holds the section's place meanwhile, so the shortcuts below never jump.
const GamesLobby = lazy(() => import('./GamesLobby.tsx'));

/** The lobby frame: welcome, balance (or a sign-in card), games, shortcuts, responsible-gaming footer. */
export default function HomePage() {
  const signedIn = useAppStore((s) => Boolean(s.token));
  return (
    <div className={styles.home}>
      <WelcomeBanner />
      {signedIn ? <BalanceCard /> : <GuestCard />}
      <Suspense fallback={<GamesSkeleton />}>
        <GamesLobby />
      </Suspense>
      <QuickLinks />
      <HomeFooter />
    </div>
  );
}
