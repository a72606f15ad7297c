import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useConsoleSession } from '../../session.ts';
import { useLoad } from '../../useLoad.ts';
import page from '../../ui/page.module.css';
import { PageHead } from '../../ui/PageHead.tsx';
import { PendingChanges } from '../../ui/PendingChanges.tsx';
import './fairnessTexts.ts';
import { FairnessReport } from './FairnessReport.tsx';
import { FairnessVersion } from './FairnessVersion.tsx';

type Tables = ConsoleCallResult<'consoleFairTables'>;
type TableRow = Tables['tables'][number];

/** The table list: each table's kind, the version in force since when, the next one waiting to start. */
function TableList({ tables, selected }: { tables: readonly TableRow[]; selected: string | null }) {
  const { t } = useTranslation('console-fairness');
  return (
    <div className={page.tableWrap}>
      <table className={page.table} data-testid="fair-tables">
        <thead>
          <tr>
            <th scope="col">{t('key')}</th>
            <th scope="col">{t('kind')}</th>
            <th scope="col">{t('inForce')}</th>
            <th scope="col">{t('next')}</th>
            <th scope="col">{t('versions')}</th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {tables.map((table) => {
            const inForce = table.versions.find((v) => v.inForce);
            const next = table.versions.find((v) => inForce === undefined || v.version > inForce.version);
            return (
              <tr key={table.key} aria-current={table.key === selected ? 'true' : undefined}>
                <td>
                  <code>{table.key}</code>
                </td>
                <td>{t(`kinds.${table.kind}`)}</td>
                <td>{inForce ? `${t('version', { version: inForce.version })}, ${formatManilaDateTime(inForce.effectiveFrom)}` : t('none')}</td>
                <td>{next ? `${t('version', { version: next.version })}, ${formatManilaDateTime(next.effectiveFrom)}` : t('none')}</td>
                <td className={page.number}>{table.versions.length}</td>
                <td>
                  <Link className={page.link} to={`?table=${encodeURIComponent(table.key)}`}>
                    {t('open')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The odds (compliance, admin; docs/fairness.md "Operators and proof"): every table and its versions,
 * the changes waiting for a second admin (admins), then the chosen table (`?table=` keeps it across
 * Back): a version's entries and chances, new odds for a weighted table (admins), the draws report.
 */
export default function FairnessPage() {
  const { t } = useTranslation('console-fairness');
  const { operator } = useConsoleSession();
  const [params] = useSearchParams();
  const selected = params.get('table');
  const { state, reload } = useLoad(async (signal) => consoleCall('consoleFairTables', {}, { signal }));
  const admin = operator?.role === 'admin';
  const table = state.status === 'ready' ? state.data.tables.find((row) => row.key === selected) : undefined;

  return (
    <section>
      <PageHead title={t('title')} intro={t('intro')} state={state} />
      {state.status === 'ready' ? (
        <>
          {admin ? <PendingChanges changes={state.data.pendingChanges} onDecided={() => reload()} /> : null}
          <h2 className={page.subtitle}>{t('tables')}</h2>
          <TableList tables={state.data.tables} selected={selected} />
          {table ? (
            <>
              <FairnessVersion key={table.key} table={table} admin={admin} onProposed={() => reload()} />
              <FairnessReport key={`report-${table.key}`} tableKey={table.key} />
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
