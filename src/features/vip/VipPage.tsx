import '../../shared/rewards/i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { ClaimError } from '../../shared/rewards/ClaimError.tsx';
import { levelProgress } from '../../shared/rewards/format.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { RewardItems } from '../../shared/rewards/RewardItems.tsx';
import styles from '../../shared/rewards/rewards.module.css';
import { useClaim } from '../../shared/rewards/useClaim.ts';
import { ClaimButton, VipTasks } from '../../shared/rewards/VipTasks.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { DOT_FLAGS } from '../../shared/rewards/dots.ts';
import { hasDot } from '../../shared/ui/redDots.ts';
import { useAppStore } from '../../store/index.ts';
import { BecomeVip } from './BecomeVip.tsx';
import { LevelHistory } from './LevelHistory.tsx';
import { useVipInfo } from './useVipInfo.ts';

type VipInfo = CallResult<'getVipInfo'>;

/** /vip: the VIP desk. Level and experience, what can be claimed, the tasks and the level history. */
export function VipPage() {
  const { t } = useTranslation('rewards');
  const { data, failure, reload } = useVipInfo();
  const claim = useClaim(reload);
  const dots = useAppStore((s) => s.balances?.redDots);

  return (
    <div className={styles.page}>
      <PageHeader title={t('vip.title')} fallback="/member" />
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          <LevelCard info={data} />
          <nav className={styles.links} aria-label={t('vip.title')}>
            <Link to="/vip/level">{t('vip.levels')}</Link>
            <Link to="/vip/rebate" className={styles.tabLabel}>
              {t('vip.rebate')}
              <RedDot on={hasDot(dots, DOT_FLAGS.rebate)} label={t('dot')} />
            </Link>
            {data.vip > 0 ? <Link to="/service/vip">{t('vip.service')}</Link> : null}
          </nav>
          {data.vip === 0 ? (
            <BecomeVip levels={data.levels} vipExp={data.vipExp} />
          ) : (
            <>
              {data.hasDeposit ? null : <p className={styles.muted}>{t('vip.needsDeposit')}</p>}
              <ClaimError failure={claim.failure} />
              <Card aria-labelledby="vip-levelup">
                <h2 id="vip-levelup" className={styles.sectionTitle}>
                  {t('vip.levelUp')}
                </h2>
                <ul className={styles.rows}>
                  {data.levelUpBonuses
                    .filter((bonus) => bonus.level <= data.vip)
                    .map((bonus) => (
                      <li key={bonus.level} className={styles.row}>
                        <div className={styles.rowMain}>
                          <span className={styles.rowTitle}>{t('vip.levelUpRow', { level: bonus.level })}</span>
                          <RewardItems items={bonus.items} />
                        </div>
                        <ClaimButton
                          status={bonus.status}
                          busy={claim.busy === `level-${bonus.level}`}
                          label={`${t('claim')} ${t('vip.levelUpRow', { level: bonus.level })}`}
                          onClick={() => void claim.run(`level-${bonus.level}`, () => api('receiveVipBonusUser', { level: bonus.level }))}
                        />
                      </li>
                    ))}
                </ul>
              </Card>
              <Card aria-labelledby="vip-daily">
                <h2 id="vip-daily" className={styles.sectionTitle}>
                  {t('vip.daily')}
                </h2>
                <div className={styles.row}>
                  <div className={styles.rowMain}>
                    <RewardItems items={data.daily.items} />
                    {data.daily.status === 'locked' && data.daily.betLimit > 0 ? (
                      <span className={styles.muted}>{t('vip.dailyBet', { bet: formatPeso(data.daily.todayValidBet), limit: formatPeso(data.daily.betLimit) })}</span>
                    ) : null}
                  </div>
                  <ClaimButton status={data.daily.status} busy={claim.busy === 'daily'} label={`${t('claim')} ${t('vip.daily')}`} onClick={() => void claim.run('daily', () => api('appVipUserReceiveDaily', {}))} />
                </div>
              </Card>
              <Card aria-labelledby="vip-signin">
                <h2 id="vip-signin" className={styles.sectionTitle}>
                  {t('vip.signIn')}
                </h2>
                <div className={styles.row}>
                  <div className={styles.rowMain}>
                    <RewardItems items={data.signIn.items} />
                  </div>
                  <ClaimButton status={data.signIn.status} busy={claim.busy === 'signIn'} label={`${t('claim')} ${t('vip.signIn')}`} onClick={() => void claim.run('signIn', () => api('appVipUserReceiveSignInAward', {}))} />
                </div>
              </Card>
              <Card aria-labelledby="vip-tasks">
                <h2 id="vip-tasks" className={styles.sectionTitle}>
                  {t('vip.tasks')}
                </h2>
                <VipTasks tasks={data.tasks} claim={claim} />
              </Card>
            </>
          )}
          <LevelHistory />
        </>
      )}
    </div>
  );
}

function LevelCard({ info }: { info: VipInfo }) {
  const { t } = useTranslation('rewards');
  const levelExp = info.levels.find((level) => level.level === info.vip)?.experience ?? 0;
  const progress = levelProgress(info.vipExp, levelExp, info.nextExp);
  return (
    <Card aria-labelledby="vip-level">
      <div className={styles.levelHead}>
        <h2 id="vip-level" className={styles.muted}>
          {t('vip.levelLabel')}
        </h2>
        <span className={styles.levelBig} data-testid="vip-level">
          {t('vip.level', { level: info.vip })}
        </span>
      </div>
      <p>{t('vip.exp', { exp: info.vipExp.toLocaleString('en-PH') })}</p>
      <progress className={styles.progress} max={100} value={progress} aria-label={t('vip.progress')} aria-valuetext={`${progress}%`} />
      <p className={styles.muted}>
        {info.nextExp === null || info.nextLevel === null ? t('vip.top') : t('vip.toNext', { left: Math.max(0, info.nextExp - info.vipExp).toLocaleString('en-PH'), level: info.nextLevel })}
      </p>
      <p className={styles.muted}>{t('vip.expNote')}</p>
    </Card>
  );
}
