import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsolePlayerRow } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, formatMobile } from '../../format.ts';
import { useConsoleLoad } from '../dashboard/useConsoleLoad.ts';
import styles from './players.module.css';
import { Button, Alert } from '../../ui/controls.tsx';
import { Loading } from '../dashboard/Loading.tsx';

/** /players: find a player by id, account or mobile. The query lives in the address (?q=), so Back returns to the results. */
export default function PlayersPage() {
  const { t } = useTranslation('console-pages');
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(query);
  // Searching the same text again asks again (a player may have registered meanwhile).
  const [round, setRound] = useState(0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    setParams(next ? { q: next } : {});
    setRound((n) => n + 1);
  };
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('players.title')}</h1>
      <form className={styles.search} role="search" onSubmit={submit}>
        <label className={styles.searchLabel} htmlFor="player-search">
          {t('players.search.label')}
        </label>
        <div className={styles.searchRow}>
          <input
            id="player-search"
            className={styles.input}
            type="search"
            value={typed}
            maxLength={64}
            placeholder={t('players.search.placeholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={!typed.trim()}>
            {t('players.search.submit')}
          </Button>
        </div>
      </form>
      {query ? <Results key={`${query}|${round}`} query={query} /> : <p className={styles.empty}>{t('players.search.start')}</p>}
    </div>
  );
}

function Results({ query }: { query: string }) {
  const { t } = useTranslation('console-pages');
  const [load] = useConsoleLoad(query, async () => (await consoleCall('consolePlayerSearch', { query })).players);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') return <Alert message={consoleErrorMessage(load.error)} />;
  if (load.data.length === 0) return <p className={styles.empty}>{t('players.search.noMatch', { query })}</p>;
  return <PlayerTable players={load.data} />;
}

function PlayerTable({ players }: { players: ConsolePlayerRow[] }) {
  const { t } = useTranslation('console-pages');
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.caption}>{t('players.search.found', { count: players.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('players.fields.id')}</th>
            <th scope="col">{t('players.fields.account')}</th>
            <th scope="col">{t('players.fields.mobile')}</th>
            <th scope="col">{t('players.fields.nickname')}</th>
            <th scope="col">{t('players.fields.createdAt')}</th>
          </tr>
        </thead>
        <tbody>
          {players.map((player) => (
            <tr key={player.id}>
              <td>
                <Link to={`/players/${player.id}`}>{player.id}</Link>
              </td>
              <td>
                <Link to={`/players/${player.id}`}>{player.account}</Link>
              </td>
              <td>{formatMobile(player.mobile) || '—'}</td>
              <td>{player.nickname}</td>
              <td>{formatManilaDateTime(player.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
