import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { Button, Field } from '../../ui/controls.tsx';
import { agentProgrammeDraftOf, agentProgrammeValueOf, MAX_TIERS, newAgentTierDraft, rateBpOf, type AgentProgrammeDraft, type AgentTierDraft } from './agentProgrammeForm.ts';
import { percentText } from './rebateForm.ts';
import { SaveBar } from './SaveBar.tsx';
import { useRulesForm } from './useRulesForm.ts';
import styles from './config.module.css';

const draftFrom = (config: ConsoleConfig) => agentProgrammeDraftOf(config.agentProgramme);
const PROGRAMME_FIELDS = ['holdDays', 'claimWeeks', 'fillWindowDays'] as const;
type InviteField = keyof AgentProgrammeDraft['validInvite'];
/** The valid-invite fields, each with its label and hint keys (`holdDays` is named apart from the programme's own). */
const INVITE_FIELDS: { name: InviteField; label: string; hint: string; mode: 'numeric' | 'decimal' }[] = [
  { name: 'minValidBet', label: 'agent.minValidBet', hint: '', mode: 'numeric' },
  { name: 'orDeposits', label: 'agent.orDeposits', hint: 'agent.orDepositsHint', mode: 'numeric' },
  { name: 'holdDays', label: 'agent.inviteHoldDays', hint: 'agent.inviteHoldDaysHint', mode: 'numeric' },
  { name: 'coin', label: 'agent.coin', hint: 'agent.coinHint', mode: 'numeric' },
  { name: 'wagering', label: 'wagering', hint: 'wageringHint', mode: 'decimal' },
];

/**
 * The agent programme (agentProgramme, docs/agents.md "Console"): the commission tiers (rates typed as
 * percents, their basis points shown under them), the hold and claim window, the inviter fill window,
 * and the valid invite with its bonus. A money setting: a save waits for a second admin.
 */
export function AgentProgrammeSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-activities');
  const { draft, setDraft, reason, setReason, busy, errors, saved, submit } = useRulesForm('agentProgramme', config, onSaved, draftFrom, agentProgrammeValueOf);
  const tiers = draft.tiers;
  const setTiers = (next: (tiers: AgentTierDraft[]) => AgentTierDraft[]) => setDraft((previous) => ({ ...previous, tiers: next(previous.tiers) }));
  const edit = (i: number, patch: Partial<AgentTierDraft>) => setTiers((list) => list.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));
  const rateHint = (text: string) => {
    const bp = rateBpOf(text);
    return bp === null ? t('agent.rateHintEmpty') : t('agent.rateHint', { percent: percentText(bp), bp });
  };

  return (
    <section className={styles.section} aria-labelledby="config-agent">
      <h2 id="config-agent" className={styles.sectionTitle}>
        {t('agent.title')}
      </h2>
      <p className={styles.state}>{t('agent.intro')}</p>
      {config.agentProgramme ? null : <p className={styles.state}>{t('agent.none')}</p>}
      <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('agent.form')}>
        <h3 className={styles.subTitle}>{t('agent.tiers')}</h3>
        <p className={styles.hint}>{t('agent.tiersHint')}</p>
        {tiers.map((tier, i) => {
          const number = i + 1;
          const field = `value.tiers.${i}`;
          return (
            <fieldset key={i} className={styles.row}>
              <legend className={styles.rowName}>{t('agent.tier', { number })}</legend>
              <Field
                label={t('agent.minTeamValidBet')}
                inputMode="numeric"
                value={tier.minTeamValidBet}
                onValueChange={(minTeamValidBet) => edit(i, { minTeamValidBet })}
                error={errors.fields[`${field}.minTeamValidBet`]}
              />
              <Field label={t('agent.rate')} inputMode="decimal" value={tier.rate} onValueChange={(rate) => edit(i, { rate })} error={errors.fields[`${field}.rateBp`]} hint={rateHint(tier.rate)} />
              <div>
                <Button variant="ghost" size="sm" disabled={tiers.length <= 1} onClick={() => setTiers((list) => list.filter((_, j) => j !== i))}>
                  {t('agent.removeTier', { number })}
                </Button>
              </div>
            </fieldset>
          );
        })}
        {errors.fields['value.tiers'] ? <span className={styles.fieldError}>{errors.fields['value.tiers']}</span> : null}
        <div>
          <Button variant="secondary" size="sm" disabled={tiers.length >= MAX_TIERS} onClick={() => setTiers((list) => [...list, newAgentTierDraft(list)])}>
            {t('agent.addTier')}
          </Button>
        </div>
        <div className={styles.grid}>
          {PROGRAMME_FIELDS.map((name) => (
            <Field
              key={name}
              label={t(`agent.${name}`)}
              inputMode="numeric"
              value={draft[name]}
              onValueChange={(text) => setDraft((previous) => ({ ...previous, [name]: text }))}
              error={errors.fields[`value.${name}`]}
              hint={t(`agent.${name}Hint`)}
            />
          ))}
        </div>
        <h3 className={styles.subTitle}>{t('agent.validInvite')}</h3>
        <p className={styles.hint}>{t('agent.validInviteHint')}</p>
        <div className={styles.grid}>
          {INVITE_FIELDS.map(({ name, label, hint, mode }) => (
            <Field
              key={name}
              label={t(label)}
              inputMode={mode}
              value={draft.validInvite[name]}
              onValueChange={(text) => setDraft((previous) => ({ ...previous, validInvite: { ...previous.validInvite, [name]: text } }))}
              error={errors.fields[`value.validInvite.${name}`]}
              hint={hint ? t(hint) : undefined}
            />
          ))}
        </div>
        <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
      </form>
    </section>
  );
}
