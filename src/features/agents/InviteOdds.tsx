import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { Card } from '../../shared/ui/Card.tsx';
import agents from './agents.module.css';
import type { InviteRewards } from './InviteRewardsTab.tsx';
import { oddsPercents } from './odds.ts';

/**
 * The invite spin's odds: each prize of the fair table in force with its chance (weight over the total,
 * the column adding up to 100.00%), the table's key and version as the Fairness page names them, and
 * the way there to verify each draw.
 */
export function InviteOdds({ rewards }: { rewards: InviteRewards }) {
  const { t } = useTranslation('agents');
  const chances = oddsPercents(
    rewards.prizes.map((prize) => prize.weight),
    rewards.totalWeight,
  );
  return (
    <Card aria-labelledby="invite-odds">
      <h2 id="invite-odds" className={styles.sectionTitle}>
        {t('rewards.oddsTitle')}
      </h2>
      <table className={agents.table} data-testid="invite-odds">
        <thead>
          <tr>
            <th scope="col">{t('rewards.prize')}</th>
            <th scope="col">{t('rewards.chance')}</th>
          </tr>
        </thead>
        <tbody>
          {rewards.prizes.map((prize, index) => (
            <tr key={prize.id}>
              <td>
                <RewardItems items={prize.items} />
              </td>
              <td data-testid="invite-odds-chance">{chances[index] ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.muted} data-testid="invite-odds-table">
        {t('rewards.table', { key: rewards.tableKey, version: rewards.tableVersion })}
      </p>
      <p className={styles.muted}>
        {t('rewards.verify')} <Link to="/fairness">{t('rewards.fairness')}</Link>
      </p>
    </Card>
  );
}
