import { useTranslation } from 'react-i18next';
import { formatPeso } from '../../shared/format/amount.ts';
import { CoinIcon } from '../../shared/ui/CoinIcon.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './banner.module.css';

/** The hero card: a greeting for players, the welcome-coin offer for visitors. */
export function WelcomeBanner() {
  const { t } = useTranslation('home');
  const signedIn = useAppStore((s) => Boolean(s.token));
  const nickname = useAppStore((s) => s.userInfo?.nickname);
  const welcomeCoin = useAppStore((s) => s.appConfig?.userRegisterCoin ?? 0);

  return (
    <section className={styles.banner} aria-labelledby="home-welcome">
      <div className={styles.bannerArt} aria-hidden="true">
        <span className={styles.coinBig}>
          <CoinIcon size={84} />
        </span>
        <span className={styles.coinSmall}>
          <CoinIcon size={40} />
        </span>
        <span className={styles.coinTiny}>
          <CoinIcon size={26} />
        </span>
      </div>
      <p className={styles.eyebrow}>{t('banner.eyebrow')}</p>
      <h1 id="home-welcome" className={styles.bannerTitle}>
        {signedIn && nickname ? t('banner.titlePlayer', { nickname }) : t('banner.title')}
      </h1>
      <p className={signedIn ? styles.bannerText : `${styles.bannerText} ${styles.bannerTextGuest}`}>
        {signedIn ? t('banner.textPlayer') : welcomeCoin > 0 ? t('banner.textGuestCoins', { amount: formatPeso(welcomeCoin) }) : t('banner.textGuest')}
      </p>
    </section>
  );
}
