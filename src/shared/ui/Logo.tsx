import { useTranslation } from 'react-i18next';
import { CoinIcon } from './CoinIcon.tsx';
import styles from './brand.module.css';

/** The brand mark: the clover coin and the word mark from locales. */
export function Logo({ size = 28 }: { size?: number }) {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <CoinIcon size={size} />
      <span className={styles.logoText}>{t('brand')}</span>
    </span>
  );
}
