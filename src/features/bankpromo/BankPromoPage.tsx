import '../../shared/bankpromo/i18n.ts';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { LoadState } from '../../shared/rewards/LoadState.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import styles from './bankpromo.module.css';

type Promo = Omit<CallResult<'bankPromo'>, 'errcode' | 'msg'>;
type Log = Omit<CallResult<'bankPromoLog'>, 'errcode' | 'msg'>;

/**
 * /activity/bank (activity BankPromo 80, docs/bankpromo.md): the bank deposit bonus's terms, the banks
 * a transfer can come from (the recharge bank map), a link to the deposit form, and the player's
 * bonuses so far.
 */
export default function BankPromoPage() {
  const { t } = useTranslation('bankpromo');
  const [promo, setPromo] = useState<Promo | null>(null);
  const [log, setLog] = useState<Log | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(() => {
    Promise.all([api('bankPromo', {}), api('bankPromoLog', { pageNum: 1, pageSize: 20 })]).then(
      ([info, list]) => {
        setPromo(info);
        setLog(list);
        setFailure(null);
      },
      (error: unknown) => setFailure(failureMessage(error)),
    );
  }, []);
  useEffect(load, [load]);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/" />
      <p className={styles.muted}>{t('intro')}</p>
      {!promo || !log ? (
        <LoadState failure={failure} onRetry={load} />
      ) : (
        <>
          {!promo.running ? <FormAlert tone="info" message={t('off')} /> : null}
          {promo.running && promo.withheld ? <FormAlert tone="info" message={t('withheld')} /> : null}
          <Card aria-labelledby="bank-terms">
            <h2 id="bank-terms" className={styles.sectionTitle}>
              {t('terms')}
            </h2>
            <ul className={styles.facts} data-testid="bank-terms">
              <li>{t('percent', { percent: promo.terms.percent, max: formatPeso(promo.terms.maxBonus) })}</li>
              <li>{t('min', { min: formatPeso(promo.terms.minDeposit) })}</li>
              <li>{t('wagering', { count: promo.terms.wagering })}</li>
              <li>{t('once')}</li>
            </ul>
            {promo.running && !promo.withheld ? <Link to="/wallets?name=deposit">{t('deposit')}</Link> : null}
          </Card>
          <Card aria-labelledby="bank-banks">
            <h2 id="bank-banks" className={styles.sectionTitle}>
              {t('banks')}
            </h2>
            <ul className={styles.banks}>
              {promo.banks.map((bank) => (
                <li key={bank.id}>
                  {bank.name} ({bank.code})
                </li>
              ))}
            </ul>
          </Card>
          <Card aria-labelledby="bank-history">
            <h2 id="bank-history" className={styles.sectionTitle}>
              {t('history')}
            </h2>
            {promo.paid.count > 0 ? <p className={styles.strong}>{t('paid', { count: promo.paid.count, amount: formatPeso(promo.paid.total) })}</p> : null}
            {log.list.length === 0 ? (
              <p className={styles.muted}>{t('none')}</p>
            ) : (
              <ul className={styles.history} data-testid="bank-history">
                {log.list.map((row) => (
                  <li key={row.orderNo}>
                    <span>{manilaDateTime(row.paidAt)}</span> <span>{t('row', { amount: formatPeso(row.amount), bonus: formatPeso(row.bonus) })}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
