import { useTranslation } from 'react-i18next';
import type { CallResult, TaskChestView } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import type { ClaimFailure } from '../../shared/rewards/useClaim.ts';
import { ClaimButton } from '../../shared/rewards/VipTasks.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import type { Board, Claim } from './TaskBoard.tsx';
import own from './tasks.module.css';
import { livenessScale } from './taskText.ts';

type OnClaim = (key: string, call: () => Promise<CallResult<'receiveTaskAward'>>) => void;

/**
 * Today's and this week's activity points (liveness), each with its chests: a bar with a tick per chest,
 * then the chests as small tiles (claim, claimed, or dimmed until reached). One note for the coin and
 * diamond chests a player without a deposit cannot open yet.
 */
export function LivenessCard({ board, claim, onClaim, failure }: { board: Board; claim: Claim; onClaim: OnClaim; failure: ClaimFailure | null }) {
  const { t } = useTranslation('rewards');
  const periods = [
    { period: 'day' as const, label: t('tasks.livenessDay'), value: board.liveness.day },
    { period: 'week' as const, label: t('tasks.livenessWeek'), value: board.liveness.week },
  ];
  const depositNote = !board.hasDeposit && board.chests.some((chest) => chest.needsDeposit && chest.status !== 'claimed');
  return (
    <Card aria-labelledby="tasks-liveness">
      <h2 id="tasks-liveness" className={styles.sectionTitle}>
        {t('tasks.liveness')}
      </h2>
      <p className={styles.muted}>{t('tasks.livenessIntro')}</p>
      {periods.map(({ period, label, value }) => {
        const chests = board.chests.filter((chest) => chest.period === period);
        return (
          <div key={period} className={styles.section}>
            <Meter label={label} value={value} chests={chests} testId={`liveness-${period}`} />
            {chests.length > 0 ? (
              <ul className={own.chests} aria-label={label}>
                {chests.map((chest) => (
                  <ChestTile key={chest.id} chest={chest} busy={claim.busy === `chest-${chest.id}`} onClaim={() => onClaim(`chest-${chest.id}`, () => api('receiveTaskAward', { id: chest.id }))} />
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
      {depositNote ? <p className={styles.lockedNote}>{t('tasks.chestsNeedDeposit')}</p> : null}
      <ClaimError failure={failure} />
    </Card>
  );
}

function Meter({ label, value, chests, testId }: { label: string; value: number; chests: TaskChestView[]; testId: string }) {
  const { t } = useTranslation('rewards');
  const max = livenessScale(chests, value);
  const text = t('tasks.livenessValue', { value, max });
  return (
    <div className={own.meter}>
      <div className={own.meterHead}>
        <span>{label}</span>
        <span className={own.value} data-testid={testId}>
          {text}
        </span>
      </div>
      <div className={own.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={max} aria-valuenow={Math.min(value, max)} aria-valuetext={text}>
        <span className={own.fill} style={{ width: `${Math.min(100, (value / max) * 100)}%` }} />
        {chests.map((chest) => (
          <span key={chest.id} className={own.mark} style={{ left: `${(chest.liveness / max) * 100}%` }} />
        ))}
      </div>
    </div>
  );
}

function ChestTile({ chest, busy, onClaim }: { chest: TaskChestView; busy: boolean; onClaim(): void }) {
  const { t } = useTranslation('rewards');
  const title = t('tasks.chest', { liveness: chest.liveness });
  return (
    <li className={[own.chest, chest.status === 'locked' ? own.chestLocked : ''].join(' ')} data-testid={`chest-${chest.id}`}>
      <span className={styles.rowTitle}>{title}</span>
      <RewardItems items={chest.items} />
      {chest.status === 'locked' ? <span className={styles.muted}>{t('locked')}</span> : <ClaimButton status={chest.status} busy={busy} onClick={onClaim} label={`${t('claim')}: ${title}`} />}
    </li>
  );
}
