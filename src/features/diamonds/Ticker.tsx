import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import styles from './diamonds.module.css';

type Line = CallResult<'appDiamondBonusTickersData'>['list'][number];
const REFRESH_MS = 30_000;

/** The latest exchanges of everyone (names masked by the server), read every 30 s; nothing shows until there is one. */
export function Ticker() {
  const { t } = useTranslation('diamonds');
  const [lines, setLines] = useState<Line[]>([]);
  useEffect(() => {
    let live = true;
    const load = () =>
      api('appDiamondBonusTickersData', {}).then(
        (answer) => live && setLines(answer.list),
        () => undefined,
      );
    void load();
    const timer = setInterval(() => void load(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, []);
  if (lines.length === 0) return null;
  const text = (line: Line) => (line.kind === 'coin' ? t('ticker.coin', { name: line.nickname, amount: formatPeso(line.coin) }) : t('ticker.goods', { name: line.nickname, item: line.name }));
  return (
    <section className={styles.ticker} aria-label={t('ticker.label')}>
      {/* Twice, so the scroll loops without a gap; the copy is hidden from screen readers. */}
      <div className={styles.tickerTrack}>
        {lines.map((line) => (
          <span key={line.id}>{text(line)}</span>
        ))}
        {lines.map((line) => (
          <span key={`copy-${line.id}`} aria-hidden="true">
            {text(line)}
          </span>
        ))}
      </div>
    </section>
  );
}
