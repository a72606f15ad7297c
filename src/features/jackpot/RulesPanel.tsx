import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { JackpotInfo } from '../../../contract/index.ts';
import { formatAmount } from '../../shared/format/amount.ts';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import styles from './jackpot.module.css';

// Each cell's chance from the server's table (issue 28): a chunk of its own, fetched when the rules open.
const JackpotOdds = lazy(() => import('./JackpotOdds.tsx'));

const RULES = ['tap', 'wheel', 'credit', 'fair', 'values', 'age'] as const;

/** How the jackpot works, with the amounts that earn a draw from the live config. */
export function RulesPanel({ info }: { info: JackpotInfo }) {
  const { t } = useTranslation('jackpot');
  const params = { deposit: formatAmount(info.depositPerChance), bet: formatAmount(info.betPerChance) };
  return (
    <section aria-label={t('rules.title')}>
      <h3 className={styles.panelTitle}>{t('rules.title')}</h3>
      <ol className={styles.rules}>
        {info.depositPerChance > 0 ? <li>{t('rules.earnDeposit', params)}</li> : null}
        {info.betPerChance > 0 ? <li>{t('rules.earnBet', params)}</li> : null}
        {RULES.map((rule) => (
          <li key={rule}>{t(`rules.${rule}`, params)}</li>
        ))}
      </ol>
      <h3 className={`${styles.panelTitle} ${styles.oddsTitle}`}>{t('odds.title')}</h3>
      <Suspense fallback={<Spinner />}>
        <JackpotOdds awards={info.awards} />
      </Suspense>
    </section>
  );
}
