import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { SignInDay } from '../../../contract/index.ts';
import { RewardItems } from '../rewards/RewardItems.tsx';
import { Icon } from '../ui/Icon.tsx';
import styles from './checkin.module.css';

/** The cycle's days as tiles: each day's prize and where it stands (claimed, today, coming up), as the server says. */
export function CalendarDays({ days }: { days: readonly SignInDay[] }) {
  const { t } = useTranslation('checkin');
  return (
    <ol className={styles.days} aria-label={t('calendar')}>
      {days.map((day) => (
        <li key={day.day} className={`${styles.day} ${styles[day.status]}`} data-testid={`sign-in-day-${day.day}`} data-status={day.status}>
          <span className={styles.dayName}>{t('day', { day: day.day })}</span>
          <RewardItems items={day.items} />
          <span className={styles.dayStatus}>
            {day.status === 'claimed' ? <Icon name="check" size={14} /> : null}
            {t(`status.${day.status}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** "5 h 12 min": the wait until the next Manila midnight, from the server's own clock (never the phone's). */
export function waitText(t: (key: string, options: Record<string, number>) => string, ms: number): string {
  const minutes = Math.max(0, Math.ceil(ms / 60_000));
  return t('wait', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}
