import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { PrizeFields } from './PrizeFields.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useConfigSave } from './useConfigSave.ts';
import { withFormField } from './useRulesForm.ts';
import { VipTasksFields } from './VipTasksFields.tsx';
import { PRIZE_KINDS, vipDraftOf, vipValueOf, type PrizeKind, type VipDraft } from './vipRewardsForm.ts';
import styles from './config.module.css';

const PARTS = ['levelUpBonus', 'signInAward'] as const;
const draftFrom = (config: ConsoleConfig) => vipDraftOf(config.vipRewards, config.vipLevels);

/** The form's field names that have an input: a server refusal naming one shows beside it. */
function fieldsOf(draft: VipDraft): string[] {
  const prizes = PARTS.flatMap((part) => Object.keys(draft[part]).flatMap((level) => PRIZE_KINDS.map((kind) => `value.${part}.${level}.${kind}`)));
  const tasks = draft.tasks.flatMap((_, i) => ['id', 'minVip', 'target', 'items', ...PRIZE_KINDS].map((name) => `value.tasks.${i}.${name}`));
  return ['value.wagering', ...prizes, ...tasks];
}

/**
 * VIP prizes (vipRewards): each level's level-up bonus and VIP sign-in award, the weekly tasks, the
 * prize coin's turnover. One key, saved whole with a reason and audited like every other.
 */
export function VipRewardsSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [draft, setDraft] = useState<VipDraft>(() => draftFrom(config));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setDraft(draftFrom(next));
    setReason('');
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { value, problems, formFieldOf } = vipValueOf(draft, config.vipRewards);
    const local = Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, t(problem.key, problem.params)]));
    void save(reason, local, fieldsOf(draft), (why) =>
      consoleCall('consoleConfigSet', { key: 'vipRewards', value, reason: why }).catch((error: unknown) => {
        throw withFormField(error, formFieldOf);
      }),
    );
  };
  const setPrize = (part: (typeof PARTS)[number], level: string) => (kind: PrizeKind, text: string) =>
    setDraft((previous) => ({ ...previous, [part]: { ...previous[part], [level]: { ...previous[part][level]!, [kind]: text } } }));

  return (
    <section className={styles.section} aria-labelledby="config-vip">
      <h2 id="config-vip" className={styles.sectionTitle}>
        {t('config.vip.title')}
      </h2>
      <p className={styles.state}>{t('config.vip.intro')}</p>
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.vip.form')}>
        <div className={styles.grid}>
          <Field
            label={t('config.vip.wagering')}
            inputMode="decimal"
            value={draft.wagering}
            onValueChange={(wagering) => setDraft((previous) => ({ ...previous, wagering }))}
            error={errors.fields['value.wagering']}
            hint={t('config.vip.wageringHint')}
          />
        </div>
        {PARTS.map((part) => (
          <div key={part} className={styles.subform}>
            <h4 className={styles.subTitle}>{t(`config.vip.${part}`)}</h4>
            {Object.entries(draft[part]).map(([level, prize]) => (
              <fieldset key={level} className={styles.row}>
                <legend className={styles.rowName}>{t('config.vip.prizeOf', { part: t(`config.vip.${part}`), level })}</legend>
                <PrizeFields prize={prize} field={`value.${part}.${level}`} errors={errors.fields} onChange={setPrize(part, level)} />
              </fieldset>
            ))}
          </div>
        ))}
        <VipTasksFields tasks={draft.tasks} errors={errors.fields} onChange={(tasks) => setDraft((previous) => ({ ...previous, tasks }))} />
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
