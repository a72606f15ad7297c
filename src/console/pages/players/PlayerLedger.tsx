import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoinRecord } from '../../../../contract/calls/wallet.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime } from '../../format.ts';
import { formatPesoExact } from '../../format.ts';
import { addWalletTexts, recordKindKey } from './walletTexts.ts';
import styles from './players.module.css';
import { Alert } from '../../ui/controls.tsx';
import { PagingButtons } from './PagingButtons.tsx';
import { usePagedRows } from './usePagedRows.ts';
import { Loading } from '../dashboard/Loading.tsx';

/** The player's record groups (contract/calls/wallet.ts recordGroups; written out to keep zod out of the chunk). */
const GROUPS = ['all', 'deposit', 'withdraw', 'bonus', 'game', 'safebox'] as const;
type Group = (typeof GROUPS)[number];
const PAGE = 30;

/** The coin ledger, newest first, filtered by the player's record groups, "Older" fetching the next page. */
export function PlayerLedger({ id }: { id: number }) {
  const { t, i18n } = useTranslation('console-pages');
  addWalletTexts(i18n);
  const [group, setGroup] = useState<Group>('all');
  return (
    <section className={styles.section} aria-labelledby="player-ledger">
      <h2 id="player-ledger" className={styles.sectionTitle}>
        {t('player.ledger.title')}
      </h2>
      <label className={styles.inline}>
        <span>{t('player.ledger.group')}</span>
        <select className={styles.select} value={group} onChange={(event) => setGroup(event.target.value as Group)}>
          {GROUPS.map((value) => (
            <option key={value} value={value}>
              {t(`wallet:records.groups.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {/* Another group is another list: its own pages from the newest. */}
      <LedgerRows key={group} id={id} group={group} />
    </section>
  );
}

function LedgerRows({ id, group }: { id: number; group: Group }) {
  const { t } = useTranslation('console-pages');
  const fetchPage = useCallback(
    (before: number | undefined) => consoleCall('consolePlayerLedger', { id, limit: PAGE, ...(group === 'all' ? {} : { group }), ...(before ? { before } : {}) }),
    [id, group],
  );
  const { rows, busy, failure, canLoadOlder, older, canRetry, retry } = usePagedRows<CoinRecord>(fetchPage);

  return (
    <>
      {rows.length === 0 && !busy && !failure ? (
        <p className={styles.empty}>{t('player.ledger.none')}</p>
      ) : rows.length > 0 ? (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('player.ledger.id')}</th>
                <th scope="col">{t('player.ledger.kind')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('player.amount')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('player.ledger.balanceAfter')}
                </th>
                <th scope="col">{t('player.ledger.time')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{row.id}</td>
                  <td>{t(recordKindKey(row.kind))}</td>
                  <td className={styles.numeric}>{row.amount > 0 ? `+${formatPesoExact(row.amount)}` : formatPesoExact(row.amount)}</td>
                  <td className={styles.numeric}>{formatPesoExact(row.balanceAfter)}</td>
                  <td>{formatManilaDateTime(row.time)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Alert message={failure} />
      {busy ? <Loading /> : null}
      <PagingButtons canLoadOlder={canLoadOlder} older={older} canRetry={canRetry} retry={retry} />
    </>
  );
}
