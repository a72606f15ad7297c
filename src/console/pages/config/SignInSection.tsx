import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Button, Field } from '../../ui/controls.tsx';
import { PrizeFields } from './PrizeFields.tsx';
import { SaveBar } from './SaveBar.tsx';
import { emptyPrize, MAX_DAYS, signInDraftOf, signInValueOf } from './signInForm.ts';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => signInDraftOf(config.signInCalendar);

/** The daily sign-in calendar (signInCalendar): each day's prize in cycle order, and the prizes' turnover. */
export function SignInSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('signInCalendar', config, onSaved, draftFrom, signInValueOf);
  const days = draft.days;
  const setDays = (next: typeof days) => setDraft((previous) => ({ ...previous, days: next }));

  return (
    <section className={styles.section} aria-labelledby="config-sign-in">
      <h2 id="config-sign-in" className={styles.sectionTitle}>
        {t('signIn.title')}
      </h2>
      <p className={styles.state}>{t('signIn.intro')}</p>
      {config.signInCalendar ? null : <p className={styles.state}>{t('signIn.none')}</p>}
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('signIn.form')}>
        <div className={styles.grid}>
          <Field
            label={t('wagering')}
            inputMode="decimal"
            value={draft.wagering}
            onValueChange={(wagering) => setDraft((previous) => ({ ...previous, wagering }))}
            error={errors.fields['value.wagering']}
            hint={t('wageringHint')}
          />
        </div>
        {days.map((prize, i) => {
          const day = i + 1;
          const field = `value.days.${i}`;
          return (
            <fieldset key={i} className={styles.row}>
              <legend className={styles.rowName}>{t('signIn.day', { day })}</legend>
              <PrizeFields prize={prize} field={field} errors={errors.fields} onChange={(kind, text) => setDays(days.map((p, j) => (j === i ? { ...p, [kind]: text } : p)))} />
              {errors.fields[`${field}.items`] ? <span className={styles.fieldError}>{errors.fields[`${field}.items`]}</span> : null}
              <div>
                <Button variant="ghost" size="sm" onClick={() => setDays(days.filter((_, j) => j !== i))}>
                  {t('signIn.removeDay', { day })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {errors.fields['value.days'] ? <span className={styles.fieldError}>{errors.fields['value.days']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={days.length >= MAX_DAYS} onClick={() => setDays([...days, emptyPrize()])}>
            {t('signIn.addDay')}
          </Button>
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
