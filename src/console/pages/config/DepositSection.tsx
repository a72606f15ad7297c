import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Field } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { hundredthsText, typedHundredths } from './typedAmount.ts';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

type Channels = ConsoleConfig['rechargeTypeMap'];
interface ChannelDraft {
  on: boolean;
  minAmount: string;
  minAmount2: string;
}

const draftOf = (channels: Channels): Record<string, ChannelDraft> =>
  Object.fromEntries(Object.entries(channels).map(([id, channel]) => [id, { on: channel.status === 1, minAmount: hundredthsText(channel.minAmount), minAmount2: hundredthsText(channel.minAmount2) }]));

/** Deposit channels (rechargeTypeMap: on/off and the two minimums) and whether the second minimum applies (minRechargeStatus). */
export function DepositSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  return (
    <section className={styles.section} aria-labelledby="config-deposits">
      <h2 id="config-deposits" className={styles.sectionTitle}>
        {t('config.deposits.title')}
      </h2>
      <ChannelsForm config={config} onSaved={onSaved} />
      <MinRechargeForm config={config} onSaved={onSaved} />
    </section>
  );
}

function ChannelsForm({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [draft, setDraft] = useState(() => draftOf(config.rechargeTypeMap));
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setDraft(draftOf(next.rechargeTypeMap));
    setReason('');
  });
  const channels = Object.entries(config.rechargeTypeMap).sort(([, a], [, b]) => a.sort - b.sort);
  const edit = (id: string, change: Partial<ChannelDraft>) => setDraft((previous) => ({ ...previous, [id]: { ...previous[id]!, ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local: Record<string, string> = {};
    const value: Channels = {};
    for (const [id, channel] of channels) {
      const typed = draft[id]!;
      const minAmount = typedHundredths(typed.minAmount);
      const minAmount2 = typedHundredths(typed.minAmount2);
      if (minAmount === null) local[`value.${id}.minAmount`] = t('config.errors.amount');
      if (minAmount2 === null) local[`value.${id}.minAmount2`] = t('config.errors.amount');
      value[id] = { ...channel, status: typed.on ? 1 : 0, minAmount: minAmount ?? channel.minAmount, minAmount2: minAmount2 ?? channel.minAmount2 };
    }
    const shown = channels.flatMap(([id]) => [`value.${id}.status`, `value.${id}.minAmount`, `value.${id}.minAmount2`]);
    void save(reason, local, shown, (why) => consoleCall('consoleConfigSet', { key: 'rechargeTypeMap', value, reason: why }));
  };

  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.deposits.channels')}>
      <h3 className={styles.subTitle}>{t('config.deposits.channels')}</h3>
      {channels.map(([id, channel]) => (
        <fieldset key={id} className={styles.row}>
          <legend className={styles.rowName}>{channel.name}</legend>
          <label className={styles.check}>
            <input type="checkbox" checked={draft[id]?.on ?? false} onChange={(event) => edit(id, { on: event.target.checked })} />
            <span>{t('config.on')}</span>
          </label>
          {errors.fields[`value.${id}.status`] ? <span className={styles.fieldError}>{errors.fields[`value.${id}.status`]}</span> : null}
          <Field label={t('config.deposits.minAmount')} inputMode="numeric" value={draft[id]?.minAmount ?? ''} onValueChange={(text) => edit(id, { minAmount: text })} error={errors.fields[`value.${id}.minAmount`]} />
          <Field label={t('config.deposits.minAmount2')} inputMode="numeric" value={draft[id]?.minAmount2 ?? ''} onValueChange={(text) => edit(id, { minAmount2: text })} error={errors.fields[`value.${id}.minAmount2`]} />
        </fieldset>
      ))}
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}

function MinRechargeForm({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [on, setOn] = useState(config.minRechargeStatus);
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setOn(next.minRechargeStatus);
    setReason('');
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(reason, {}, ['value'], (why) => consoleCall('consoleConfigSet', { key: 'minRechargeStatus', value: on, reason: why }));
  };
  return (
    <form className={styles.subform} onSubmit={submit} noValidate aria-label={t('config.deposits.minRechargeStatus')}>
      <h3 className={styles.subTitle}>{t('config.deposits.minRechargeStatus')}</h3>
      <label className={styles.check}>
        <input type="checkbox" checked={on} onChange={(event) => setOn(event.target.checked)} />
        <span>{t('config.deposits.minRechargeHint')}</span>
      </label>
      {errors.fields.value ? <span className={styles.fieldError}>{errors.fields.value}</span> : null}
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
