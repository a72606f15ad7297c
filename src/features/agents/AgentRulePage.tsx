import { useTranslation } from 'react-i18next';
import type { AgentProgramme } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import agents from './agents.module.css';
import { formatRate, workedExample } from './rules.ts';

/**
 * /agent/rule: the programme's rules as configured now (appAgent5User's `rules`): the tiers, the
 * formula in words with an example worked out from the live tiers, the week, the hold, the claim
 * window, the fill window and the valid invite. The formula and period are printed (issue 31).
 */
export function AgentRulePage() {
  const { t } = useTranslation('agents');
  const { data, failure, reload } = useLoad(() => api('appAgent5User', {}));
  return (
    <div className={styles.page}>
      <PageHeader title={t('rule.title')} fallback="/agent" />
      {!data ? <LoadState failure={failure} onRetry={reload} /> : <Rules rules={data.rules} running={data.running} />}
    </div>
  );
}

function Rules({ rules, running }: { rules: AgentProgramme; running: boolean }) {
  const { t } = useTranslation('agents');
  const tiers = [...rules.tiers].sort((a, b) => a.minTeamValidBet - b.minTeamValidBet);
  const example = workedExample(tiers);
  const valid = rules.validInvite;
  return (
    <>
      {!running ? <p className={agents.paused}>{t('paused')}</p> : null}
      <Card aria-labelledby="rule-how">
        <h2 id="rule-how" className={styles.sectionTitle}>
          {t('rule.howTitle')}
        </h2>
        <p>{t('rule.how')}</p>
        <p data-testid="rule-no-recruiting">
          <strong>{t('rule.noRecruiting')}</strong>
        </p>
      </Card>
      <Card aria-labelledby="rule-tiers">
        <h2 id="rule-tiers" className={styles.sectionTitle}>
          {t('rule.tiersTitle')}
        </h2>
        <table className={agents.table} data-testid="rule-tiers">
          <thead>
            <tr>
              <th scope="col">{t('rule.tierFrom')}</th>
              <th scope="col">{t('rule.tierRate')}</th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((tier) => (
              <tr key={tier.minTeamValidBet}>
                <td>{formatPeso(tier.minTeamValidBet)}</td>
                <td>{formatRate(tier.rateBp)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('rule.team')}</p>
      </Card>
      <Card aria-labelledby="rule-formula">
        <h2 id="rule-formula" className={styles.sectionTitle}>
          {t('rule.formulaTitle')}
        </h2>
        <p>{t('rule.base')}</p>
        <p>{t('rule.override')}</p>
        <p>{t('rule.total')}</p>
        <h3 className={styles.subTitle}>{t('rule.exampleTitle')}</h3>
        <ul data-testid="rule-example">
          <li>{t('rule.exampleTeam', { level1: formatPeso(example.level1), level2: formatPeso(example.level2), team: formatPeso(example.team), rate: formatRate(example.rateBp) })}</li>
          <li>{t('rule.exampleBase', { rate: formatRate(example.rateBp), level1: formatPeso(example.level1), amount: formatPeso(example.base) })}</li>
          <li>
            {example.override > 0
              ? t('rule.exampleOverride', { subRate: formatRate(example.subRateBp), level2: formatPeso(example.level2), rate: formatRate(example.rateBp), amount: formatPeso(example.override) })
              : t('rule.exampleNoOverride', { subRate: formatRate(example.subRateBp) })}
          </li>
          <li>
            <strong>{t('rule.exampleTotal', { base: formatPeso(example.base), override: formatPeso(example.override), amount: formatPeso(example.commission) })}</strong>
          </li>
        </ul>
      </Card>
      <Card aria-labelledby="rule-when">
        <h2 id="rule-when" className={styles.sectionTitle}>
          {t('rule.whenTitle')}
        </h2>
        <p>{t('rule.week')}</p>
        <p>{t('rule.hold', { count: rules.holdDays })}</p>
        <p>{t('rule.claimWeeks', { count: rules.claimWeeks })}</p>
        <p>{rules.fillWindowDays > 0 ? t('rule.fill', { count: rules.fillWindowDays }) : t('rule.noFill')}</p>
      </Card>
      <Card aria-labelledby="rule-valid">
        <h2 id="rule-valid" className={styles.sectionTitle}>
          {t('rule.validTitle')}
        </h2>
        <p>{t('rule.valid', { amount: formatPeso(valid.minValidBet), deposits: valid.orDeposits })}</p>
        <p>{t('rule.validHold', { count: valid.holdDays })}</p>
        <p>{t('rule.validBonus', { amount: formatPeso(valid.coin) })}</p>
        {valid.wagering > 0 ? <p className={styles.muted}>{t('rule.validWagering', { times: valid.wagering })}</p> : null}
        <p className={styles.muted}>{t('rule.frozen')}</p>
      </Card>
    </>
  );
}
