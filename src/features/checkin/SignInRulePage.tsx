import '../../shared/checkin/i18n.ts';
import { useTranslation } from 'react-i18next';
import styles from '../../shared/checkin/checkin.module.css';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import rewards from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useCalendar } from './useCalendar.ts';

/** /activity/sign-in/rule: the rules as configured (cycle, prizes, wagering) and as built (Manila midnight, no makeup). */
export function SignInRulePage() {
  const { t } = useTranslation('checkin');
  const { data, failure, reload } = useCalendar();
  return (
    <div className={rewards.page}>
      <PageHeader title={t('rulesTitle')} fallback="/activity/sign-in" />
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          <Card>
            {data.running ? null : <p className={rewards.muted}>{t('notRunning')}</p>}
            <ul className={styles.rules}>
              <li>{t('rule.daily', { count: data.cycleLength })}</li>
              <li>{t('rule.midnight')}</li>
              <li>{t('rule.cycle', { count: data.cycleLength })}</li>
              <li>{t('rule.missed')}</li>
              <li>{t('rule.deposit')}</li>
              <li>{data.wagering > 0 ? t('rule.wagering', { times: data.wagering }) : t('rule.noWagering')}</li>
              <li>{t('rule.protection')}</li>
            </ul>
          </Card>
          <Card aria-labelledby="sign-in-prizes">
            <h2 id="sign-in-prizes" className={rewards.sectionTitle}>
              {t('rule.prizes')}
            </h2>
            <ul className={rewards.rows}>
              {data.days.map((day) => (
                <li key={day.day} className={rewards.row}>
                  <span className={rewards.rowTitle}>{t('day', { day: day.day })}</span>
                  <RewardItems items={day.items} />
                </li>
              ))}
            </ul>
          </Card>
        </>
      )}
    </div>
  );
}
