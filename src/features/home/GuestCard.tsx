import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './balance.module.css';

/** What visitors see in place of the balance: the two ways in. */
export function GuestCard() {
  const { t } = useTranslation('home');
  const open = useAppStore((s) => s.openAuthModal);
  return (
    <section className={styles.guestCard} aria-labelledby="home-guest">
      <div className={`${controls.iconBadge} ${styles.guestIcon}`} aria-hidden="true">
        <Icon name="user" size={26} />
      </div>
      <h2 id="home-guest" className={styles.guestTitle}>
        {t('guest.title')}
      </h2>
      <p className={styles.guestText}>{t('guest.text')}</p>
      <div className={styles.guestActions}>
        <Button onClick={() => open({ kind: 'register' })}>{t('guest.register')}</Button>
        <Button variant="secondary" onClick={() => open({ kind: 'login', loginTab: 'phone' })}>
          {t('guest.signIn')}
        </Button>
      </div>
    </section>
  );
}
