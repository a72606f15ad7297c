import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { hundredthsText, typedHundredths } from './typedAmount.ts';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

/**
 * The amount above which a withdrawal needs two different operators (`secondApprovalAmount`, the
 * console's own key: players never see it). A money setting itself: a second admin approves a change.
 */
export function SecondApprovalForm({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [amount, setAmount] = useState(hundredthsText(config.secondApprovalAmount));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setAmount(hundredthsText(next.secondApprovalAmount));
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typedHundredths(amount);
    void save(reason, value === null ? { value: t('config.errors.amount') } : {}, ['value'], (why) => consoleCall('consoleConfigSet', { key: 'secondApprovalAmount', value, reason: why }));
  };
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.withdrawals.secondApproval')}>
      <h3 className={styles.subTitle}>{t('config.withdrawals.secondApproval')}</h3>
      <Field label={t('config.withdrawals.secondApprovalField')} inputMode="numeric" value={amount} onValueChange={setAmount} error={errors.fields.value} hint={t('config.withdrawals.secondApprovalHint')} />
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
