import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Field } from '../../ui/controls.tsx';
import { pointsDraftOf, pointsValueOf, type PointsDraft } from './pointsForm.ts';
import { SaveBar } from './SaveBar.tsx';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => pointsDraftOf(config.pointsExchange);
const FIELDS: (keyof PointsDraft)[] = ['pointsPerPeso', 'minPoints', 'dailyMaxPoints', 'wagering'];

/** The points exchange (pointsExchange): the points for ₱1, the smallest exchange, the daily cap and the coin's turnover. */
export function PointsSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('pointsExchange', config, onSaved, draftFrom, pointsValueOf);
  return (
    <section className={styles.section} aria-labelledby="config-points">
      <h2 id="config-points" className={styles.sectionTitle}>
        {t('points.title')}
      </h2>
      <p className={styles.state}>{t('points.intro')}</p>
      {config.pointsExchange ? null : <p className={styles.state}>{t('points.none')}</p>}
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('points.form')}>
        <div className={styles.grid}>
          {FIELDS.map((name) => (
            <Field
              key={name}
              label={t(name === 'wagering' ? 'wagering' : `points.${name}`)}
              inputMode={name === 'wagering' ? 'decimal' : 'numeric'}
              value={draft[name]}
              onValueChange={(text) => setDraft((previous) => ({ ...previous, [name]: text }))}
              error={errors.fields[`value.${name}`]}
              hint={t(name === 'wagering' ? 'wageringHint' : `points.${name}Hint`)}
            />
          ))}
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
