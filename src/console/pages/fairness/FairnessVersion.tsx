import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { Alert, SelectField } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { useConsoleLoad } from '../dashboard/useConsoleLoad.ts';
import { entryLabel } from './entryLabel.ts';
import { FairnessEdit } from './FairnessEdit.tsx';
import { formatBps, formatChance } from './fairnessForm.ts';

type TableRow = ConsoleCallResult<'consoleFairTables'>['tables'][number];

/**
 * One table: its versions (from when, made by whom, in force, replaced or still to start), the chosen
 * version's entries with their chances (reels: each symbol per reel, and the RTP), and for an admin on
 * a weighted table the form for new odds, which follows the newest version.
 */
export function FairnessVersion({ table, admin, onProposed }: { table: TableRow; admin: boolean; onProposed(): void }) {
  const { t } = useTranslation('console-fairness');
  const inForce = table.versions.find((v) => v.inForce)?.version ?? table.versions.at(-1)!.version;
  const [version, setVersion] = useState(inForce);
  const [load] = useConsoleLoad(`${table.key}@${version}`, () => consoleCall('consoleFairTable', { key: table.key, version }));
  const newest = table.versions.at(-1)!.version;
  const status = (v: TableRow['versions'][number]) => (v.inForce ? t('inForceNow') : v.version > inForce ? t('scheduled') : t('past'));

  return (
    <section className={page.stack} aria-label={table.key} data-testid="fair-table">
      <h2 className={page.subtitle}>
        <code>{table.key}</code>
      </h2>
      <div className={page.tableWrap}>
        <table className={page.table} data-testid="fair-versions">
          <thead>
            <tr>
              <th scope="col">{t('versionPick')}</th>
              <th scope="col">{t('effectiveFrom')}</th>
              <th scope="col">{t('createdBy')}</th>
              <th scope="col" />
            </tr>
          </thead>
          <tbody>
            {table.versions.map((v) => (
              <tr key={v.version}>
                <td className={page.number}>{v.version}</td>
                <td>{formatManilaDateTime(v.effectiveFrom)}</td>
                <td>{v.createdBy ?? t('none')}</td>
                <td>{status(v)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SelectField label={t('versionPick')} value={String(version)} onValueChange={(value) => setVersion(Number(value))}>
        {table.versions.map((v) => (
          <option key={v.version} value={v.version}>
            {t('version', { version: v.version })} ({status(v)})
          </option>
        ))}
      </SelectField>
      {load.state === 'loading' ? <p className={page.muted}>{t('console:states.loading')}</p> : null}
      {load.state === 'failed' ? <Alert message={consoleErrorMessage(load.error)} /> : null}
      {load.state === 'ready' ? <Entries detail={load.data} /> : null}
      {admin && table.kind === 'weighted' ? <FairnessEdit key={newest} tableKey={table.key} newest={newest} onProposed={onProposed} /> : null}
    </section>
  );
}

/** A version's entries: reel (for reels), what it is, its weight (stops showing it), its chance. */
function Entries({ detail }: { detail: ConsoleCallResult<'consoleFairTable'> }) {
  const { t } = useTranslation('console-fairness');
  const reels = detail.table.kind === 'reels';
  return (
    <>
      <h3 className={page.subtitle}>{t('entries')}</h3>
      {detail.table.reels ? <p>{t('rtp', { rtp: formatBps(detail.table.reels.rtpBps) })}</p> : null}
      {detail.table.weighted ? <p className={page.muted}>{t('total', { total: detail.table.weighted.totalWeight.toLocaleString('en-PH') })}</p> : null}
      <div className={page.tableWrap}>
        <table className={page.table} data-testid="fair-entries">
          <thead>
            <tr>
              {reels ? <th scope="col">{t('reel')}</th> : null}
              <th scope="col">{reels ? t('symbol') : t('entry')}</th>
              <th scope="col">{reels ? t('stops') : t('weight')}</th>
              <th scope="col">{t('probability')}</th>
            </tr>
          </thead>
          <tbody>
            {detail.entries.map((e) => (
              <tr key={`${e.reel ?? ''}:${e.id}`}>
                {reels ? <td className={page.number}>{(e.reel ?? 0) + 1}</td> : null}
                <td>{entryLabel(t, detail.table, e)}</td>
                <td className={page.number}>{e.weight.toLocaleString('en-PH')}</td>
                <td className={page.number}>{formatChance(e.probability)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
