import './i18n.ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { manilaTime } from './format.ts';
import styles from './protection.module.css';

/**
 * "Last sign-in" on the account page (DESIGN §8): the sign-in before this one, from the player's
 * security activity (the newest sign-in is this session's), so a player notices one they did not make.
 */
export function LastSignIn() {
  const { t, i18n } = useTranslation('protection');
  const [previous, setPrevious] = useState<{ time: number; device: string } | null>(null);
  useEffect(() => {
    let live = true;
    api('securityActivity', { pageSize: 20 }).then(
      ({ list }) => {
        const signIns = list.filter((event) => event.kind === 'sign_in');
        if (live && signIns[1]) setPrevious({ time: signIns[1].time, device: signIns[1].device });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  if (!previous) return null;
  return (
    <p className={styles.note} data-testid="last-sign-in">
      {t('lastSignIn', { time: manilaTime(previous.time, i18n.language), device: previous.device })}
    </p>
  );
}
