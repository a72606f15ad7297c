import './i18n.ts';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { formatPeso, formatPrizePeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { useLoad } from '../../shared/rewards/useLoad.ts';
import { Card } from '../../shared/ui/Card.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './pk.module.css';

const ITEMS = ['join', 'count', 'win', 'split', 'paid', 'protected'] as const;

/**
 * /activity/redpkblue/rule (docs/pk.md "Prizes"): how a round runs, is won and pays, and the terms of
 * the round on now (its times, prize pool, cap per player, tie rule and wagering), all from the server.
 */
export default function PkRulePage() {
  const { t } = useTranslation('pk');
  const { data, failure, reload } = useLoad(() => api('pkData', {}));
  const round = data?.round ?? null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('rule.title')} fallback="/activity/redpkblue" />
      {!data ? (
        <LoadState failure={failure} onRetry={reload} />
      ) : round ? (
        <Card aria-labelledby="pk-rule-round">
          <h2 id="pk-rule-round" className={styles.sectionTitle}>
            {t('rule.round')}
          </h2>
          <ul className={styles.rules} data-testid="pk-rule-round">
            <li>{t('rule.starts', { at: manilaDateTime(round.startsAt) })}</li>
            <li>{t('rule.ends', { at: manilaDateTime(round.endsAt) })}</li>
            <li>{t('rule.settles', { at: manilaDateTime(round.settlesAt) })}</li>
            <li>{t('rule.pool', { amount: formatPeso(round.pool) })}</li>
            <li>{t('rule.cap', { amount: formatPrizePeso(round.capPerPlayer) })}</li>
            <li>{t(`rule.tie.${round.tieRule}`)}</li>
            <li>{t('rule.wagering', { count: round.wagering })}</li>
          </ul>
        </Card>
      ) : (
        <Card>
          <p className={styles.muted}>{t('none')}</p>
        </Card>
      )}
      <Card aria-labelledby="pk-rule-how">
        <h2 id="pk-rule-how" className={styles.sectionTitle}>
          {t('ruleLink')}
        </h2>
        <ol className={styles.rules}>
          {ITEMS.map((item) => (
            <li key={item}>{t(`rule.items.${item}`)}</li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
