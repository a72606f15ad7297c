import './i18n.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordGroups, type CoinRecord } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso, formatSignedPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { ChoiceGroup } from '../../shared/ui/ChoiceGroup.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { DepositOrders } from './DepositOrders.tsx';
import { recordKindKey } from './recordKinds.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './wallet.module.css';

type Group = (typeof recordGroups)[number] | 'all';

interface Filter {
  group: Group;
  from: string;
  to: string;
}

/** /wallets/record and /v2/wallets/record: every coin movement, newest first, loading more as the player scrolls. */
export default function RecordsPage() {
  const { t } = useTranslation('wallet');
  const [filter, setFilter] = useState<Filter>({ group: 'all', from: '', to: '' });
  return (
    <div className={styles.page}>
      <PageHeader title={t('records.title')} fallback="/member" />
      <Card>
        <ChoiceGroup
          name="recordGroup"
          legend={t('records.filters')}
          legendClassName={styles.legend}
          choices={(['all', ...recordGroups] as Group[]).map((group) => ({ value: group, label: t(`records.groups.${group}`) }))}
          value={filter.group}
          onChange={(group) => setFilter({ ...filter, group })}
          className={styles.filters}
          choiceClassName={styles.filter}
        />
        <div className={styles.dates}>
          <label>
            <span className={styles.label}>{t('records.from')}</span>
            <input type="date" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={filter.from} max={filter.to || undefined} onChange={(event) => setFilter({ ...filter, from: event.target.value })} />
          </label>
          <label>
            <span className={styles.label}>{t('records.to')}</span>
            <input type="date" className={`${controls.flatInput} ${controls.flatInputLarge}`} value={filter.to} min={filter.from || undefined} onChange={(event) => setFilter({ ...filter, to: event.target.value })} />
          </label>
        </div>
      </Card>
      {/* Deposits: the orders too, with those that never became coin (cancelled, held for a refund). */}
      {filter.group === 'deposit' ? <DepositOrders /> : null}
      {/* A new filter starts a new list (and forgets the old one's pages). */}
      <RecordList key={`${filter.group}|${filter.from}|${filter.to}`} filter={filter} />
    </div>
  );
}

function RecordList({ filter }: { filter: Filter }) {
  const { t, i18n } = useTranslation('wallet');
  const [rows, setRows] = useState<CoinRecord[]>([]);
  const [cursor, setCursor] = useState<number | null | undefined>(undefined);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const loadMore = useCallback(async () => {
    if (loading || cursor === null) return;
    setLoading(true);
    try {
      const page = await api('appUserCoinDetail', {
        ...(filter.group === 'all' ? {} : { group: filter.group }),
        ...(filter.from ? { from: filter.from } : {}),
        ...(filter.to ? { to: filter.to } : {}),
        ...(cursor ? { beforeId: cursor } : {}),
      });
      setRows((previous) => previous.concat(page.list));
      setCursor(page.nextBeforeId);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setLoading(false);
    }
  }, [cursor, filter, loading]);

  // The first page, then one more each time the end of the list scrolls into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || cursor === null || failure) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [cursor, failure, loadMore]);

  return (
    <Card aria-label={t('records.title')}>
      {rows.length === 0 && cursor === null ? <p className={styles.note}>{t('records.empty')}</p> : null}
      <ul className={styles.history}>
        {rows.map((row) => (
          <li key={row.id} className={styles.historyRow} data-testid="coin-record">
            <span>
              {t(recordKindKey(row.kind))}
              <span className={styles.cardOwner}>{time.format(row.time)}</span>
            </span>
            <span className={styles.recordAmount}>
              <span className={row.amount > 0 ? styles.status_paid : undefined} data-testid="record-amount">{formatSignedPeso(row.amount)}</span>
              <span className={styles.cardOwner} data-testid="record-balance">{t('records.balanceAfter', { amount: formatPeso(row.balanceAfter) })}</span>
            </span>
          </li>
        ))}
      </ul>
      <FormAlert message={failure} />
      {loading ? <Spinner size={22} /> : null}
      {cursor !== null && !loading ? (
        <Button variant="secondary" block onClick={() => void loadMore()}>
          {t('records.more')}
        </Button>
      ) : null}
      {cursor === null && rows.length > 0 ? <p className={styles.note}>{t('records.end')}</p> : null}
      <div ref={sentinel} aria-hidden="true" />
    </Card>
  );
}
