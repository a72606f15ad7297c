import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleAuditRow } from '../../../../contract/ops/audit.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime, manilaDayEnd, manilaDayStart } from '../../format.ts';
import { ChangeList } from '../../ui/ChangeList.tsx';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';

const PAGE_SIZE = 50;

interface Filters {
  operator: string;
  call: string;
  /** Manila days, as <input type="date"> gives them ("2026-11-25"); empty for none. */
  from: string;
  to: string;
}
const NO_FILTERS: Filters = { operator: '', call: '', from: '', to: '' };

/** One page of the audit for these filters (Manila days → the milliseconds the server takes). */
function queryAudit(filters: Filters, before?: number) {
  const from = manilaDayStart(filters.from);
  const to = manilaDayEnd(filters.to);
  return consoleCall('consoleAuditList', {
    limit: PAGE_SIZE,
    ...(filters.operator.trim() ? { operator: filters.operator.trim() } : {}),
    ...(filters.call.trim() ? { call: filters.call.trim() } : {}),
    ...(from !== null ? { from } : {}),
    ...(to !== null ? { to } : {}),
    ...(before !== undefined ? { before } : {}),
  });
}

/**
 * What a row changed: only the fields that differ, old → new (ui/ChangeList.tsx); a refused call
 * (dispatcher's 403, server/console/refusals.ts) says what was refused, translated.
 */
function Change({ row }: { row: ConsoleAuditRow }) {
  const { t } = useTranslation('console');
  const refused = row.target === 'refused' && typeof row.after === 'object' && row.after !== null ? (row.after as { refused?: unknown }).refused : undefined;
  if (typeof refused === 'string') return <span className={page.flag}>{t('audit.refused', { message: t(refused, { ns: 'errors', defaultValue: refused }) })}</span>;
  return <ChangeList before={row.before} after={row.after} />;
}

/** The console audit (admin, compliance): newest first, filtered by operator, call and Manila days, paged back with "Older". */
export default function AuditPage() {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [applied, setApplied] = useState<Filters>(NO_FILTERS);
  const [rows, setRows] = useState<ConsoleAuditRow[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [status, setStatus] = useState<'loading' | 'ready' | 'more'>('loading');
  const [error, setError] = useState<string | null>(null);
  const request = useRef(0);

  /** Shows one page of rows, unless a newer request started meanwhile. */
  const fetchRows = useCallback((filters: Filters, before?: number) => {
    const id = ++request.current;
    queryAudit(filters, before).then(
      (answer) => {
        if (id !== request.current) return;
        setRows((previous) => (before === undefined ? answer.rows : [...previous, ...answer.rows]));
        setHasMore(answer.hasMore);
        setStatus('ready');
      },
      (failure: unknown) => {
        if (id !== request.current) return;
        setError(consoleErrorMessage(failure));
        setStatus('ready');
      },
    );
  }, []);

  useEffect(() => {
    fetchRows(NO_FILTERS);
  }, [fetchRows]);

  const load = (filters: Filters, before?: number) => {
    setStatus(before === undefined ? 'loading' : 'more');
    setError(null);
    fetchRows(filters, before);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ ...draft });
    load(draft);
  };
  const field = (key: keyof Filters) => (value: string) => setDraft((previous) => ({ ...previous, [key]: value }));
  const last = rows.at(-1);

  return (
    <section>
      <div className={page.head}>
        <h1 className={page.title}>{t('audit.title')}</h1>
      </div>
      <form className={page.filters} onSubmit={submit} aria-label={t('audit.filters')}>
        <Field label={t('audit.operator')} value={draft.operator} onValueChange={field('operator')} autoCapitalize="none" spellCheck={false} />
        <Field label={t('audit.call')} value={draft.call} onValueChange={field('call')} autoCapitalize="none" spellCheck={false} />
        <Field label={t('audit.from')} type="date" value={draft.from} onValueChange={field('from')} />
        <Field label={t('audit.to')} type="date" value={draft.to} onValueChange={field('to')} />
        <Button type="submit" variant="secondary">
          {t('audit.apply')}
        </Button>
      </form>
      <p className={page.muted}>{t('audit.timeNote')}</p>
      <Alert message={error} />
      {status === 'loading' ? <p className={page.muted}>{t('states.loading')}</p> : null}
      {status !== 'loading' && rows.length === 0 && !error ? <p className={page.empty}>{t('audit.empty')}</p> : null}
      {rows.length > 0 && status !== 'loading' ? (
        <div className={page.tableWrap}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">{t('audit.time')}</th>
                <th scope="col">{t('audit.operator')}</th>
                <th scope="col">{t('audit.call')}</th>
                <th scope="col">{t('audit.target')}</th>
                <th scope="col">{t('audit.reason')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid="audit-row">
                  <td className={page.number}>{formatManilaDateTime(row.time)}</td>
                  <td>{row.operator}</td>
                  <td>{row.call}</td>
                  <td>{row.target}</td>
                  <td className={page.reason}>{row.reason ?? <span className={page.muted}>—</span>}</td>
                  <td>
                    <Change row={row} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {hasMore && last && status !== 'loading' ? (
        <p>
          <Button variant="secondary" busy={status === 'more'} onClick={() => load(applied, last.id)}>
            {t('audit.older')}
          </Button>
        </p>
      ) : null}
    </section>
  );
}
