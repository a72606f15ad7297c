import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AgentWeek, CallResult, WeekStatus } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDate } from '../../shared/format/date.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import agents from './agents.module.css';
import { formatRate } from './rules.ts';
import { weekChoices } from './weeks.ts';

type Dashboard = CallResult<'appAgent5User'>;
type Claim = ReturnType<typeof useClaim>;

/** How many weeks the picker offers: this one and the seven before it. */
const PICKER_WEEKS = 8;

/**
 * The overview: a week's funnel, its commission as it adds up and its status, and the earlier weeks
 * that can be claimed now. Every figure is the server's (appAgent5User); the page only lays them out.
 */
export function OverviewTab() {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<string | null>(null);
  // Until a week is picked the answer is this week's; picking keeps that name for the picker.
  const [anchor, setAnchor] = useState<string | null>(null);
  const { data, failure, reload } = useLoad(() => api('appAgent5User', period ? { period } : {}));
  const claim = useClaim(reload);
  // A picked week is read again.
  useEffect(() => {
    if (period) reload();
  }, [period, reload]);
  const thisWeek = anchor ?? (period ? null : (data?.week.period ?? null));
  const pick = (week: string) => {
    setAnchor(thisWeek);
    setPeriod(week);
  };

  if (!data) return <LoadState failure={failure} onRetry={reload} />;
  return (
    <div className={styles.section}>
      {!data.running ? (
        <p className={agents.paused} data-testid="agent-paused">
          {t('paused')}
        </p>
      ) : null}
      <ClaimError failure={claim.failure} />
      {thisWeek ? <WeekPicker thisWeek={thisWeek} value={period ?? thisWeek} onChange={pick} /> : null}
      <WeekCard week={data.week} claim={claim} />
      <Claimable dashboard={data} claim={claim} />
      <p className={styles.muted}>{t('team.sizes', { level1: data.team.level1, level2: data.team.level2 })}</p>
    </div>
  );
}

