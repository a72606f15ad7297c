import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { lastManilaDay, monthName, multipleText } from '../../shared/offers/format.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { ClaimButton } from '../../shared/rewards/VipTasks.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../store/index.ts';
import offers from './offers.module.css';

type Info = CallResult<'monthlyBonusInfo'>;

/**
 * /activity/monthly-bonus: this month's prize (sized by last month's valid bets), the claim, this
 * month's bets so far and the tier they would give next month, and every tier. The status and the
 * tiers reached are the server's (monthlyBonusInfo); the page adds only "bet ₱X more" from them.
 */
export function MonthlyBonusPage() {
  const { t } = useTranslation('offers');
  const signedIn = useAppStore((s) => Boolean(s.token));
  const { data, failure, reload } = useLoad(() => api('monthlyBonusInfo', {}));
  const claim = useClaim(reload);
  return (
    <div className={styles.page}>
      <PageHeader title={t('monthly.title')} fallback="/bonus" />
      <p className={styles.muted}>{t('monthly.intro')}</p>
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          {!data.running ? <p className={styles.muted}>{t('notRunning')}</p> : null}
          {signedIn ? (
            <>
              <ClaimError failure={claim.failure} />
              <ThisMonth info={data} claim={claim} />
              <NextMonth info={data} />
            </>
          ) : (
            <Card>
              <p className={styles.muted}>{t('monthly.signInPrompt')}</p>
              <Link to={`/auth/login?redirect=${encodeURIComponent('/activity/monthly-bonus')}`} className={offers.action}>
                {t('signIn')}
              </Link>
            </Card>
          )}
          <Tiers info={data} />
        </>
      )}
    </div>
  );
}

function ThisMonth({ info, claim }: { info: Info; claim: ReturnType<typeof useClaim> }) {
  const { t } = useTranslation('offers');
  const tier = info.tiers.find((row) => row.tier === info.lastMonth.tier);
  const first = info.tiers[0];
  return (
    <Card aria-labelledby="monthly-now">
      <h2 id="monthly-now" className={styles.sectionTitle}>
        {t('monthly.nowTitle')}
      </h2>
      <p data-testid="monthly-last">{t('monthly.lastBets', { month: monthName(info.lastMonth.period), amount: formatPeso(info.lastMonth.validBet) })}</p>
      <div className={styles.row}>
        <div className={styles.rowMain}>
          <span className={styles.rowTitle} data-testid="monthly-tier">
            {tier ? t('monthly.tierReached', { tier: tier.tier }) : first ? t('monthly.noTier', { amount: formatPeso(first.minValidBet) }) : null}
          </span>
          {tier ? <RewardItems items={tier.items} /> : null}
        </div>
        <ClaimButton status={info.status} busy={claim.busy === 'monthly'} label={t('monthly.claimNamed')} onClick={() => void claim.run('monthly', () => api('monthlyBonusReceive', {}))} />
      </div>
      {info.status === 'claimable' ? <p className={styles.muted}>{t('monthly.claimBy', { date: lastManilaDay(info.endsAt) })}</p> : null}
      {info.status === 'claimable' && !info.hasDeposit ? <p className={styles.muted}>{t('monthly.needsDeposit')}</p> : null}
      {info.withheld ? <p className={styles.muted}>{t('withheld')}</p> : null}
      {info.wagering > 0 ? <p className={styles.muted}>{t('monthly.wagering', { times: t('times', { times: multipleText(info.wagering) }) })}</p> : null}
    </Card>
  );
}

function NextMonth({ info }: { info: Info }) {
  const { t } = useTranslation('offers');
  const next = info.tiers.find((row) => row.tier === (info.thisMonth.tier ?? 0) + 1);
  return (
    <Card aria-labelledby="monthly-next">
      <h2 id="monthly-next" className={styles.sectionTitle}>
        {t('monthly.nextTitle')}
      </h2>
      <p data-testid="monthly-this">{t('monthly.thisBets', { month: monthName(info.thisMonth.period), amount: formatPeso(info.thisMonth.validBet) })}</p>
      {info.thisMonth.tier !== null ? <p>{t('monthly.nextTier', { tier: info.thisMonth.tier })}</p> : null}
      <p className={styles.muted}>
        {next
          ? t('monthly.toTier', { amount: formatPeso(next.minValidBet - info.thisMonth.validBet), date: lastManilaDay(info.endsAt), tier: next.tier })
          : info.tiers.length > 0
            ? t('monthly.topTier')
            : null}
      </p>
    </Card>
  );
}

function Tiers({ info }: { info: Info }) {
  const { t } = useTranslation('offers');
  return (
    <Card aria-labelledby="monthly-tiers">
      <h2 id="monthly-tiers" className={styles.sectionTitle}>
        {t('monthly.tiers')}
      </h2>
      <ul className={offers.tiers}>
        {info.tiers.map((row) => (
          <li key={row.tier} className={row.tier === info.lastMonth.tier ? `${offers.tier} ${offers.tierReached}` : offers.tier}>
            <span>{t('monthly.tierRow', { tier: row.tier, amount: formatPeso(row.minValidBet) })}</span>
            <RewardItems items={row.items} />
          </li>
        ))}
      </ul>
    </Card>
  );
}
