import './i18n.ts';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../format/amount.ts';
import { Button } from '../ui/Button.tsx';
import { RewardItems } from './RewardItems.tsx';
import styles from './rewards.module.css';
import type { useClaim } from './useClaim.ts';

type VipTask = CallResult<'getVipInfo'>['tasks'][number];

/** The VIP tasks of this Manila week: target, progress, prize and a claim once done. */
export function VipTasks({ tasks, claim }: { tasks: VipTask[]; claim: ReturnType<typeof useClaim> }) {
  const { t } = useTranslation('rewards');
  if (tasks.length === 0) return <p className={styles.muted}>{t('empty')}</p>;
  return (
    <ul className={styles.rows} aria-label={t('vip.tasks')}>
      {tasks.map((task) => {
        const target = formatPeso(task.target);
        const percent = task.target > 0 ? Math.min(100, Math.floor((task.progress / task.target) * 100)) : 100;
        return (
          <li key={task.id} className={styles.row}>
            <div className={styles.rowMain}>
              <span className={styles.rowTitle}>{t(`vip.task.${task.kind}`, { target })}</span>
              <progress className={styles.progress} max={100} value={percent} aria-label={t('vip.taskProgress', { progress: formatPeso(Math.min(task.progress, task.target)), target })} />
              <span className={styles.muted}>{t('vip.taskProgress', { progress: formatPeso(Math.min(task.progress, task.target)), target })}</span>
              <RewardItems items={task.items} />
            </div>
            <ClaimButton status={task.status} busy={claim.busy === `task-${task.id}`} onClick={() => void claim.run(`task-${task.id}`, () => api('receiveVipTaskAndBonus', { id: task.id }))} />
          </li>
        );
      })}
    </ul>
  );
}

/** Claim while claimable; "Claimed" or "Not yet" otherwise (never a button that can only fail). */
export function ClaimButton({ status, busy, onClick, label }: { status: 'claimable' | 'claimed' | 'locked'; busy: boolean; onClick(): void; label?: string }) {
  const { t } = useTranslation('rewards');
  if (status === 'claimed') return <span className={styles.badge}>{t('claimed')}</span>;
  return (
    <Button size="sm" disabled={status !== 'claimable'} busy={busy} onClick={onClick} aria-label={label}>
      {status === 'claimable' ? t('claim') : t('locked')}
    </Button>
  );
}
