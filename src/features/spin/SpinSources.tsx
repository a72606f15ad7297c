import { useTranslation } from 'react-i18next';
import type { SpinSource } from '../../../contract/calls/spin.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { Card } from '../../shared/ui/Card.tsx';
import styles from './spin.module.css';

/** Where spins come from today and how far the player is on each (the server counts; this only shows). */
export function SpinSources({ sources }: { sources: readonly SpinSource[] }) {
  const { t } = useTranslation('spin');
  return (
    <Card aria-labelledby="spin-sources">
      <h2 id="spin-sources" className={styles.sectionTitle}>
        {t('sources.title')}
      </h2>
      <ul className={styles.rows} data-testid="spin-sources">
        {sources.map((source) => {
          const capped = source.earned >= source.cap;
          // The share of the way to the next spin (a full bar once capped or for the daily spin).
          const share = capped || source.step <= 0 ? 100 : Math.min(100, Math.floor(((source.step - source.need) / source.step) * 100));
          return (
            <li key={source.kind} className={styles.source} data-kind={source.kind}>
              <span className={styles.row}>
                <strong>{t(`sources.${source.kind}`)}</strong>
                <span>{t('sources.earned', { earned: source.earned, count: source.cap })}</span>
              </span>
              {source.kind !== 'daily' ? (
                <>
                  <span className={styles.bar} role="progressbar" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100} aria-label={t(`sources.${source.kind}`)}>
                    <span className={styles.fill} style={{ width: `${share}%`, display: 'block' }} />
                  </span>
                  <span className={styles.muted}>
                    {capped ? t('sources.capped') : t(source.kind === 'deposit' ? 'sources.needDeposit' : 'sources.needBet', { amount: formatPeso(source.need) })}
                    {' · '}
                    {t('sources.step', { amount: formatPeso(source.step) })}
                  </span>
                </>
              ) : (
                <span className={styles.muted}>{t('sources.dailyText')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
