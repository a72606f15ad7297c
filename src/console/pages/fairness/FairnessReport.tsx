import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatPesoExact, manilaDayEnd, manilaDayStart } from '../../format.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { entryLabel } from './entryLabel.ts';
import { formatBps, formatChance } from './fairnessForm.ts';

type Report = ConsoleCallResult<'consoleFairReport'>['report'];
type Detail = ConsoleCallResult<'consoleFairTable'>;

/** The report of a table's draws over Manila days: per version, expected against observed and the chi-square; a slot's RTP. */
export function FairnessReport({ tableKey }: { tableKey: string }) {
  const { t } = useTranslation('console-fairness');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [result, setResult] = useState<{ report: Report; tables: Map<number, Detail> } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const show = async (event: FormEvent) => {
    event.preventDefault();
    const start = manilaDayStart(from);
    const end = manilaDayEnd(to);
    if (start === null || end === null) return setError(t('report.rangeMissing'));
    setBusy(true);
    setError(null);
    try {
      const { report } = await consoleCall('consoleFairReport', { key: tableKey, from: start, to: end });
      // Each version's own table, to name its entries.
      const tables = new Map<number, Detail>();
      for (const v of report.versions) tables.set(v.version, await consoleCall('consoleFairTable', { key: tableKey, version: v.version }));
      setResult({ report, tables });
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={page.stack} data-testid="fair-report">
      <h2 className={page.subtitle}>{t('report.title')}</h2>
      <p className={page.muted}>{t('report.intro')}</p>
      <form className={page.filters} onSubmit={(event) => void show(event)} noValidate>
        <Field label={t('report.from')} type="date" value={from} onValueChange={setFrom} />
        <Field label={t('report.to')} type="date" value={to} onValueChange={setTo} />
        <Button type="submit" busy={busy}>
          {t('report.show')}
        </Button>
      </form>
      <Alert message={error} />
      {result ? <ReportBody report={result.report} tables={result.tables} /> : null}
    </section>
  );
}

function ReportBody({ report, tables }: { report: Report; tables: Map<number, Detail> }) {
  const { t } = useTranslation('console-fairness');
  const reels = report.kind === 'reels';
  return (
    <>
      {report.rtp ? (
        <p data-testid="fair-rtp">
          {report.rtp.observedBps === null
            ? t('report.rtpNoBets', { configured: formatBps(report.rtp.configuredBps) })
            : t('report.rtp', { observed: formatBps(report.rtp.observedBps), rounds: report.rtp.rounds.toLocaleString('en-PH'), bets: formatPesoExact(report.rtp.bets), wins: formatPesoExact(report.rtp.wins), configured: formatBps(report.rtp.configuredBps) })}
        </p>
      ) : null}
      {report.versions.length === 0 ? <p className={page.muted}>{t('report.noDraws')}</p> : null}
      {report.versions.map((v) => (
        <article key={v.version} className={page.stack} data-testid={`fair-report-${v.version}`}>
          <h3 className={page.subtitle}>{t('report.draws', { version: v.version, real: v.real.toLocaleString('en-PH'), demo: v.demo.toLocaleString('en-PH'), win: formatPesoExact(v.realWin) })}</h3>
          {v.tests.map((test) => {
            const params = { reel: (test.reel ?? 0) + 1, statistic: test.statistic.toFixed(2), df: test.df, p: test.p.toFixed(4) };
            return (
              <p key={test.reel ?? 'all'} className={test.pass ? undefined : page.flag}>
                {test.reel === null ? t('report.test', params) : t('report.testReel', params)}: {test.pass ? t('report.pass') : t('report.fail')}
              </p>
            );
          })}
          <div className={page.tableWrap}>
            <table className={page.table}>
              <thead>
                <tr>
                  {reels ? <th scope="col">{t('reel')}</th> : null}
                  <th scope="col">{reels ? t('symbol') : t('entry')}</th>
                  <th scope="col">{t('probability')}</th>
                  <th scope="col">{t('report.expected')}</th>
                  <th scope="col">{t('report.observed')}</th>
                  <th scope="col">{t('report.real')}</th>
                  <th scope="col">{t('report.demo')}</th>
                </tr>
              </thead>
              <tbody>
                {v.entries.map((e) => (
                  <tr key={`${e.reel ?? ''}:${e.id}`}>
                    {reels ? <td className={page.number}>{(e.reel ?? 0) + 1}</td> : null}
                    <td>{tables.get(v.version) ? entryLabel(t, tables.get(v.version)!.table, e) : e.id}</td>
                    <td className={page.number}>{formatChance(e.probability)}</td>
                    <td className={page.number}>{e.expected.toFixed(1)}</td>
                    <td className={page.number}>{e.observed.toLocaleString('en-PH')}</td>
                    <td className={page.number}>{e.real.toLocaleString('en-PH')}</td>
                    <td className={page.number}>{e.demo.toLocaleString('en-PH')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </article>
      ))}
    </>
  );
}
