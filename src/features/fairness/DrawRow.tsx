import { useTranslation } from 'react-i18next';
import type { FairDraw } from '../../../contract/calls/fairness.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { manilaDateTime } from '../../shared/format/date.ts';
import styles from './fairness.module.css';
import type { VerifyResult } from './verifyDraw.ts';

/** What the row says about its check: still running, the worker's answer, or a failure to check. */
export type RowStatus = { status: 'checking' } | { status: 'error' } | VerifyResult;

const SLOT = /^slot:(\d+)$/;
/** The draws of a game with one table, by its key: the wheel, the jackpot, the coin pusher, the invite spin. */
const NAMED = new Map<string, 'draws.jackpot' | 'draws.spin' | 'draws.pusher' | 'draws.inviteSpin'>([
  ['jackpot', 'draws.jackpot'],
  ['spin', 'draws.spin'],
  ['pusher', 'draws.pusher'],
  ['invite_spin', 'draws.inviteSpin'],
]);

/** One draw with everything that verifies it, and what the browser found. */
export function DrawRow({ draw, check, gameName }: { draw: FairDraw; check: RowStatus; gameName(gameId: number): string | undefined }) {
  const { t } = useTranslation('fairness');
  const slot = SLOT.exec(draw.tableKey);
  const named = NAMED.get(draw.tableKey);
  const title = slot ? (gameName(Number(slot[1])) ?? t('draws.slot')) : named ? t(named) : draw.tableKey.startsWith('scratch:') ? t('draws.scratch') : draw.tableKey;
  const { outcome } = draw;
  const outcomeText = outcome.stops
    ? t('draws.stops', { stops: outcome.stops.join(' · ') })
    : outcome.pesos !== undefined
      ? t('draws.entryPesos', { n: (outcome.index ?? 0) + 1, amount: formatPeso(outcome.pesos * 100) })
      : t('draws.entry', { n: (outcome.index ?? 0) + 1 });
  return (
    <li className={styles.row} data-testid="fair-draw" data-status={check.status}>
      <div className={styles.rowTitle}>
        <span>
          {title} {draw.demo ? <span className={styles.demo}>{t('draws.demo')}</span> : null}
        </span>
        <time className={styles.meta} dateTime={new Date(draw.time).toISOString()}>
          {manilaDateTime(draw.time)}
        </time>
      </div>
      <p className={`${styles.status} ${styles[check.status]}`} data-testid="fair-status" role="status">
        {t(`status.${check.status}`)}
      </p>
      {check.status === 'mismatch' ? <p className={styles.why}>{t(`status.why.${check.reason}`)}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('draws.table')}</dt>
        <dd data-testid="fair-table">{t('draws.tableVersion', { key: draw.tableKey, version: draw.tableVersion })}</dd>
        <dt>{t('draws.clientSeed')}</dt>
        <dd className={styles.hex} data-testid="fair-draw-client-seed">
          {draw.clientSeed}
        </dd>
        <dt>{t('draws.nonce')}</dt>
        <dd data-testid="fair-draw-nonce">{draw.nonce}</dd>
        <dt>{t('draws.outcome')}</dt>
        <dd>{outcomeText}</dd>
        <dt>{t('draws.win')}</dt>
        <dd>{formatPeso(draw.win)}</dd>
        <dt>{draw.serverSeed ? t('draws.serverSeed') : t('draws.seedHash')}</dt>
        <dd className={styles.hex}>{draw.serverSeed ?? draw.seedHash}</dd>
      </dl>
    </li>
  );
}
