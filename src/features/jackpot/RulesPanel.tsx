import { useTranslation } from 'react-i18next';
import type { JackpotInfo } from '../../../contract/index.ts';
import { formatAmount } from '../../shared/format/amount.ts';
import styles from './jackpot.module.css';

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
    </section>
  );
}
