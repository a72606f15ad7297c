import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult, TaskPeriod, TaskView } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { manilaDateTime } from '../../shared/rewards/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { ClaimButton } from '../../shared/rewards/VipTasks.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { LivenessCard } from './LivenessCard.tsx';
import own from './tasks.module.css';
import { taskPlace, taskProgress, taskTitle } from './taskText.ts';

export type Board = CallResult<'getTaskUser'>;
export type Claim = ReturnType<typeof useClaim>;
/** Which card the last claim was tapped in: its refusal shows there. */
export type ClaimPlace = TaskPeriod | 'liveness';

/**
 * The daily, weekly and one-time tasks (docs/tasks.md) with their progress and prizes, and the
 * activity points (liveness) with their chests: what getTaskUser says, claimed through useClaim
 * (the reward popup, fresh balances and red dots, then a reload). A task not done yet links to where
 * it is done.
 */
export function TaskBoard() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useLoad(() => api('getTaskUser', {}));
  const claim = useClaim(reload);
  const [place, setPlace] = useState<ClaimPlace | null>(null);
  if (!data)
    return (
      <Card>
        <LoadState failure={failure} onRetry={reload} />
      </Card>
    );
  if (!data.running)
    return (
      <Card>
        <p className={styles.muted}>{t('tasks.notRunning')}</p>
      </Card>
    );
  const run = (at: ClaimPlace, key: string, call: () => Promise<CallResult<'finishTask'>>) => {
    setPlace(at);
    void claim.run(key, call);
  };
  const groups: { period: TaskPeriod; title: string; note: string }[] = [
    { period: 'day', title: t('tasks.daily'), note: t('tasks.dayResets', { time: manilaDateTime(data.dayEndsAt) }) },
    { period: 'week', title: t('tasks.weekly'), note: t('tasks.weekResets', { time: manilaDateTime(data.weekEndsAt) }) },
    { period: 'once', title: t('tasks.once'), note: t('tasks.onceNote') },
  ];
  return (
    <>
      <LivenessCard board={data} claim={claim} onClaim={(key, call) => run('liveness', key, call)} failure={place === 'liveness' ? claim.failure : null} />
      {groups.map((group) => {
        const tasks = data.tasks.filter((task) => task.period === group.period);
        if (tasks.length === 0) return null;
        return (
          <Card key={group.period} aria-labelledby={`tasks-${group.period}`}>
            <div className={own.head}>
              <h2 id={`tasks-${group.period}`} className={styles.sectionTitle}>
                {group.title}
              </h2>
              <span className={styles.muted}>{group.note}</span>
            </div>
            <ul className={styles.rows} aria-label={group.title}>
              {tasks.map((task) => (
                <TaskRow key={task.id} task={task} hasDeposit={data.hasDeposit} busy={claim.busy === `task-${task.id}`} onClaim={() => run(group.period, `task-${task.id}`, () => api('finishTask', { id: task.id }))} />
              ))}
            </ul>
            {place === group.period ? <ClaimError failure={claim.failure} /> : null}
          </Card>
        );
      })}
    </>
  );
}

function TaskRow({ task, hasDeposit, busy, onClaim }: { task: TaskView; hasDeposit: boolean; busy: boolean; onClaim(): void }) {
  const { t } = useTranslation('rewards');
  const title = taskTitle(t, task);
  const { progress, target, percent } = taskProgress(task);
  const progressText = t('tasks.progress', { progress, target });
  return (
    <li className={styles.row} data-testid={`task-${task.id}`}>
      <div className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        <progress className={styles.progress} max={100} value={percent} aria-label={`${title}: ${progressText}`} />
        <span className={styles.muted}>{progressText}</span>
        <RewardItems items={task.items} />
        {task.needsDeposit && !hasDeposit && task.status !== 'claimed' ? <span className={styles.lockedNote}>{t('tasks.needsDeposit')}</span> : null}
      </div>
      {task.status === 'locked' ? (
        <Link to={taskPlace[task.kind]} className={own.go} aria-label={`${t('tasks.go')}: ${title}`}>
          {t('tasks.go')}
        </Link>
      ) : (
        <ClaimButton status={task.status} busy={busy} onClick={onClaim} label={`${t('claim')}: ${title}`} />
      )}
    </li>
  );
}

