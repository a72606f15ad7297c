import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallResult, RankPeriod } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { Tabs } from '../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../store/index.ts';
import { manilaDay } from './format.ts';
import styles from './points.module.css';

const PAGE_SIZE = 10;
type Board = CallResult<'rankList'>;

/**
 * /rank and /rank/v2: players by valid bets of today or this week (Manila), a page at a time, the
 * player's own place highlighted. A visitor (when the activity lets visitors in) sees the board and
 * a sign-in prompt where their place would be.
 */
export function RankPage() {
  const { t } = useTranslation('points');
  const [period, setPeriod] = useState<RankPeriod>('day');
  const [page, setPage] = useState(1);
  const signedIn = useAppStore((s) => s.token !== null);
  // The latest answer and the request it answers (period, page, and whether signed in: the own place).
  const request = `${period}:${page}:${signedIn ? 'player' : 'visitor'}`;
  const [result, setResult] = useState<{ key: string; board: Board | null; failure: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    api('rankList', { period, pageNum: page, pageSize: PAGE_SIZE }).then(
      (answer) => live && setResult({ key: request, board: answer, failure: null }),
      (error: unknown) => live && setResult((previous) => ({ key: request, board: previous?.board ?? null, failure: failureMessage(error) })),
    );
    return () => {
      live = false;
    };
  }, [request, period, page]);

  // While another page or period loads, the last board of this period stays (no flicker of the pager).
  const shown = result?.board && result.board.period === period ? result.board : null;
  const failure = result?.key === request ? result.failure : null;
  return (
    <div className={styles.page}>
      <PageHeader title={t('rank.title')} fallback="/bonus" />
      <Tabs<RankPeriod>
        label={t('rank.tabs')}
        items={(['day', 'week'] as const).map((key) => ({ key, label: t(`rank.${key}`) }))}
        active={period}
        onChange={(next) => {
          setPeriod(next);
          setPage(1);
        }}
      >
        <Card aria-labelledby="rank-board">
          <h2 id="rank-board" className={styles.sectionTitle}>
            {t('rank.board')}
          </h2>
          {failure ? <FormAlert message={failure} /> : null}
          {shown ? <BoardView board={shown} page={page} signedIn={signedIn} onPage={setPage} /> : failure ? null : <Spinner size={24} />}
        </Card>
      </Tabs>
    </div>
  );
}

function BoardView({ board, page, signedIn, onPage }: { board: Board; page: number; signedIn: boolean; onPage(page: number): void }) {
  const { t } = useTranslation('points');
  const pages = Math.max(1, Math.ceil(board.total / PAGE_SIZE));
  // The period's last day is the day before `end` (Manila days; `end` is the next period's first instant).
  const period =
    board.period === 'day' ? t('rank.dayPeriod', { day: manilaDay(board.start) }) : t('rank.weekPeriod', { from: manilaDay(board.start), to: manilaDay(board.end - 1) });
  return (
    <>
      <p className={styles.muted}>{period}</p>
      <Mine board={board} signedIn={signedIn} />
      {board.list.length === 0 ? (
        <p className={styles.muted}>{t('rank.empty')}</p>
      ) : (
        <ol className={styles.rows} data-testid="rank-board">
          {board.list.map((row) => (
            <li key={row.rank} className={`${styles.row} ${row.me ? styles.me : ''}`} aria-current={row.me ? 'true' : undefined} data-me={row.me || undefined}>
              <span className={styles.rankNo}>{row.rank}</span>
              <span className={styles.rowMain}>
                {row.nickname}
                {row.me ? <span className={styles.youBadge}>{t('rank.you')}</span> : null}
              </span>
              <span className={styles.rowAmount}>{formatPeso(row.validBet)}</span>
            </li>
          ))}
        </ol>
      )}
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={t('rank.board')}>
          <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('rank.prev')}
          </Button>
          <span>{t('rank.page', { page, pages })}</span>
          <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('rank.next')}
          </Button>
        </nav>
      ) : null}
      <p className={styles.note}>{t('rank.ties')}</p>
    </>
  );
}

/** The player's own place, or what they can do about it; for a visitor, the sign-in prompt. */
function Mine({ board, signedIn }: { board: Board; signedIn: boolean }) {
  const { t } = useTranslation('points');
  if (!signedIn) {
    return (
      <div className={styles.mine}>
        <p>{t('rank.signIn')}</p>
        <Button size="sm" onClick={() => useAppStore.getState().openAuthModal({ kind: 'login' })}>
          {t('rank.signInButton')}
        </Button>
      </div>
    );
  }
  if (!board.mine) {
    return (
      <div className={styles.mine}>
        <p>{t('rank.mineNone')}</p>
        <Link to="/game/search" className={styles.link}>
          {t('rank.play')}
        </Link>
      </div>
    );
  }
  return (
    <p className={`${styles.mine} ${styles.mineRank}`} data-testid="rank-mine">
      {t('rank.mine', { rank: board.mine.rank, amount: formatPeso(board.mine.validBet) })}
    </p>
  );
}
