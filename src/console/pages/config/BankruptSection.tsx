import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Button, Field, SelectField } from '../../ui/controls.tsx';
import { bankruptDraftOf, bankruptValueOf, MAX_AWARDS, newAwardDraft, type AwardDraft, type BankruptDraft } from './bankruptForm.ts';
import { SaveBar } from './SaveBar.tsx';
import { useRulesForm } from './useRulesForm.ts';
import { PRIZE_KINDS, type PrizeKind } from './vipRewardsForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => bankruptDraftOf(config.bankruptGift);
const FIELDS: Exclude<keyof BankruptDraft, 'awards'>[] = ['threshold', 'claimMinutes', 'maxPerDay', 'wagering'];

/** The bankruptcy gift (bankruptGift): who counts as bankrupt, the claim window, the day's claims, the awards in claim order. */
export function BankruptSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('bankruptGift', config, onSaved, draftFrom, bankruptValueOf);
  const awards = draft.awards;
  const setAwards = (next: AwardDraft[]) => setDraft((previous) => ({ ...previous, awards: next }));
  const edit = (i: number, patch: Partial<AwardDraft>) => setAwards(awards.map((award, j) => (j === i ? { ...award, ...patch } : award)));

  return (
    <section className={styles.section} aria-labelledby="config-bankrupt">
      <h2 id="config-bankrupt" className={styles.sectionTitle}>
        {t('bankrupt.title')}
      </h2>
      <p className={styles.state}>{t('bankrupt.intro')}</p>
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('bankrupt.form')}>
        <div className={styles.grid}>
          {FIELDS.map((name) => (
            <Field
              key={name}
              label={t(name === 'wagering' ? 'wagering' : `bankrupt.${name}`)}
              inputMode={name === 'wagering' ? 'decimal' : 'numeric'}
              value={draft[name]}
              onValueChange={(text) => setDraft((previous) => ({ ...previous, [name]: text }))}
              error={errors.fields[`value.${name}`]}
              hint={t(name === 'wagering' ? 'wageringHint' : `bankrupt.${name}Hint`)}
            />
          ))}
        </div>
        <h3 className={styles.subTitle}>{t('bankrupt.awards')}</h3>
        <p className={styles.hint}>{t('bankrupt.awardsHint')}</p>
        {awards.length === 0 ? <p className={styles.state}>{t('bankrupt.none')}</p> : null}
        {awards.map((award, i) => {
          const number = i + 1;
          const field = `value.awards.${i}`;
          return (
            <fieldset key={i} className={styles.row}>
              <legend className={styles.rowName}>{t('bankrupt.award', { number })}</legend>
              <Field label={t('bankrupt.id')} inputMode="numeric" value={award.id} onValueChange={(id) => edit(i, { id })} error={errors.fields[`${field}.id`]} />
              <Field label={t('bankrupt.validBet')} inputMode="numeric" value={award.validBet} onValueChange={(validBet) => edit(i, { validBet })} error={errors.fields[`${field}.validBet`]} />
              <SelectField label={t('bankrupt.kind')} value={award.kind} onValueChange={(kind) => edit(i, { kind: PRIZE_KINDS.includes(kind as PrizeKind) ? (kind as PrizeKind) : 'coin' })}>
                {PRIZE_KINDS.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`bankrupt.kinds.${kind}`)}
                  </option>
                ))}
              </SelectField>
              <Field label={t(`bankrupt.count.${award.kind}`)} inputMode="numeric" value={award.count} onValueChange={(count) => edit(i, { count })} error={errors.fields[`${field}.count`]} />
              {errors.fields[`${field}.kind`] ? <span className={styles.fieldError}>{errors.fields[`${field}.kind`]}</span> : null}
              <div>
                <Button variant="ghost" size="sm" onClick={() => setAwards(awards.filter((_, j) => j !== i))}>
                  {t('bankrupt.removeAward', { number })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {errors.fields['value.awards'] ? <span className={styles.fieldError}>{errors.fields['value.awards']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={awards.length >= MAX_AWARDS} onClick={() => setAwards([...awards, newAwardDraft(awards)])}>
            {t('bankrupt.addAward')}
          </Button>
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
