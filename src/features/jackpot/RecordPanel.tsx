import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { JackpotLogEntry } from '../../../contract/index.ts';
import { getPersonJackpotDrawAwardLog } from '../../api/calls/getPersonJackpotDrawAwardLog.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { rewardDisplay } from '../../shared/ui/rewardDisplay.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './jackpot.module.css';

const PAGE_SIZE = 20;

/** The player's own draws (spec §7: pageNum, pageSize 20), newest first, more on demand. */
export function RecordPanel() {
  const { t } = useTranslation('jackpot');
  const { t: tp } = useTranslation('popups');
  const signedIn = useAppStore((s) => s.token !== null);
  // A finished draw adds a row: reload page 1 when the board finishes one.
  const finishedSeq = useAppStore((s) => (s.jackpotDraw?.finished ? s.jackpotDraw.seq : 0));
  const [rows, setRows] = useState<JackpotLogEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(0);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const load = useCallback(async (pageNum: number) => {
    setBusy(true);
    try {
      const answer = await getPersonJackpotDrawAwardLog({ pageNum, pageSize: PAGE_SIZE });
      setRows((previous) => (pageNum === 1 ? answer.list : [...previous, ...answer.list.filter((row) => !previous.some((p) => p.drawId === row.drawId))]));
      setTotal(answer.total);
      setPage(pageNum);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }, []);

  useEffect(() => {
    if (signedIn) void load(1);
  }, [signedIn, load, finishedSeq]);

  if (!signedIn) return <p className={styles.empty}>{t('record.signIn')}</p>;
  if (failure && rows.length === 0) return <FormAlert message={t('record.failed')} />;
  if (!busy && page > 0 && rows.length === 0) return <p className={styles.empty}>{t('record.empty')}</p>;
  return (
    <div>
      <ul className={styles.list} data-testid="jackpot-records">
        {rows.map((row) => {
          const shown = rewardDisplay(row.propId, row.type === 2 ? row.bonus : row.count);
          return (
            <li key={row.drawId} className={styles.row}>
              <span>
                {tp(`reward.props.${shown.nameKey}`, { percent: shown.amount })}
                {row.type === 2 ? ` · ${t(`tiers.${row.propId}`, { defaultValue: '' })}` : ''}
              </span>
              <span className={styles.rowAmount}>{tp('reward.amount', { amount: shown.amount })}</span>
              <time className={styles.rowTime} dateTime={new Date(row.time).toISOString()}>
                {new Date(row.time).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' })}
              </time>
            </li>
          );
        })}
      </ul>
      {rows.length < total ? (
        <Button variant="secondary" block busy={busy} onClick={() => void load(page + 1)}>
          {t('record.more')}
        </Button>
      ) : null}
    </div>
  );
}
