import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Field } from '../../ui/controls.tsx';
import { firstDepositDraftOf, firstDepositValueOf, type FirstDepositDraft } from './firstDepositForm.ts';
import { SaveBar } from './SaveBar.tsx';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => firstDepositDraftOf(config.firstDepositOffer);
const FIELDS: (keyof FirstDepositDraft)[] = ['percent', 'maxBonus', 'minDeposit', 'wagering'];

/** The first-deposit offer (firstDepositOffer): its percent, largest bonus, smallest deposit and turnover. */
export function FirstDepositSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('firstDepositOffer', config, onSaved, draftFrom, firstDepositValueOf);
  return (
    <section className={styles.section} aria-labelledby="config-first-deposit">
      <h2 id="config-first-deposit" className={styles.sectionTitle}>
        {t('firstDeposit.title')}
      </h2>
      <p className={styles.state}>{t('firstDeposit.intro')}</p>
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('firstDeposit.form')}>
        <div className={styles.grid}>
          {FIELDS.map((name) => (
            <Field
              key={name}
              label={t(name === 'wagering' ? 'wagering' : `firstDeposit.${name}`)}
              inputMode={name === 'wagering' ? 'decimal' : 'numeric'}
              value={draft[name]}
              onValueChange={(text) => setDraft((previous) => ({ ...previous, [name]: text }))}
              error={errors.fields[`value.${name}`]}
              hint={t(name === 'wagering' ? 'wageringHint' : `firstDeposit.${name}Hint`)}
            />
          ))}
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
