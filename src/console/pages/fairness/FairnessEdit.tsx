import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import controls from '../../ui/controls.module.css';
import page from '../../ui/page.module.css';
import { callField } from '../dashboard/callError.ts';
import { useConsoleLoad } from '../dashboard/useConsoleLoad.ts';
import { entryLabel } from './entryLabel.ts';
import styles from './fairness.module.css';
import { formatChance, manilaDateTimeToMs, parseWeight, previewChances, startsInPast } from './fairnessForm.ts';

/**
 * New odds for a weighted table (admins): a weight for every entry of the newest version, the chances
 * they give shown beside them as typed, a start (Manila time, still to come) and a reason. Sent for a
 * second admin's approval (consoleFairTableAdd); a refusal lands under its field.
 */
export function FairnessEdit({ tableKey, newest, onProposed }: { tableKey: string; newest: number; onProposed(): void }) {
  const { t } = useTranslation('console-fairness');
  const [load] = useConsoleLoad(`${tableKey}@${newest}`, () => consoleCall('consoleFairTable', { key: tableKey, version: newest }));
  const [weights, setWeights] = useState<Record<number, string>>({});
  const [start, setStart] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ effectiveFrom?: string; weights?: string; reason?: string; form?: string }>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (load.state !== 'ready') return load.state === 'failed' ? <Alert message={consoleErrorMessage(load.error)} /> : null;
  const entries = load.data.entries;
  const typed = entries.map((e) => weights[e.id] ?? String(e.weight));
  const chances = previewChances(typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const effectiveFrom = manilaDateTimeToMs(start);
    const parsed = typed.map(parseWeight);
    const found = {
      effectiveFrom: effectiveFrom === null ? t('edit.effectiveMissing') : startsInPast(effectiveFrom) ? t('edit.effectivePast') : undefined,
      weights: parsed.some((w) => w === null) ? t('edit.weightInvalid') : undefined,
      reason: reason.trim() ? undefined : t('console:reason.missing'),
    };
    setErrors(found);
    if (found.effectiveFrom || found.weights || found.reason || effectiveFrom === null) return;
    setBusy(true);
    try {
      await consoleCall('consoleFairTableAdd', { key: tableKey, weights: entries.map((e, i) => ({ id: e.id, weight: parsed[i]! })), effectiveFrom, reason: reason.trim() });
      setNotice(t('edit.sent'));
      setReason('');
      onProposed();
    } catch (failure) {
      const field = callField(failure);
      const message = consoleErrorMessage(failure);
      setErrors(field === 'effectiveFrom' || field === 'weights' || field === 'reason' ? { [field]: message } : { form: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.edit} onSubmit={(event) => void submit(event)} noValidate data-testid="fair-edit">
      <h3 className={page.subtitle}>{t('edit.title')}</h3>
      <p className={page.muted}>{t('edit.intro')}</p>
      <div className={page.tableWrap}>
        <table className={page.table}>
          <thead>
            <tr>
              <th scope="col">{t('entry')}</th>
              <th scope="col">{t('weight')}</th>
              <th scope="col">{t('probability')}</th>
              <th scope="col">{t('edit.preview')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e, i) => (
              <tr key={e.id}>
                <td>{entryLabel(t, load.data.table, e)}</td>
                <td>
                  <input
                    className={`${controls.input} ${styles.weight}`}
                    aria-label={t('edit.weightOf', { entry: entryLabel(t, load.data.table, e) })}
                    aria-invalid={parseWeight(typed[i]!) === null ? true : undefined}
                    value={typed[i]!}
                    inputMode="numeric"
                    onChange={(event) => setWeights((previous) => ({ ...previous, [e.id]: event.target.value }))}
                  />
                </td>
                <td className={page.number}>{formatChance(e.probability)}</td>
                <td className={page.number}>{chances[i] === null ? t('none') : formatChance(chances[i]!)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Alert message={errors.weights ?? null} />
      <div className={page.form}>
        <Field label={t('edit.effectiveFrom')} type="datetime-local" value={start} onValueChange={setStart} error={errors.effectiveFrom ?? null} />
        <Field label={t('console:reason.label')} hint={t('console:reason.hint')} value={reason} onValueChange={setReason} maxLength={500} error={errors.reason ?? null} />
        <Alert message={errors.form ?? null} />
        <Alert message={notice} tone="success" />
        <Button type="submit" busy={busy}>
          {t('edit.propose')}
        </Button>
      </div>
    </form>
  );
}
