import { useTranslation } from 'react-i18next';
import type { ConsoleReferral } from '../../../../contract/ops/agents.ts';
import { consoleCall } from '../../api.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PlayerLink, ReferralTable } from './ReferralTable.tsx';
import styles from './agents.module.css';

/**
 * One player's place in the tree (consoleAgentTree): the inviters above, nearest first; the player's own
 * referral with its signals; level 1 (their referees) and level 2 (their referees' referees). Reading it
 * checks referrals not seen before, so a new freeze can appear here first. Keyed by the page on the
 * player and each decision, so it loads again after one.
 */
export function AgentTree({ userId, onDecide }: { userId: number; onDecide?: (referral: ConsoleReferral) => void }) {
  const { t } = useTranslation('console-agents');
  const { state } = useLoad(async (signal) => consoleCall('consoleAgentTree', { userId }, { signal }));
  if (state.status === 'loading') return <p className={page.muted}>{t('console:states.loading')}</p>;
  if (state.status === 'failed') return <Alert message={state.message} />;
  const tree = state.data;
  const level = (title: string, rows: readonly ConsoleReferral[], testId: string) => (
    <>
      <h3 className={styles.subTitle}>{title}</h3>
      {rows.length === 0 ? <p className={page.muted}>{t('tree.noLevel')}</p> : <ReferralTable rows={rows} onDecide={onDecide} testId={testId} />}
    </>
  );
  return (
    <div className={styles.section} data-testid="agent-tree">
      <h3 className={styles.subTitle}>{t('tree.upline')}</h3>
      {tree.upline.length === 0 ? (
        <p className={page.muted}>{t('tree.noUpline')}</p>
      ) : (
        <ol className={styles.upline} data-testid="agent-upline">
          {tree.upline.map((above) => (
            <li key={above.userId}>
              <PlayerLink id={above.userId} account={above.account} />
            </li>
          ))}
        </ol>
      )}
      {tree.referral ? level(t('tree.referral'), [tree.referral], 'agent-own-referral') : (
        <>
          <h3 className={styles.subTitle}>{t('tree.referral')}</h3>
          <p className={page.muted}>{t('tree.noReferral')}</p>
        </>
      )}
      {level(t('tree.level1'), tree.level1, 'agent-level1')}
      {level(t('tree.level2'), tree.level2, 'agent-level2')}
    </div>
  );
}
