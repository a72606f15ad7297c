import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleNdrpState } from '../../../../contract/ops/ndrp.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { formatManilaDateTime } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { PageHead } from '../../ui/PageHead.tsx';

const DAY_MS = 86_400_000;
/** Past this age the page warns: a list not renewed in a month is probably not the current one. */
const STALE_DAYS = 30;
/** The server's limit (contract/ops/ndrp.ts NDRP_UPLOAD_MAX_CHARS), said before sending. */
const MAX_CHARS = 4 * 1024 * 1024;

/** The list in force: size, age, where it came from; never its entries. */
function ListFacts({ list }: { list: NonNullable<ConsoleNdrpState['list']> }) {
  const { t } = useTranslation('console');
  // The page's own clock, read once when it opens: the age is in whole days.
  const [now] = useState(() => Date.now());
  const days = Math.max(0, Math.floor((now - list.datedAt) / DAY_MS));
  return (
    <>
      <table className={page.table} data-testid="ndrp-list">
        <tbody>
          <tr>
            <th scope="row">{t('ndrp.entries')}</th>
            <td>{t('ndrp.entriesValue', { count: list.entries })}</td>
          </tr>
          <tr>
            <th scope="row">{t('ndrp.dated')}</th>
            <td>{t('ndrp.datedValue', { at: formatManilaDateTime(list.datedAt), count: days })}</td>
          </tr>
          <tr>
            <th scope="row">{t('ndrp.source')}</th>
            <td>{list.source === 'file' ? t('ndrp.fromFile', { path: list.loadedBy }) : t('ndrp.fromConsole', { name: list.loadedBy })}</td>
          </tr>
          <tr>
            <th scope="row">{t('ndrp.loadedAt')}</th>
            <td>{formatManilaDateTime(list.loadedAt)}</td>
          </tr>
          <tr>
            <th scope="row">{t('ndrp.sha256')}</th>
            <td>
              <code>{list.sha256}</code>
            </td>
          </tr>
        </tbody>
      </table>
      <Alert message={days > STALE_DAYS ? t('ndrp.stale', { count: days }) : null} tone="warning" />
      <Alert message={list.skipped > 0 ? t('ndrp.skipped', { count: list.skipped }) : null} tone="warning" />
    </>
  );
}

/**
 * The restricted-persons (NDRP) list (compliance, admin; docs/kyc.md): which check runs, the list in
 * force with its age, and a new list uploaded from a file with a reason (in force at once, audited).
 */
export default function NdrpPage() {
  const { t } = useTranslation('console');
  const fileId = useId();
  const { state, set } = useLoad(async (signal) => (await consoleCall('consoleNdrp', {}, { signal })).ndrp);
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setError(null);
    setNotice(null);
    if (!chosen) return setFile(null);
    const text = await chosen.text();
    if (text.length > MAX_CHARS) {
      setFile(null);
      return setError(t('ndrp.tooLarge'));
    }
    setFile({ name: chosen.name, text });
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('ndrp.fileMissing'));
    if (!reason.trim()) return setError(t('reason.missing'));
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleCall('consoleNdrpUpload', { text: file.text, reason: reason.trim() });
      set(answer.ndrp);
      setReason('');
      setFile(null);
      setNotice(t('ndrp.uploaded', { count: answer.ndrp.list?.entries ?? 0 }));
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section>
      <PageHead title={t('ndrp.title')} intro={t('ndrp.intro')} state={state} />
      {state.status === 'ready' && state.data.check === 'service' ? <Alert message={t('ndrp.service')} tone="info" /> : null}
      {state.status === 'ready' && state.data.check === 'list' ? (
        <>
          <h2 className={page.subtitle}>{t('ndrp.inForce')}</h2>
          {state.data.list ? <ListFacts list={state.data.list} /> : <Alert message={t('ndrp.none')} tone="warning" />}
          <Alert message={notice} tone="success" />
          <form className={page.form} onSubmit={(event) => void upload(event)} noValidate>
            <h2 className={page.subtitle}>{t('ndrp.uploadTitle')}</h2>
            <p className={page.muted}>{t('ndrp.format')}</p>
            <label htmlFor={fileId}>{t('ndrp.file')}</label>
            <input id={fileId} type="file" accept=".txt,.csv,text/plain" onChange={(event) => void choose(event)} />
            {file ? <p className={page.muted}>{t('ndrp.chosen', { name: file.name, count: file.text.split(/\r?\n/).filter((line) => line.trim()).length })}</p> : null}
            <Field label={t('reason.label')} hint={t('reason.hint')} value={reason} onValueChange={setReason} maxLength={500} />
            <Alert message={error} />
            <Button type="submit" busy={busy}>
              {t('ndrp.upload')}
            </Button>
          </form>
        </>
      ) : null}
    </section>
  );
}
