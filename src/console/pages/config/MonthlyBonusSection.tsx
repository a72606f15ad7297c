import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Button, Field } from '../../ui/controls.tsx';
import { MAX_TIERS, monthlyDraftOf, monthlyValueOf, newTierDraft, type TierDraft } from './monthlyForm.ts';
import { PrizeFields } from './PrizeFields.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => monthlyDraftOf(config.monthlyBonus);

/** The monthly bonus (monthlyBonus): tiers of last month's valid bets with their prizes, and the prize coin's turnover. */
export function MonthlyBonusSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('monthlyBonus', config, onSaved, draftFrom, monthlyValueOf);
  const tiers = draft.tiers;
  const edit = (i: number, patch: Partial<TierDraft>) => setDraft((previous) => ({ ...previous, tiers: previous.tiers.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)) }));

  return (
    <section className={styles.section} aria-labelledby="config-monthly">
      <h2 id="config-monthly" className={styles.sectionTitle}>
        {t('monthly.title')}
      </h2>
      <p className={styles.state}>{t('monthly.intro')}</p>
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('monthly.form')}>
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
        {tiers.length === 0 ? <p className={styles.state}>{t('monthly.none')}</p> : null}
        {tiers.map((tier, i) => {
          const number = i + 1;
          const field = `value.tiers.${i}`;
          return (
            <fieldset key={i} className={styles.row}>
              <legend className={styles.rowName}>{t('monthly.tier', { number })}</legend>
              <Field
                label={t('monthly.minValidBet')}
                inputMode="numeric"
                value={tier.minValidBet}
                onValueChange={(minValidBet) => edit(i, { minValidBet })}
                error={errors.fields[`${field}.minValidBet`]}
              />
              <PrizeFields prize={tier} field={field} errors={errors.fields} onChange={(kind, text) => edit(i, { [kind]: text })} />
              {errors.fields[`${field}.items`] ? <span className={styles.fieldError}>{errors.fields[`${field}.items`]}</span> : null}
              <div>
                <Button variant="ghost" size="sm" onClick={() => setDraft((previous) => ({ ...previous, tiers: previous.tiers.filter((_, j) => j !== i) }))}>
                  {t('monthly.removeTier', { number })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {errors.fields['value.tiers'] ? <span className={styles.fieldError}>{errors.fields['value.tiers']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={tiers.length >= MAX_TIERS} onClick={() => setDraft((previous) => ({ ...previous, tiers: [...previous.tiers, newTierDraft()] }))}>
            {t('monthly.addTier')}
          </Button>
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
