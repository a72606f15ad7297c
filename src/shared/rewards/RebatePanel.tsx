import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { api } from '../../api/client.ts';
import { formatPeso } from '../format/amount.ts';
import { Button } from '../ui/Button.tsx';
import { ClaimError } from './ClaimError.tsx';
import { bpsToPercent } from './format.ts';
import { LoadState } from './LoadState.tsx';
import { RebateAmount } from './RebateAmounts.tsx';
import styles from './rewards.module.css';
import { useClaim } from './useClaim.ts';
import { useGameTypeName } from './useGameTypeName.ts';
import { useLoad } from './useLoad.ts';

/**
 * Bet rebates now (betBonus): each game type's valid bets, rate and what a claim pays; claim one
 * type or all. The VIP desk's /vip/rebate and the bonus centre's rebate tab both show this. A type's
 * rebate is claimable from `minClaim` (₱1, issue 26): below it the line says what has accrued
 * ("₱0.40 accrued — claimable from ₱1") and offers no claim, so no prize ever reads "₱0".
 */
export function RebatePanel({ recordLink = '/vip/rebate/record' }: { recordLink?: string }) {
  const { t } = useTranslation('rewards');
  const typeName = useGameTypeName();
  const { data, failure, reload } = useLoad(() => api('betBonus', {}));
  const claim = useClaim(reload);

  return (
    <section className={styles.section} aria-labelledby="rebate-title">
      <h2 id="rebate-title" className={styles.sectionTitle}>
        {t('rebate.title')}
      </h2>
      <p className={styles.muted}>{t('rebate.intro')}</p>
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : (
        <>
          {data.total > 0 || data.accrued > 0 ? <RebateAmount total claimable={data.total} accrued={data.accrued} minClaim={data.minClaim} /> : null}
          {data.list.length === 0 ? (
            <p className={styles.muted}>{t('rebate.none')}</p>
          ) : (
            <ul className={styles.rows} aria-label={t('rebate.title')}>
              {data.list.map((line) => (
                <li key={line.type} className={styles.row} aria-label={typeName(line.type)}>
                  <div className={styles.rowMain}>
                    <span className={styles.rowTitle}>{typeName(line.type)}</span>
                    <span className={styles.muted}>
                      {t('rebate.validBet')} {formatPeso(line.validBet)} · {t('rebate.rate')} {bpsToPercent(line.rateBps)}
                    </span>
                    <RebateAmount claimable={line.claimable} accrued={line.accrued} minClaim={data.minClaim} />
                  </div>
                  <Button size="sm" disabled={line.claimable <= 0} busy={claim.busy === `type-${line.type}`} onClick={() => void claim.run(`type-${line.type}`, () => api('betBonusByTypeReceive', { type: line.type }))}>
                    {t('claim')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <ClaimError failure={claim.failure} />
          <Button block disabled={data.total <= 0} busy={claim.busy === 'all'} onClick={() => void claim.run('all', () => api('betBonusReceive', {}))}>
            {t('claimAll')}
          </Button>
          {Object.keys(data.rates).length > 0 ? (
            <div>
              <h3 className={styles.subTitle}>{t('rebate.rates')}</h3>
              <ul className={styles.chips}>
                {Object.entries(data.rates).map(([type, bps]) => (
                  <li key={type} className={styles.chip}>
                    {typeName(Number(type))} {bpsToPercent(bps)}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      )}
      <Link to={recordLink}>{t('rebate.record')}</Link>
    </section>
  );
}
