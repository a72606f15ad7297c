import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Actions, Button, Dialog, Field } from '../../ui/controls.tsx';
import { emptiedRates, rebateDraftOf, rebateValueOf, type EmptiedRate, type Problem, type RebateDraft } from './rebateForm.ts';
import { SaveBar } from './SaveBar.tsx';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

const byNumber = (a: string, b: string) => Number(a) - Number(b);
const draftFrom = (config: ConsoleConfig) => rebateDraftOf(config.betRebate, config.vipLevels, config.gameTypes.map((type) => type.id));

/**
 * Bet-rebate rates (betRebate): a percent per VIP level × game type, the cap no rate may pass (the form
 * says why: regulators cap rebates) and the rebate coin's turnover. Saved as one key, with a reason, audited.
 */
export function RebateSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [draft, setDraft] = useState<RebateDraft>(() => draftFrom(config));
  const [reason, setReason] = useState('');
  /** Rates emptied since they were saved: asked about before they are sent as no rate. */
  const [asking, setAsking] = useState<EmptiedRate[] | null>(null);
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setDraft(draftFrom(next));
    setReason('');
  });
  const text = (problem: Problem) => t(problem.key, problem.params);
  const levels = Object.keys(draft.rates).sort(byNumber);
  const types = [...new Set([...config.gameTypes.map((type) => String(type.id)), ...levels.flatMap((level) => Object.keys(draft.rates[level] ?? {}))])].sort(byNumber);
  const typeName = (id: string) => config.gameTypes.find((type) => String(type.id) === id)?.name ?? t('config.rebates.type', { id });
  const fields = ['value.capBps', 'value.wagering', ...levels.flatMap((level) => types.map((type) => `value.rates.${level}.${type}`))];

  const send = () => {
    setAsking(null);
    const { value, problems } = rebateValueOf(draft, config.betRebate);
    const local = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, text(problem)]));
    void save(reason, local, fields, (why) => consoleCall('consoleConfigSet', { key: 'betRebate', value, reason: why }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emptied = emptiedRates(draft, config.betRebate);
    if (emptied.length > 0) setAsking(emptied);
    else send();
  };
  const setRate = (level: string, type: string) => (value: string) =>
    setDraft((previous) => ({ ...previous, rates: { ...previous.rates, [level]: { ...previous.rates[level], [type]: value } } }));

  return (
    <section className={styles.section} aria-labelledby="config-rebates">
      <h2 id="config-rebates" className={styles.sectionTitle}>
        {t('config.rebates.title')}
      </h2>
      <p className={styles.state}>{t('config.rebates.intro')}</p>
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.rebates.form')}>
        <div className={styles.grid}>
          <Field
            label={t('config.rebates.cap')}
            inputMode="decimal"
            value={draft.cap}
            onValueChange={(cap) => setDraft((previous) => ({ ...previous, cap }))}
            error={errors.fields['value.capBps']}
            hint={t('config.rebates.capHint')}
          />
          <Field
            label={t('config.rebates.wagering')}
            inputMode="decimal"
            value={draft.wagering}
            onValueChange={(wagering) => setDraft((previous) => ({ ...previous, wagering }))}
            error={errors.fields['value.wagering']}
            hint={t('config.rebates.wageringHint')}
          />
        </div>
        <p className={styles.hint}>{t('config.rebates.ratesHint')}</p>
        {levels.map((level) => (
          <fieldset key={level} className={styles.row}>
            <legend className={styles.rowName}>{t('config.rebates.level', { level })}</legend>
            {types.map((type) => (
              <Field
                key={type}
                label={t('config.rebates.rate', { level, type: typeName(type) })}
                inputMode="decimal"
                value={draft.rates[level]?.[type] ?? ''}
                onValueChange={setRate(level, type)}
                error={errors.fields[`value.rates.${level}.${type}`]}
              />
            ))}
          </fieldset>
        ))}
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
      {asking ? (
        <Dialog title={t('config.rebates.emptiedTitle')} onClose={() => setAsking(null)}>
          <p>{t('config.rebates.emptiedText', { count: asking.length })}</p>
          <ul data-testid="emptied-rates">
            {asking.map((cell) => (
              <li key={`${cell.level}-${cell.type}`}>{t('config.rebates.emptiedCell', { level: cell.level, type: typeName(cell.type), was: cell.was })}</li>
            ))}
          </ul>
          <Actions>
            <Button variant="ghost" onClick={() => setAsking(null)}>
              {t('config.rebates.emptiedKeep')}
            </Button>
            <Button variant="danger" onClick={send}>
              {t('config.rebates.emptiedConfirm')}
            </Button>
          </Actions>
        </Dialog>
      ) : null}
    </section>
  );
}
