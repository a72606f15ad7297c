import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleConfig } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { Button, Field, SelectField } from '../../ui/controls.tsx';
import { SaveBar } from './SaveBar.tsx';
import { useConfigSave } from './useConfigSave.ts';
import styles from './config.module.css';

type Item = ConsoleConfig['customerServiceQueue'][number];
/** Spec §3: the queue's item type 1 is the online chat; the others are links (2 email, 3 messaging…). */
const ONLINE_CHAT = 1;
const LINK = 2;
const nextId = (items: Item[]) => Math.max(0, ...items.map((i) => i.id)) + 1;

/**
 * The customer-service queue (docs/chat.md "The queue"): what /service and the chat widget offer, in
 * `sort` order. The online chat's license is `swerte-local` (the built-in chat, answered on the Live
 * chat page) or `chatwoot:<website token>` (a hosted inbox); every other row is a link the app opens
 * (https:, mailto:, tel:, viber:, sms:, tg:), shown beside the chat and alone when nobody is online.
 */
export function ServiceQueueSection({ config, onSaved }: { config: ConsoleConfig; onSaved(config: ConsoleConfig): void }) {
  const { t } = useTranslation('console-pages');
  const [items, setItems] = useState<Item[]>(config.customerServiceQueue);
  const [reason, setReason] = useState('');
  const { busy, errors, saved, save } = useConfigSave((next) => {
    onSaved(next);
    setItems(next.customerServiceQueue);
    setReason('');
  });
  const patch = (index: number, change: Partial<Item>) => setItems((all) => all.map((item, i) => (i === index ? { ...item, ...change } : item)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = items.flatMap((_, i) => [`value.${i}.name`, `value.${i}.itemType`, `value.${i}.param1`, `value.${i}.param2`, `value.${i}.sort`]);
    void save(reason, {}, fields, (why) => consoleCall('consoleConfigSet', { key: 'customerServiceQueue', value: items, reason: why }));
  };
  return (
    <form className={styles.section} aria-labelledby="config-service" onSubmit={submit} noValidate>
      <h2 id="config-service" className={styles.sectionTitle}>
        {t('config.service.title')}
      </h2>
      <p className={styles.hint}>{t('config.service.hint')}</p>
      {items.map((item, i) => (
        <fieldset key={item.id} className={styles.row}>
          <legend className={styles.rowName}>{item.name || t('config.service.unnamed')}</legend>
          <Field label={t('config.service.name')} value={item.name} onValueChange={(name) => patch(i, { name })} error={errors.fields[`value.${i}.name`]} />
          <SelectField label={t('config.service.type')} value={String(item.itemType === ONLINE_CHAT ? ONLINE_CHAT : LINK)} onValueChange={(v) => patch(i, { itemType: Number(v) })}>
            <option value={ONLINE_CHAT}>{t('config.service.chat')}</option>
            <option value={LINK}>{t('config.service.link')}</option>
          </SelectField>
          <Field
            label={item.itemType === ONLINE_CHAT ? t('config.service.license') : t('config.service.url')}
            value={item.param1}
            onValueChange={(param1) => patch(i, { param1 })}
            error={errors.fields[`value.${i}.param1`] ?? errors.fields[`value.${i}.itemType`]}
          />
          {item.itemType === ONLINE_CHAT ? <Field label={t('config.service.group')} value={item.param2} onValueChange={(param2) => patch(i, { param2 })} error={errors.fields[`value.${i}.param2`]} /> : null}
          <Field label={t('config.service.sort')} inputMode="numeric" value={String(item.sort)} onValueChange={(v) => patch(i, { sort: Number.parseInt(v, 10) || 0 })} error={errors.fields[`value.${i}.sort`]} />
          <div>
            <Button variant="secondary" size="sm" onClick={() => setItems((all) => all.filter((_, j) => j !== i))}>
              {t('config.service.remove')}
            </Button>
          </div>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" size="sm" onClick={() => setItems((all) => [...all, { id: nextId(all), itemType: LINK, name: '', param1: '', param2: '', sort: all.length + 1 }])}>
          {t('config.service.add')}
        </Button>
      </div>
      <SaveBar reason={reason} onReason={setReason} busy={busy} errors={errors} saved={saved} />
    </form>
  );
}
