import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { SlotInfo } from '../../../../contract/index.ts';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { LineGrid } from './MiniGrid.tsx';
import styles from './play.module.css';

const OF_A_KIND = [3, 4, 5] as const;
// The odds from the server's reels table (issue 28): a chunk of its own, fetched when the paytable opens.
const SlotOdds = lazy(() => import('./SlotOdds.tsx'));

/** Paytable, paylines and rules, from slotInfo alone: readable before any deposit. */
export function PaytablePanel({ info, onClose }: { info: SlotInfo; onClose(): void }) {
  const { t } = useTranslation('games');
  return (
    <Modal title={t('paytable.title')} onClose={onClose}>
      <section className={styles.panelSection}>
        <h3 className={styles.panelTitle}>{t('paytable.symbols')}</h3>
        <ul className={styles.symbols} data-testid="paytable-symbols">
          {info.symbols.map((symbol) => (
            <li key={symbol.id}>
              <span className={styles.symbolName}>{t(`symbols.${info.theme}.${symbol.name}`, { defaultValue: symbol.name.toUpperCase() })}</span>
              {symbol.kind === 'wild' ? <span>{t('paytable.wild')}</span> : null}
              {symbol.kind === 'scatter' ? <span>{t('paytable.scatter')}</span> : null}
              {symbol.pays.map((times, i) =>
                times > 0 ? (
                  <span key={OF_A_KIND[i]}>
                    {symbol.kind === 'scatter' ? t('paytable.scatterPays', { count: OF_A_KIND[i], times }) : t('paytable.pays', { count: OF_A_KIND[i], times })}
                  </span>
                ) : null,
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panelSection}>
        <h3 className={styles.panelTitle}>{t('paytable.lines')}</h3>
        <ul className={styles.paylines}>
          {info.lines.map((line, i) => (
            <li key={i}>
              <LineGrid line={line} reels={info.reels} rows={info.rows} />
              {t('paytable.line', { n: i + 1 })}
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panelSection}>
        <h3 className={styles.panelTitle}>{t('paytable.rules')}</h3>
        <p>{t('paytable.rule1')}</p>
        <p>{t('paytable.rule2')}</p>
        <p>{t('paytable.rule3')}</p>
        <p>{t('paytable.rtp', { rtp: (info.rtpBps / 100).toFixed(2) })}</p>
        <p>{t('paytable.maxWin', { times: info.maxWinMultiplier })}</p>
      </section>
      <section className={styles.panelSection}>
        <h3 className={styles.panelTitle}>{t('odds.title')}</h3>
        <Suspense fallback={<Spinner size={20} />}>
          <SlotOdds info={info} />
        </Suspense>
      </section>
    </Modal>
  );
}
