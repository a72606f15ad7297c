import '../../shared/checkin/i18n.ts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { CalendarDays, waitText } from '../../shared/checkin/CalendarDays.tsx';
import styles from '../../shared/checkin/checkin.module.css';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import rewards from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import { useCalendar } from './useCalendar.ts';

type Calendar = CallResult<'loginBonus3User'>;

/** /activity/sign-in: the calendar, the streak and today's claim (read-only, with a sign-in prompt, for a visitor). */
export function SignInPage() {
  const { t } = useTranslation('checkin');
  const { data, failure, reload } = useCalendar();

  // At the next Manila midnight today's claim changes: load again then (from the server's clock, not the phone's).
  useEffect(() => {
    if (!data) return undefined;
    const timer = window.setTimeout(reload, Math.max(0, data.nextResetAt - data.now) + 1_000);
    return () => window.clearTimeout(timer);
  }, [data, reload]);

  return (
    <div className={rewards.page}>
      <PageHeader title={t('title')} fallback="/bonus" />
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          <TodayCard calendar={data} reload={reload} />
          <Card aria-labelledby="sign-in-calendar">
            <h2 id="sign-in-calendar" className={rewards.sectionTitle}>
              {t('calendar')}
            </h2>
            <CalendarDays days={data.days} />
          </Card>
          <Link to="/activity/sign-in/rule">{t('rules')}</Link>
        </>
      )}
    </div>
  );
}

function TodayCard({ calendar, reload }: { calendar: Calendar; reload(): void }) {
  const { t } = useTranslation('checkin');
  const claim = useClaim(reload);
  if (!calendar.running) {
    return (
      <Card>
        <p className={rewards.muted}>{t('notRunning')}</p>
      </Card>
    );
  }
  const today = calendar.days[calendar.today - 1];
  const wait = waitText(t, calendar.nextResetAt - calendar.now);
  return (
    <Card aria-labelledby="sign-in-today">
      <h2 id="sign-in-today" className={rewards.sectionTitle}>
        {t('today', { day: calendar.today, count: calendar.cycleLength })}
      </h2>
      {today ? <RewardItems items={today.items} /> : null}
      {calendar.signedIn ? (
        <p className={styles.streak} data-testid="sign-in-streak">
          {calendar.streak > 0 ? t('streak', { count: calendar.streak }) : t('noStreak')}
        </p>
      ) : null}
      {calendar.missed ? <p className={rewards.muted}>{t('missed')}</p> : null}
      {!calendar.signedIn ? (
        <>
          <p className={rewards.muted}>{t('visitor')}</p>
          <Button block onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
            {t('signIn')}
          </Button>
        </>
      ) : calendar.todayStatus === 'claimable' ? (
        <>
          {calendar.hasDeposit ? null : <p className={rewards.muted}>{t('needsDeposit')}</p>}
          <Button block busy={claim.busy === 'today'} onClick={() => void claim.run('today', () => api('loginBonus3Receive', {}))}>
            {t('claim', { day: calendar.today })}
          </Button>
          <ClaimError failure={claim.failure} />
        </>
      ) : (
        <p className={rewards.muted} data-testid="sign-in-claimed">
          {calendar.today >= calendar.cycleLength ? t('nextCycle', { wait }) : t('claimedToday', { day: calendar.today + 1, wait })}
        </p>
      )}
    </Card>
  );
}
