import '../../../shared/games/i18n.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BetRecord, BetReportRow } from '../../../../contract/index.ts';
import { api } from '../../../api/client.ts';
import { formatPeso, formatSignedPeso } from '../../../shared/format/amount.ts';
import { failureMessage } from '../../../shared/i18n/errorMessage.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { ChoiceGroup } from '../../../shared/ui/ChoiceGroup.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import controls from '../../../shared/ui/controls.module.css';
import styles from '../games.module.css';
import { lastWeek } from './manilaDate.ts';

type GroupBy = 'day' | 'game';
type View = 'summary' | 'records';
const PAGE_SIZE = 20;

// One notation (shared/format/amount.ts): a net that floors to ₱0 reads "₱0", never "−₱0".
const money = formatPeso;
const signed = formatSignedPeso;

/** /member/report: totals of bet, valid bet, win and net by day or by game (Asia/Manila days), and the bets themselves. */
export default function ReportPage() {
  const { t } = useTranslation('games');
  const [range, setRange] = useState(lastWeek);
  const [view, setView] = useState<View>('summary');
  const [groupBy, setGroupBy] = useState<GroupBy>('day');
  return (
    <div className={styles.page}>
      <PageHeader title={t('report.title')} fallback="/member" />
      <Card>
        <div className={styles.dates}>
          <label>
            <span className={styles.label}>{t('report.from')}</span>
            <input type="date" className={controls.flatInput} value={range.from} max={range.to} onChange={(event) => event.target.value && setRange({ ...range, from: event.target.value })} />
          </label>
          <label>
            <span className={styles.label}>{t('report.to')}</span>
            <input type="date" className={controls.flatInput} value={range.to} min={range.from} onChange={(event) => event.target.value && setRange({ ...range, to: event.target.value })} />
          </label>
        </div>
      </Card>
      <Tabs<View>
        items={[
          { key: 'summary', label: t('report.summary') },
          { key: 'records', label: t('report.records') },
        ]}
        active={view}
        onChange={setView}
        label={t('report.title')}
      >
        {view === 'summary' ? (
          <>
            <ChoiceGroup
              name="groupBy"
              legend={t('report.groupBy')}
              legendClassName="visually-hidden"
              choices={[
                { value: 'day', label: t('report.byDay') },
                { value: 'game', label: t('report.byGame') },
              ]}
              value={groupBy}
              onChange={setGroupBy}
              className={styles.chips}
              choiceClassName={styles.chip}
            />
            <Summary key={`${range.from}|${range.to}|${groupBy}`} from={range.from} to={range.to} groupBy={groupBy} />
          </>
        ) : (
          <Records key={`${range.from}|${range.to}`} from={range.from} to={range.to} />
        )}
      </Tabs>
    </div>
  );
}

function Summary({ from, to, groupBy }: { from: string; to: string; groupBy: GroupBy }) {
  const { t } = useTranslation('games');
  const [report, setReport] = useState<{ list: BetReportRow[]; total: BetReportRow } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) => {
      api('betRecordReport', { from, to, groupBy }, { signal }).then(
        ({ list, total }) => setReport({ list, total }),
        (error: unknown) => {
          if (!signal?.aborted) setFailure(failureMessage(error));
        },
      );
    },
    [from, to, groupBy],
  );
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  if (failure) {
    return (
      <div className={styles.center}>
        <FormAlert message={`${t('report.failed')} ${failure}`} />
        <Button variant="secondary" onClick={() => {
            setFailure(null);
            load();
          }}
        >
          {t('report.retry')}
        </Button>
      </div>
    );
  }
  if (!report) return <Spinner size={24} />;
  if (report.list.length === 0) return <p className={styles.center}>{t('report.empty')}</p>;
  const cells = (row: BetReportRow) => (
    <>
      <td>{row.count}</td>
      <td>{money(row.bet)}</td>
      <td>{money(row.validBet)}</td>
      <td>{money(row.win)}</td>
      <td className={row.net < 0 ? styles.negative : styles.positive}>{signed(row.net)}</td>
    </>
  );
  return (
    <table className={styles.table} data-testid="bet-report">
      <thead>
        <tr>
          <th>{groupBy === 'day' ? t('report.day') : t('report.game')}</th>
          <th>{t('report.count')}</th>
          <th>{t('report.bet')}</th>
          <th>{t('report.validBet')}</th>
          <th>{t('report.win')}</th>
          <th>{t('report.net')}</th>
        </tr>
      </thead>
      <tbody>
        {report.list.map((row) => (
          <tr key={groupBy === 'day' ? row.date : row.gameId}>
            <td>{groupBy === 'day' ? row.date : row.gameName}</td>
            {cells(row)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td>{t('report.total')}</td>
          {cells(report.total)}
        </tr>
      </tfoot>
    </table>
  );
}

function Records({ from, to }: { from: string; to: string }) {
  const { t, i18n } = useTranslation('games');
  const [rows, setRows] = useState<BetRecord[]>([]);
  const [page, setPage] = useState(1);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const sentinel = useRef<HTMLDivElement | null>(null);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Manila' });

  const loadMore = useCallback(async () => {
    if (loading || done) return;
    setLoading(true);
    try {
      const answer = await api('betRecord', { pageNum: page, pageSize: PAGE_SIZE, from, to });
      setRows((previous) => previous.concat(answer.list));
      setDone(answer.list.length < PAGE_SIZE || rows.length + answer.list.length >= answer.total);
      setPage((n) => n + 1);
      setFailure(null);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setLoading(false);
    }
  }, [done, from, loading, page, rows.length, to]);

  // The first page, then one more each time the end of the list scrolls into view.
  useEffect(() => {
    const node = sentinel.current;
    if (!node || done || failure) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void loadMore();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [done, failure, loadMore]);

  return (
    <div>
      {rows.length === 0 && done ? <p className={styles.center}>{t('report.empty')}</p> : null}
      <ul className={styles.list} data-testid="bet-records">
        {rows.map((row) => (
          <li key={row.roundId}>
            <span>
              {row.gameName}
              <span className={styles.sub}>{time.format(row.time)}</span>
              {row.status === 'rolledBack' ? <span className={styles.sub}>{t('report.rolledBack')}</span> : null}
            </span>
            <span className={styles.right}>
              <span className={row.net < 0 ? styles.negative : styles.positive}>{signed(row.net)}</span>
              <span className={styles.sub}>{t('report.recordLine', { bet: money(row.bet), win: money(row.win) })}</span>
            </span>
          </li>
        ))}
      </ul>
      {failure ? <FormAlert message={`${t('report.failed')} ${failure}`} /> : null}
      {loading ? <Spinner size={22} /> : null}
      {!done && !loading ? (
        <Button variant="secondary" block onClick={() => void loadMore()}>
          {failure ? t('report.retry') : t('report.more')}
        </Button>
      ) : null}
      {done && rows.length > 0 ? <p className={styles.muted}>{t('report.end')}</p> : null}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  );
}
