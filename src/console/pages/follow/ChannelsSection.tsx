import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Button, Field } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import { channelsBody, type ChannelRow } from './followForm.ts';

/** A row on screen: the form's row and a key that stays with it when rows above are removed or moved. */
type Row = ChannelRow & { key: string };

let nextKey = 0;
const withKey = (row: ChannelRow): Row => ({ ...row, key: row.id === undefined ? `new-${++nextKey}` : `id-${row.id}` });

/**
 * The official channels, edited as one list and saved in its order (audited by the server). Each saved
 * channel keeps its id through edits and moves, so the codes published on it keep it; a removed
 * channel's codes count for any channel.
 */
export function ChannelsSection({ initial, onSaved }: { initial: readonly ChannelRow[]; onSaved(text: string): void }) {
  const { t } = useTranslation('console-shows');
  const [rows, setRows] = useState<Row[]>(() => initial.map(withKey));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (i: number, key: 'name' | 'url' | 'icon') => (value: string) => setRows((all) => all.map((row, j) => (j === i ? { ...row, [key]: value } : row)));
  const moveUp = (i: number) => setRows((all) => all.map((row, j) => (j === i - 1 ? all[i]! : j === i ? all[i - 1]! : row)));

  const save = async () => {
    setFailure(null);
    const checked = channelsBody(rows);
    if ('refusal' in checked) {
      setErrors({ [checked.refusal.field]: t(checked.refusal.key, checked.refusal.params) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await consoleCall('consoleFollowChannelsSave', checked.body);
      setRows(saved.channels.map(withKey));
      onSaved(t('follow.channelsSaved'));
    } catch (error) {
      // `channels.<i>.id`: the row's channel was removed meanwhile (another admin's save); no field shows an id.
      if (isConsoleCallError(error) && error.field && !error.field.endsWith('.id')) setErrors({ [error.field]: consoleErrorMessage(error) });
      else setFailure(consoleErrorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={page.form} data-testid="follow-channels">
      <h3>{t('follow.channels')}</h3>
      {rows.map((row, i) => (
        <div key={row.key} className={page.filters}>
          <Field label={t('follow.name')} value={row.name} onValueChange={set(i, 'name')} error={errors[`channels.${i}.name`]} />
          <Field label={t('follow.url')} value={row.url} onValueChange={set(i, 'url')} error={errors[`channels.${i}.url`]} />
          <Field label={t('follow.icon')} value={row.icon} onValueChange={set(i, 'icon')} hint={t('follow.iconHint')} error={errors[`channels.${i}.icon`]} />
          <Button size="sm" variant="secondary" disabled={i === 0} onClick={() => moveUp(i)} aria-label={t('follow.moveUpLabel', { name: row.name })}>
            {t('follow.moveUp')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRows((all) => all.filter((_, j) => j !== i))} aria-label={t('follow.removeLabel', { name: row.name })}>
            {t('follow.remove')}
          </Button>
        </div>
      ))}
      <p className={page.muted}>{t('follow.channelsHint')}</p>
      {errors.channels ? <Alert message={errors.channels} /> : null}
      {failure ? <Alert message={failure} /> : null}
      <div className={page.filters}>
        <Button variant="secondary" onClick={() => setRows((all) => [...all, withKey({ name: '', url: 'https://', icon: '' })])}>
          {t('follow.addChannel')}
        </Button>
        <Button busy={busy} onClick={() => void save()}>
          {t('follow.saveChannels')}
        </Button>
      </div>
    </div>
  );
}
