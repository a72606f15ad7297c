import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { hundredthsText, typedHundredths, typedMultiple } from './typedAmount.ts';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

type BonusKey = 'signupBonusWagering' | 'bonusQualifyingDeposit' | 'couponMaxBonus' | 'couponWagering';

/** How each bonus setting is typed: a turnover multiple (5, 7.5) or an amount in whole pesos. */
const KINDS: Record<BonusKey, 'multiple' | 'pesos'> = { signupBonusWagering: 'multiple', bonusQualifyingDeposit: 'pesos', couponMaxBonus: 'pesos', couponWagering: 'multiple' };

/** Bonus settings (rewards, docs/rewards.md): the welcome bonus's turnover, the deposit coupon's cap and turnover. */
export function BonusSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  return (
    <section className={styles.section} aria-labelledby="config-bonuses">
      <h2 id="config-bonuses" className={styles.sectionTitle}>
        {t('config.bonuses.title')}
      </h2>
      {(Object.keys(KINDS) as BonusKey[]).map((key) => (
        <BonusForm key={key} name={key} config={config} onSaved={onSaved} />
      ))}
    </section>
  );
}

function BonusForm({ name, config, onSaved }: { name: BonusKey; config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const kind = KINDS[name];
  const textOf = (next: ConsoleConfig) => (kind === 'pesos' ? hundredthsText(next[name]) : String(next[name]));
  const [text, setText] = useState(() => textOf(config));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setText(textOf(next));
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = kind === 'pesos' ? typedHundredths(text) : typedMultiple(text);
    const local: Record<string, string> = value === null ? { value: t(kind === 'pesos' ? 'config.errors.amount' : 'config.errors.multiple') } : {};
    void save(reason, local, ['value'], (why) => consoleCall('consoleConfigSet', { key: name, value, reason: why }));
  };
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t(`config.bonuses.${name}`)}>
      <h3 className={styles.subTitle}>{t(`config.bonuses.${name}`)}</h3>
      <Field label={t(`config.bonuses.${name}Field`)} inputMode="decimal" value={text} onValueChange={setText} error={errors.fields.value} hint={t(`config.bonuses.${name}Hint`)} />
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
