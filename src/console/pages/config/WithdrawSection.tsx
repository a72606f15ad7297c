import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { SecondApprovalForm } from './SecondApprovalForm.tsx';
import { hundredthsText, typedHundredths, typedWhole } from './typedAmount.ts';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

type WithdrawConfig = ConsoleConfig['withdrawConfig'];
/** The fields in pesos (typed as pesos, sent in hundredths) and those that are plain whole numbers. */
const AMOUNTS = ['minAmount', 'maxAmount'] as const;
const COUNTS = ['dailyCount', 'feeBps', 'maxCards', 'newCardHoldHours', 'cardClearingDays'] as const;
type FieldName = (typeof AMOUNTS)[number] | (typeof COUNTS)[number];

const draftOf = (config: WithdrawConfig): Record<FieldName, string> => ({
  minAmount: hundredthsText(config.minAmount),
  maxAmount: hundredthsText(config.maxAmount),
  dailyCount: String(config.dailyCount),
  feeBps: String(config.feeBps),
  maxCards: String(config.maxCards),
  newCardHoldHours: String(config.newCardHoldHours),
  cardClearingDays: String(config.cardClearingDays),
});

/** Withdrawal limits (withdrawConfig) and the amount above which KYC is asked (kycAmount). */
export function WithdrawSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  return (
    <section className={styles.section} aria-labelledby="config-withdrawals">
      <h2 id="config-withdrawals" className={styles.sectionTitle}>
        {t('config.withdrawals.title')}
      </h2>
      <WithdrawForm config={config} onSaved={onSaved} />
      <KycForm config={config} onSaved={onSaved} />
      <SecondApprovalForm config={config} onSaved={onSaved} />
      <KycSwitchForm config={config} onSaved={onSaved} configKey="isNewUserForcePopKyc" />
      <KycSwitchForm config={config} onSaved={onSaved} configKey="kycBeforeFirstDeposit" />
    </section>
  );
}

function WithdrawForm({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [draft, setDraft] = useState(() => draftOf(config.withdrawConfig));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setDraft(draftOf(next.withdrawConfig));
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const value: WithdrawConfig = { ...config.withdrawConfig };
    for (const field of AMOUNTS) {
      const typed = typedHundredths(draft[field]);
      if (typed === null) local[`value.${field}`] = t('config.errors.amount');
      else value[field] = typed;
    }
    for (const field of COUNTS) {
      const typed = typedWhole(draft[field]);
      if (typed === null) local[`value.${field}`] = t('config.errors.whole');
      else value[field] = typed;
    }
    const shown = [...AMOUNTS, ...COUNTS].map((field) => `value.${field}`);
    void save(reason, local, shown, (why) => consoleCall('consoleConfigSet', { key: 'withdrawConfig', value, reason: why }));
  };
  const field = (name: FieldName, numeric = true) => (
    <Field
      key={name}
      label={t(`config.withdrawals.${name}`)}
      inputMode={numeric ? 'numeric' : 'text'}
      value={draft[name]}
      onValueChange={(text) => setDraft((previous) => ({ ...previous, [name]: text }))}
      error={errors.fields[`value.${name}`]}
    />
  );
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.withdrawals.limits')}>
      <h3 className={styles.subTitle}>{t('config.withdrawals.limits')}</h3>
      <div className={styles.grid}>{[...AMOUNTS, ...COUNTS].map((name) => field(name))}</div>
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}

function KycForm({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [amount, setAmount] = useState(hundredthsText(config.kycAmount));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setAmount(hundredthsText(next.kycAmount));
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = typedHundredths(amount);
    void save(reason, value === null ? { value: t('config.errors.amount') } : {}, ['value'], (why) => consoleCall('consoleConfigSet', { key: 'kycAmount', value, reason: why }));
  };
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.withdrawals.kycAmount')}>
      <h3 className={styles.subTitle}>{t('config.withdrawals.kycAmount')}</h3>
      <Field label={t('config.withdrawals.kycAmountField')} inputMode="numeric" value={amount} onValueChange={setAmount} error={errors.fields.value} hint={t('config.withdrawals.kycHint')} />
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}

/** The KYC switches' texts: the forced start popup, and identity before the first deposit (docs/kyc.md). */
const KYC_SWITCHES = {
  isNewUserForcePopKyc: { title: 'config.withdrawals.kycPopup', hint: 'config.withdrawals.kycPopupHint' },
  kycBeforeFirstDeposit: { title: 'config.withdrawals.kycFirstDeposit', hint: 'config.withdrawals.kycFirstDepositHint' },
} as const;

/** One KYC switch: players who have not submitted are asked at start, or must be verified before their first deposit. */
function KycSwitchForm({ config, onSaved, configKey }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void; configKey: keyof typeof KYC_SWITCHES }) {
  const { t } = useTranslation('console-pages');
  const [on, setOn] = useState(config[configKey]);
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setOn(next[configKey]);
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(reason, {}, ['value'], (why) => consoleCall('consoleConfigSet', { key: configKey, value: on, reason: why }));
  };
  const text = KYC_SWITCHES[configKey];
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t(text.title)}>
      <h3 className={styles.subTitle}>{t(text.title)}</h3>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        <span>{t(text.hint)}</span>
      </label>
      {errors.fields.value ? <span className={styles.fieldError}>{errors.fields.value}</span> : null}
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
