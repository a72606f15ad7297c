import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { consoleCall } from '../../api.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import { Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { QueueHead } from '../../ui/QueueHead.tsx';
import './agentTexts.ts';
import { mayDecideReferral, typedPlayerId } from './agentReview.ts';
import { AgentTree } from './AgentTree.tsx';
import { ReferralTable } from './ReferralTable.tsx';
import { useReferralDecision } from './useReferralDecision.tsx';
import styles from './agents.module.css';

/**
 * /agents (support, compliance, admin; docs/agents.md "Console"): the agent programme's fraud review.
 * The referrals frozen for review, oldest first, and a player's tree looked up by id (`?player=`).
 * Compliance and admins release or void a frozen referral with a reason (audited); support reads. A
 * decision reloads the queue and the tree on screen.
 */
export default function AgentsPage() {
  const { t } = useTranslation('console-agents');
  const { operator } = useConsoleSession();
  const canDecide = mayDecideReferral(operator?.role);
  const [params, setParams] = useSearchParams();
  const shown = typedPlayerId(params.get('player') ?? '');
  const [typed, setTyped] = useState(shown === null ? '' : String(shown));
  const [lookupError, setLookupError] = useState<string | null>(null);
  // Bumped by each decision: the tree on screen loads again (a remount, AgentTree's own load).
  const [version, setVersion] = useState(0);
  const { state, reload } = useLoad(async (signal) => (await consoleCall('consoleAgentFrozen', { limit: 200 }, { signal })).list);
  const decision = useReferralDecision(() => {
    reload();
    setVersion((n) => n + 1);
  });
  const onDecide = canDecide ? decision.open : undefined;

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const id = typedPlayerId(typed);
    setLookupError(id === null ? t('tree.badId') : null);
    if (id !== null) setParams({ player: String(id) });
  };

  return (
    <section>
      <QueueHead title={t('title')} onReload={reload} notice={decision.notice} state={state} empty={t('queue.empty')} />
      <p className={page.muted}>{t('intro')}</p>
      {canDecide ? null : <p className={page.muted}>{t('queue.readOnly')}</p>}
      <h2 className={styles.subTitle}>{t('queue.title')}</h2>
      {state.status === 'ready' && state.data.length > 0 ? (
        <ReferralTable rows={state.data} caption={t('queue.caption', { count: state.data.length })} onDecide={onDecide} testId="agent-frozen" />
      ) : null}
      <div className={styles.section}>
        <h2 className={styles.subTitle}>{t('tree.title')}</h2>
        <form className={styles.lookup} onSubmit={lookUp} noValidate>
          <Field label={t('tree.lookup')} hint={t('tree.lookupHint')} inputMode="numeric" value={typed} onValueChange={setTyped} error={lookupError} />
          <Button type="submit" variant="secondary" size="sm">
            {t('tree.show')}
          </Button>
        </form>
        {shown !== null ? <AgentTree key={`${shown}:${version}`} userId={shown} onDecide={onDecide} /> : null}
      </div>
      {decision.dialog}
    </section>
  );
}
