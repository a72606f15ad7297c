import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCallResult, ConsolePendingChange } from '../../../contract/ops/index.ts';
import { consoleCall } from '../api.ts';
import { formatManilaDateTime } from '../format.ts';
import { useConsoleSession } from '../session.ts';
import { ChangeList } from './ChangeList.tsx';
import { Alert, Button } from './controls.tsx';
import page from './page.module.css';
import { ReasonDialog } from './ReasonDialog.tsx';

type Decided = ConsoleCallResult<'consolePendingChangeDecide'>;

/**
 * Changes waiting for a second admin (docs/console.md "Two admins"): a money setting's new value (what
 * changes, in force → proposed), new odds (docs/fairness.md) or a new admin account, with who proposed it, when and why. Another
 * admin approves (it takes effect now) or rejects it, with a reason; the proposer cannot approve their
 * own (the button says so) but may reject it to withdraw it. `onDecided` gets the server's answer.
 */
export function PendingChanges({ changes, onDecided }: { changes: readonly ConsolePendingChange[]; onDecided(answer: Decided): void }) {
  const { t } = useTranslation('console');
  const { operator } = useConsoleSession();
  const [deciding, setDeciding] = useState<{ change: ConsolePendingChange; decision: 'approve' | 'reject' } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  if (changes.length === 0 && !notice) return null;
  const what = (change: ConsolePendingChange) =>
    change.kind === 'config'
      ? t('changes.config', { key: change.target })
      : change.kind === 'fairTable'
        ? t('changes.fairTable', { key: change.target, at: formatManilaDateTime((change.value as { effectiveFrom: number }).effectiveFrom) })
        : t('changes.operator', { name: change.target });

  return (
    <section className={page.form} aria-label={t('changes.title')} data-testid="pending-changes">
      <h2 className={page.subtitle}>{t('changes.title')}</h2>
      <p className={page.muted}>{t('changes.intro')}</p>
      <Alert message={notice} tone="success" />
      {changes.map((change) => {
        const mine = change.proposedBy === operator?.name;
        return (
          <article key={change.id} className={page.stack} data-testid={`pending-change-${change.id}`}>
            <strong>{what(change)}</strong>
            <span className={page.muted}>{t('changes.proposed', { name: change.proposedBy, at: formatManilaDateTime(change.proposedAt), reason: change.reason })}</span>
            {change.kind === 'config' ? <ChangeList before={change.before} after={change.value} /> : null}
            {/* Odds (docs/fairness.md): the weights that change; the start is in the title. */}
            {change.kind === 'fairTable' ? <ChangeList before={change.before} after={{ weights: (change.value as { weights: unknown }).weights }} /> : null}
            {mine ? <span className={page.muted}>{t('changes.yours')}</span> : null}
            <span className={page.rowActions}>
              <Button size="sm" disabled={mine} onClick={() => setDeciding({ change, decision: 'approve' })} aria-label={t('changes.approveLabel', { what: what(change) })}>
                {t('changes.approve')}
              </Button>
              <Button size="sm" variant="danger" onClick={() => setDeciding({ change, decision: 'reject' })} aria-label={t('changes.rejectLabel', { what: what(change) })}>
                {t('changes.reject')}
              </Button>
            </span>
          </article>
        );
      })}
      {deciding ? (
        <ReasonDialog
          title={t(deciding.decision === 'approve' ? 'changes.approveTitle' : 'changes.rejectTitle', { what: what(deciding.change) })}
          description={t(deciding.decision === 'approve' ? 'changes.approveText' : 'changes.rejectText')}
          confirmLabel={t(deciding.decision === 'approve' ? 'changes.approve' : 'changes.reject')}
          danger={deciding.decision === 'reject'}
          onClose={() => setDeciding(null)}
          onConfirm={async (reason) => {
            const answer = await consoleCall('consolePendingChangeDecide', { id: deciding.change.id, decision: deciding.decision, reason });
            setDeciding(null);
            setNotice(t(deciding.decision === 'approve' ? 'changes.approved' : 'changes.rejected', { what: what(deciding.change) }));
            onDecided(answer);
          }}
        />
      ) : null}
    </section>
  );
}