function WeekPicker({ thisWeek, value, onChange }: { thisWeek: string; value: string; onChange(period: string): void }) {
  const { t } = useTranslation('agents');
  const id = useId();
  const choices = weekChoices(thisWeek, PICKER_WEEKS);
  return (
    <div className={agents.label}>
      <label htmlFor={id}>{t('week.pick')}</label>
      <select id={id} className={agents.select} value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map((week, index) => (
          <option key={week} value={week}>
            {index === 0 ? t('week.this', { week }) : index === 1 ? t('week.last', { week }) : week}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The status line of a week (or of its valid-invite bonus). */
export function useStatusText() {
  const { t } = useTranslation('agents');
  return (status: WeekStatus, week: Pick<AgentWeek, 'end' | 'claimableAt'>) =>
    ({
      open: t('status.open', { date: manilaDate(week.end - 1) }),
      holding: t('status.holding', { date: manilaDate(week.claimableAt) }),
      claimable: t('status.claimable'),
      paid: t('status.paid'),
      lapsed: t('status.lapsed'),
      empty: t('status.empty'),
    })[status];
}

function WeekCard({ week, claim }: { week: AgentWeek; claim: Claim }) {
  const { t } = useTranslation('agents');
  const statusText = useStatusText();
  const { funnel } = week;
  return (
    <Card aria-labelledby="agent-week">
      <h2 id="agent-week" className={styles.sectionTitle}>
        {t('week.title', { week: week.period, from: manilaDate(week.start), to: manilaDate(week.end - 1) })}
      </h2>
      <p data-testid="agent-week-status">{statusText(week.status, week)}</p>
      <h3 className={styles.subTitle}>{t('funnel.title')}</h3>
      <dl className={agents.facts} data-testid="agent-funnel">
        <dt>{t('funnel.clicks')}</dt>
        <dd data-testid="funnel-clicks">{funnel.clicks}</dd>
        <dt>{t('funnel.registrations')}</dt>
        <dd data-testid="funnel-registrations">{funnel.registrations}</dd>
        <dt>{t('funnel.firstDeposits')}</dt>
        <dd data-testid="funnel-first-deposits">{funnel.firstDeposits}</dd>
        <dt>{t('funnel.active')}</dt>
        <dd data-testid="funnel-active">{funnel.active}</dd>
        <dt>{t('funnel.validBet')}</dt>
        <dd data-testid="funnel-valid-bet">{formatPeso(funnel.validBet)}</dd>
      </dl>
      <h3 className={styles.subTitle}>{t('commission.title')}</h3>
      <dl className={agents.facts} data-testid="agent-commission">
        <dt>{t('commission.team')}</dt>
        <dd>{formatPeso(week.teamValidBet)}</dd>
        <dt>{t('commission.rate')}</dt>
        <dd>{formatRate(week.rateBp)}</dd>
        <dt>{t('commission.base', { amount: formatPeso(week.funnel.validBet) })}</dt>
        <dd>{formatPeso(week.base)}</dd>
        <dt>{t('commission.override')}</dt>
        <dd>{formatPeso(week.override)}</dd>
        <dt className={agents.sum}>{t('commission.total')}</dt>
        <dd className={agents.sum} data-testid="agent-commission-total">
          {formatPeso(week.commission)}
        </dd>
      </dl>
      <p className={styles.muted}>{t('commission.floored')}</p>
      {week.frozen > 0 ? <p className={styles.muted}>{t('frozen', { count: week.frozen })}</p> : null}
      <h3 className={styles.subTitle}>{t('validInvite.title')}</h3>
      <p data-testid="agent-valid-invites">{t('validInvite.count', { count: week.validInvites, amount: formatPeso(week.validInviteCoin) })}</p>
      {week.validInvites > 0 ? <p className={styles.muted}>{statusText(week.validInviteStatus, week)}</p> : null}
      {week.status === 'claimable' || week.validInviteStatus === 'claimable' ? <ClaimButtons week={week} claim={claim} /> : null}
    </Card>
  );
}

function Claimable({ dashboard, claim }: { dashboard: Dashboard; claim: Claim }) {
  const { t } = useTranslation('agents');
  // The week shown above is not listed twice.
  const weeks = dashboard.claimable.filter((week) => week.period !== dashboard.week.period);
  return (
    <Card aria-labelledby="agent-claimable">
      <h2 id="agent-claimable" className={styles.sectionTitle}>
        {t('claimable.title')}
      </h2>
      {weeks.length === 0 ? (
        <p className={styles.muted}>{t('claimable.none')}</p>
      ) : (
        <ul className={styles.rows} data-testid="agent-claimable">
          {weeks.map((week) => (
            <li key={week.period} className={styles.row} data-period={week.period}>
              <div className={styles.rowMain}>
                <span className={styles.rowTitle}>{week.period}</span>
                <span className={styles.muted}>{t('claimable.until', { date: manilaDate(week.claimableAt) })}</span>
                <ClaimButtons week={week} claim={claim} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** A claim button for each part of a week that is claimable now: the commission, the valid-invite bonus. */
function ClaimButtons({ week, claim }: { week: AgentWeek; claim: Claim }) {
  const { t } = useTranslation('agents');
  const commission = week.status === 'claimable' && week.commission > 0;
  const bonus = week.validInviteStatus === 'claimable' && week.validInviteCoin > 0;
  return (
    <div className={agents.buttons}>
      {commission ? (
        <Button size="sm" busy={claim.busy === `c-${week.period}`} onClick={() => void claim.run(`c-${week.period}`, () => api('appAgent5Receive', { period: week.period }))}>
          {t('claim.commission', { amount: formatPeso(week.commission) })}
        </Button>
      ) : null}
      {bonus ? (
        <Button size="sm" busy={claim.busy === `v-${week.period}`} onClick={() => void claim.run(`v-${week.period}`, () => api('appAgent5InviteValidReceive', { period: week.period }))}>
          {t('claim.bonus', { amount: formatPeso(week.validInviteCoin) })}
        </Button>
      ) : null}
    </div>
  );
}
