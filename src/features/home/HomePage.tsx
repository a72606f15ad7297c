import { useAppStore } from '../../store/index.ts';
import { BalanceCard } from './BalanceCard.tsx';
import { GuestCard } from './GuestCard.tsx';
import styles from './home.module.css';
import { HomeFooter } from './HomeFooter.tsx';
import { QuickLinks } from './QuickLinks.tsx';
import { WelcomeBanner } from './WelcomeBanner.tsx';

/** The lobby frame: welcome, balance (or a sign-in card), shortcuts, responsible-gaming footer. */
export default function HomePage() {
  const signedIn = useAppStore((s) => Boolean(s.token));
  return (
    <div className={styles.home}>
      <WelcomeBanner />
      {signedIn ? <BalanceCard /> : <GuestCard />}
      <QuickLinks />
      <HomeFooter />
    </div>
  );
}
