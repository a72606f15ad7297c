import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ColumnHeads } from '../../ui/ColumnHeads.tsx';
import page from '../../ui/page.module.css';
import { chanceOf, percentOfBasisPoints, stakesPaid, type PusherView } from './pusherForm.ts';
import styles from './coinPusher.module.css';

/**
 * The prizes of the odds table in force, read only: what falls, what it pays in stakes, its weight and
 * chance, the table's version and RTP, and a link to the odds page (weights change there, two admins).
 */
export function PusherOdds({ view }: { view: PusherView }) {
  const { t } = useTranslation('console-pusher');
  const prizeLabel = (prize: { coins: number; golden: boolean }) => {
    if (prize.golden) return prize.coins > 0 ? t('odds.coinsAndGolden', { count: prize.coins }) : t('odds.golden');
    return prize.coins > 0 ? t('odds.coins', { count: prize.coins }) : t('odds.nothing');
  };
  return (
    <div className={styles.section}>
      <h2 className={page.subtitle}>{t('odds.title')}</h2>
      <p className={page.muted}>{t('odds.intro')}</p>
      <p>
        {view.tableVersion === null
          ? t('odds.noTable', { key: view.tableKey })
          : t('odds.version', { key: view.tableKey, version: view.tableVersion, total: view.totalWeight.toLocaleString('en-PH') })}
      </p>
      {view.tableVersion === null ? null : <p data-testid="pusher-rtp">{t('odds.rtp', { rtp: percentOfBasisPoints(view.rtpBasisPoints) })}</p>}
      <div className={page.tableWrap}>
        <table className={page.table}>
          <ColumnHeads columns={['number', 'prize', 'pays', 'weight', 'chance']} label={(column) => t(`odds.${column}`)} />
          <tbody>
            {view.prizes.map((prize, i) => (
              <tr key={prize.id}>
                <td>{i + 1}</td>
                <td>{prizeLabel(prize)}</td>
                <td>{t('odds.times', { times: stakesPaid(prize, view.settings.goldenWorth) })}</td>
                <td>{prize.weight > 0 ? prize.weight.toLocaleString('en-PH') : t('odds.missing')}</td>
                <td>{chanceOf(prize.weight, view.totalWeight)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Link className={page.link} to={`/fairness?table=${encodeURIComponent(view.tableKey)}`}>
        {t('odds.oddsLink')}
      </Link>
    </div>
  );
}
