import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import type { RewardItemView } from '../../../contract/calls/rewards.ts';
import { Errcode } from '../../../contract/errcodes.ts';
import { isApiError } from '../../api/ApiError.ts';
import { api } from '../../api/client.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { createTapGate } from '../../shared/ui/tapGate.ts';
import agents from './agents.module.css';
import { InviteOdds } from './InviteOdds.tsx';

export type InviteRewards = NonNullable<CallResult<'actInviteStatus'>['rewards']>;
type Claim = ReturnType<typeof useClaim>;

/** No answer (timeout, offline) or a server failure may follow a spin or an exchange the server made: a retry of that tap resends its requestId. */
const mayHaveHappened = (error: unknown) => !isApiError(error) || error.errcode <= 0 || error.errcode === Errcode.internal;

/**
 * What valid invites earned (actInviteStatus `rewards`): invite spins, each drawn by the server through
 * the fairness module and paid before it answers, with the odds of the fair table it draws from; and
 * invite points with what they exchange for. Both go through useClaim like every claim: one at a time,
 * the reward popup, fresh balances and red dots, then the status read again.
 */
export function InviteRewardsTab() {
  const { t } = useTranslation('agents');
  const status = useLoad(() => api('actInviteStatus', {}));
  const claim = useClaim(status.reload);
  // Where the last tap was: its refusal shows there (the spin card or the points card).
  const [tapped, setTapped] = useState<'spin' | 'exchange'>('spin');
  if (!status.data) return <LoadState failure={status.failure} onRetry={status.reload} />;
  const rewards = status.data.rewards;
  if (!rewards) {
    return (
      <p className={styles.muted} data-testid="invite-rewards-off">
        {t('rewards.off')}
      </p>
    );
  }
  return (
    <div className={styles.section}>
      <SpinCard rewards={rewards} claim={claim} failure={tapped === 'spin' ? claim.failure : null} onTap={() => setTapped('spin')} />
      <InviteOdds rewards={rewards} />
      <PointsCard rewards={rewards} claim={claim} failure={tapped === 'exchange' ? claim.failure : null} onTap={() => setTapped('exchange')} />
    </div>
  );
}

interface CardProps {
  rewards: InviteRewards;
  claim: Claim;
  failure: Claim['failure'];
  onTap(): void;
}

function DepositFirst() {
  const { t } = useTranslation('agents');
  return (
    <p className={styles.muted} data-testid="invite-needs-deposit">
      {t('rewards.needsDeposit')} <Link to="/wallets?name=deposit">{t('rewards.deposit')}</Link>
    </p>
  );
}

function SpinCard({ rewards, claim, failure, onTap }: CardProps) {
  const { t } = useTranslation('agents');
  const gate = useRef(createTapGate());
  // Kept until the server answered this tap: a retry after no answer is the same spin, not a second one.
  const requestId = useRef<string | null>(null);
  const [won, setWon] = useState<RewardItemView[] | null>(null);
  const { spins } = rewards;
  const spin = () => {
    if (!gate.current.pass()) return;
    onTap();
    setWon(null);
    void claim.run('spin', async () => {
      requestId.current ??= newRequestId();
      try {
        const answer = await api('actInviteSpin', { requestId: requestId.current });
        requestId.current = null;
        setWon(answer.items);
        return { errcode: 0, msg: answer.msg, items: answer.items, coin: answer.coin, locked: answer.locked };
      } catch (error) {
        if (!mayHaveHappened(error)) requestId.current = null;
        throw error;
      }
    });
  };
  return (
    <Card aria-labelledby="invite-spins">
      <h2 id="invite-spins" className={styles.sectionTitle}>
        {t('rewards.spinsTitle')}
      </h2>
      <p data-testid="invite-spins-left">{t('rewards.spinsLeft', { count: spins.left, earned: spins.earned })}</p>
      <p className={styles.muted}>{t('rewards.perValid', { count: rewards.spinsPerValid, points: rewards.pointsPerValid })}</p>
      <ClaimError failure={failure} />
      <Button block busy={claim.busy === 'spin'} disabled={spins.left === 0 || rewards.needsDeposit || claim.busy !== null} onClick={spin}>
        {t('rewards.spin')}
      </Button>
      {rewards.needsDeposit ? <DepositFirst /> : spins.left === 0 ? <p className={styles.muted}>{t('rewards.noSpins')}</p> : null}
      <p aria-live="polite" data-testid="invite-spin-won">
        {won ? (
          <>
            {t('rewards.won')} <RewardItems items={won} />
          </>
        ) : null}
      </p>
    </Card>
  );
}

function PointsCard({ rewards, claim, failure, onTap }: CardProps) {
  const { t } = useTranslation('agents');
  // One requestId per option, kept for a retry of the same tap (as the spin's).
  const requestIds = useRef(new Map<number, string>());
  const { points } = rewards;
  const exchange = (optionId: number) => {
    onTap();
    void claim.run(`x-${optionId}`, async () => {
      const requestId = requestIds.current.get(optionId) ?? newRequestId();
      requestIds.current.set(optionId, requestId);
      try {
        const answer = await api('actInviteExchange', { optionId, requestId });
        requestIds.current.delete(optionId);
        return answer;
      } catch (error) {
        if (!mayHaveHappened(error)) requestIds.current.delete(optionId);
        throw error;
      }
    });
  };
  return (
    <Card aria-labelledby="invite-points">
      <h2 id="invite-points" className={styles.sectionTitle}>
        {t('rewards.pointsTitle')}
      </h2>
      <dl className={agents.facts}>
        <dt>{t('rewards.pointsEarned')}</dt>
        <dd>{points.earned}</dd>
        <dt>{t('rewards.pointsSpent')}</dt>
        <dd>{points.spent}</dd>
        <dt className={agents.sum}>{t('rewards.pointsBalance')}</dt>
        <dd className={agents.sum} data-testid="invite-points-balance">
          {points.balance}
        </dd>
      </dl>
      <ClaimError failure={failure} />
      {rewards.needsDeposit ? <DepositFirst /> : null}
      {rewards.exchange.length === 0 ? (
        <p className={styles.muted}>{t('rewards.noExchange')}</p>
      ) : (
        <ul className={styles.rows} data-testid="invite-exchange">
          {rewards.exchange.map((option) => {
            const short = points.balance < option.points;
            return (
              <li key={option.id} className={styles.row} data-option={option.id}>
                <div className={styles.rowMain}>
                  <RewardItems items={option.items} />
                  <span className={styles.muted}>{short ? t('rewards.short', { count: option.points, missing: option.points - points.balance }) : t('rewards.cost', { count: option.points })}</span>
                </div>
                {/* The visible word is short (the prize keeps the room); the name says what it costs. */}
                <Button
                  size="sm"
                  aria-label={t('rewards.exchangeFor', { count: option.points })}
                  busy={claim.busy === `x-${option.id}`}
                  disabled={short || rewards.needsDeposit || claim.busy !== null}
                  onClick={() => exchange(option.id)}
                >
                  {t('rewards.exchange')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
