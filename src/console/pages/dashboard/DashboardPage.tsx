import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ConsoleDashboard } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { canOpen, useConsoleSession } from '../../session.ts';
import { formatCount } from './money.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { manilaDay } from './manila.ts';
import { formatPesoExact } from '../../format.ts';
import { useConsoleLoad } from './useConsoleLoad.ts';
import styles from './dashboard.module.css';
import { Button, Alert } from '../../ui/controls.tsx';
import { Loading } from './Loading.tsx';

/** uPlot comes with the chart, after the figures: the console's first load never carries it. */
const HourlyChart = lazy(() => import('./HourlyChart.tsx'));

/** The day's figures in Manila time: tiles, games and the hourly chart (docs/console.md "Dashboard"). */
export default function DashboardPage() {
  const { t } = useTranslation('console-pages');
  const today = manilaDay();
  const [day, setDay] = useState(today);
  const [load, reload] = useConsoleLoad(day, async () => (await consoleCall('consoleDashboard', day === today ? {} : { day })).dashboard);
  return (
    <div className={styles.page}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('dashboard.title')}</h1>
        <label className={styles.dayPicker}>
          <span>{t('dashboard.day')}</span>
          <input type="date" value={day} max={today} required onChange={(event) => event.target.value && setDay(event.target.value)} />
        </label>
        <Button variant="secondary" size="sm" onClick={reload}>
          {t('dashboard.refresh')}
        </Button>
      </div>
      {load.state === 'loading' ? (
        <div className={styles.loading} role="status" aria-label={t('loading')}>
          <Loading />
        </div>
      ) : load.state === 'failed' ? (
        <Alert message={consoleErrorMessage(load.error)} />
      ) : (
        <DashboardFigures dashboard={load.data} />
      )}
    </div>
  );
}

function DashboardFigures({ dashboard }: { dashboard: ConsoleDashboard }) {
  const { t } = useTranslation('console-pages');
  const { operator } = useConsoleSession();
  const mayOpenWithdrawals = operator ? canOpen(operator.role, 'withdrawals') : false;
  const pending = t('dashboard.tiles.pendingValue', { count: dashboard.pending.withdrawals });
  return (
    <>
      <ul className={styles.tiles} aria-label={t('dashboard.figures')}>
        <Tile label={t('dashboard.tiles.signUps')} value={formatCount(dashboard.signUps)} />
        <Tile label={t('dashboard.tiles.activePlayers')} value={formatCount(dashboard.activePlayers)} />
        <Tile label={t('dashboard.tiles.deposits')} value={formatPesoExact(dashboard.deposits.sum)} note={t('dashboard.tiles.count', { count: dashboard.deposits.count })} />
        <Tile label={t('dashboard.tiles.withdrawals')} value={formatPesoExact(dashboard.withdrawals.sum)} note={t('dashboard.tiles.count', { count: dashboard.withdrawals.count })} />
        <Tile label={t('dashboard.tiles.bets')} value={formatPesoExact(dashboard.totals.bets)} note={t('dashboard.tiles.rounds', { count: dashboard.totals.rounds })} />
        <Tile label={t('dashboard.tiles.wins')} value={formatPesoExact(dashboard.totals.wins)} />
        <Tile label={t('dashboard.tiles.ggr')} value={formatPesoExact(dashboard.totals.ggr)} />
        <Tile label={t('dashboard.tiles.bonusCost')} value={formatPesoExact(dashboard.bonusCost)} />
        <li className={styles.tile}>
          <span className={styles.tileLabel}>{t('dashboard.tiles.pendingWithdrawals')}</span>
          {mayOpenWithdrawals ? (
            <Link className={styles.tileValue} to="/withdrawals">
              {pending}
            </Link>
          ) : (
            <span className={styles.tileValue}>{pending}</span>
          )}
        </li>
      </ul>
      <section className={styles.section} aria-labelledby="dashboard-hours">
        <h2 id="dashboard-hours" className={styles.sectionTitle}>
          {t('dashboard.hours.title')}
        </h2>
        <Suspense fallback={<div className={styles.chartBox} />}>
          <HourlyChart hours={dashboard.hours} />
        </Suspense>
      </section>
      <section className={styles.section} aria-labelledby="dashboard-games">
        <h2 id="dashboard-games" className={styles.sectionTitle}>
          {t('dashboard.games.title')}
        </h2>
        {dashboard.games.length === 0 ? (
          <p className={styles.empty}>{t('dashboard.games.none')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('dashboard.games.game')}</th>
                  <th scope="col">{t('dashboard.games.rounds')}</th>
                  <th scope="col">{t('dashboard.games.bets')}</th>
                  <th scope="col">{t('dashboard.games.wins')}</th>
                  <th scope="col">{t('dashboard.games.ggr')}</th>
                </tr>
              </thead>
              <tbody>
                {dashboard.games.map((game) => (
                  <tr key={game.gameId}>
                    <th scope="row">{game.name}</th>
                    <td>{formatCount(game.rounds)}</td>
                    <td>{formatPesoExact(game.bets)}</td>
                    <td>{formatPesoExact(game.wins)}</td>
                    <td>{formatPesoExact(game.ggr)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t('dashboard.games.total')}</th>
                  <td>{formatCount(dashboard.totals.rounds)}</td>
                  <td>{formatPesoExact(dashboard.totals.bets)}</td>
                  <td>{formatPesoExact(dashboard.totals.wins)}</td>
                  <td>{formatPesoExact(dashboard.totals.ggr)}</td>
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

function Tile({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <li className={styles.tile}>
      <span className={styles.tileLabel}>{label}</span>
      <span className={styles.tileValue}>{value}</span>
      {note ? <span className={styles.tileNote}>{note}</span> : null}
    </li>
  );
}
