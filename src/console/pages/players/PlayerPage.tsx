import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ConsolePlayer } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { useConsoleSession } from '../../session.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { callStatus } from '../dashboard/callError.ts';
import { formatManilaDateTime, formatMobile } from '../../format.ts';
import { formatBalance } from '../dashboard/money.ts';
import { useConsoleLoad } from '../dashboard/useConsoleLoad.ts';
import { mayManageProtection, mayReadLedger } from './ledgerRoles.ts';
import { PlayerActivity } from './PlayerActivity.tsx';
import { PlayerLedger } from './PlayerLedger.tsx';
import { PlayerNotes } from './PlayerNotes.tsx';
import { PlayerProtection } from './PlayerProtection.tsx';
import { PlayerRewards } from './PlayerRewards.tsx';
import styles from './players.module.css';
import { Alert } from '../../ui/controls.tsx';
import { Loading } from '../dashboard/Loading.tsx';

const MAX_ID = 2_147_483_647;

/** /players/:id: everything an operator needs about one player, newest first everywhere. */
export default function PlayerPage() {
  const { id: param = '' } = useParams();
  const id = /^\d{1,10}$/.test(param) ? Number(param) : 0;
  // An id that cannot be anybody's is not asked for; another player is another page (its own load).
  return id >= 1 && id <= MAX_ID ? <PlayerView key={id} id={id} /> : <NoSuchPlayer id={param} />;
}

function BackToPlayers() {
  const { t } = useTranslation('console-pages');
  return (
    <Link className={styles.back} to="/players">
      {t('player.back')}
    </Link>
  );
}

function NoSuchPlayer({ id }: { id: string }) {
  const { t } = useTranslation('console-pages');
  return (
    <div className={styles.page}>
      <BackToPlayers />
      <h1 className={styles.title}>{t('player.notFound.title')}</h1>
      <p className={styles.empty}>{t('player.notFound.body', { id })}</p>
    </div>
  );
}

function PlayerView({ id }: { id: number }) {
  const { t } = useTranslation('console-pages');
  const [load, , replace] = useConsoleLoad(String(id), async () => (await consoleCall('consolePlayer', { id })).player);
  if (load.state === 'loading') return <Loading />;
  if (load.state === 'failed') {
    if (callStatus(load.error) === 404) return <NoSuchPlayer id={String(id)} />;
    return (
      <div className={styles.page}>
        <BackToPlayers />
        <Alert message={consoleErrorMessage(load.error)} />
      </div>
    );
  }
  const player = load.data;
  return (
    <div className={styles.page}>
      <BackToPlayers />
      <h1 className={styles.title}>{t('player.title', { account: player.profile.account, id: player.profile.id })}</h1>
      <div className={styles.columns}>
        <Profile player={player} />
        <Balances player={player} />
      </div>
      <PlayerNotes id={id} notes={player.notes} onAdded={(note) => replace({ ...player, notes: [note, ...player.notes] })} />
      <PlayerActivity player={player} />
      <LedgerIfAllowed id={id} />
      <PlayerRewards id={id} />
      <ProtectionIfAllowed id={id} />
    </div>
  );
}

function ProtectionIfAllowed({ id }: { id: number }) {
  const { operator } = useConsoleSession();
  return mayManageProtection(operator?.role) ? <PlayerProtection id={id} /> : null;
}

function LedgerIfAllowed({ id }: { id: number }) {
  const { operator } = useConsoleSession();
  return mayReadLedger(operator?.role) ? <PlayerLedger id={id} /> : null;
}

function Profile({ player }: { player: ConsolePlayer }) {
  const { t } = useTranslation('console-pages');
  const { profile } = player;
  const rows: [string, string][] = [
    [t('players.fields.id'), String(profile.id)],
    [t('players.fields.account'), profile.account],
    [t('players.fields.mobile'), formatMobile(profile.mobile) || '—'],
    [t('players.fields.nickname'), profile.nickname],
    [t('player.profile.vip'), String(profile.vip)],
    [t('players.fields.createdAt'), formatManilaDateTime(profile.createdAt)],
    [t('player.profile.registerIp'), profile.registerIp || '—'],
    [t('player.profile.lastSignIn'), profile.lastSignInAt === null ? t('player.never') : formatManilaDateTime(profile.lastSignInAt)],
  ];
  return (
    <section className={styles.section} aria-labelledby="player-profile">
      <h2 id="player-profile" className={styles.sectionTitle}>
        {t('player.profile.title')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Balances({ player }: { player: ConsolePlayer }) {
  const { t } = useTranslation('console-pages');
  return (
    <section className={styles.section} aria-labelledby="player-balances">
      <h2 id="player-balances" className={styles.sectionTitle}>
        {t('player.balances.title')}
      </h2>
      {player.balances.length === 0 ? (
        <p className={styles.empty}>{t('player.none')}</p>
      ) : (
        <dl className={styles.facts}>
          {player.balances.map((balance) => (
            <div key={balance.account}>
              <dt>{t(`player.balances.accounts.${balance.account}`, { defaultValue: balance.account })}</dt>
              <dd>{formatBalance(balance.account, balance.balance)}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
