import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatAmount, formatPeso } from '../../shared/format/amount.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import styles from './jackpot.module.css';

const PAGE_SIZE = 10;
type Rank = CallResult<'getJackpotRank'>;

/** This month's biggest jackpot winners (spec §7: pageNum, pageSize 10), a page at a time; remounted on sign-in (for `mine`). */
export function RankPanel() {
  const { t } = useTranslation('jackpot');
  const [page, setPage] = useState(1);
  const [rank, setRank] = useState<Rank | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api('getJackpotRank', { pageNum: page, pageSize: PAGE_SIZE }).then(
      (answer) => {
        if (!live) return;
        setRank(answer);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [page]);

  if (failed && !rank) return <FormAlert message={t('rank.failed')} />;
  if (!rank) return null;
  const pages = Math.max(1, Math.ceil(rank.total / PAGE_SIZE));
  return (
    <div>
      <h3 className={styles.panelTitle}>{t('rank.period')}</h3>
      {rank.mine ? <p className={styles.mine}>{t('rank.mine', { rank: rank.mine.rank, amount: formatAmount(rank.mine.bonus) })}</p> : null}
      {rank.list.length === 0 ? (
        <p className={styles.empty}>{t('rank.empty')}</p>
      ) : (
        <ol className={styles.list} data-testid="jackpot-rank">
          {rank.list.map((row) => (
            <li key={row.rank} className={styles.row}>
              <span className={styles.rankNo}>{row.rank}</span>
              <span>{row.nickname}</span>
              <span className={styles.rowAmount}>{formatPeso(row.bonus)}</span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className={styles.pager}>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('rank.prev')}
          </Button>
          <span>{t('rank.page', { page, pages })}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('rank.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
