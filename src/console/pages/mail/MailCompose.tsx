import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MailAudience, MailJobView } from '../../../../contract/ops/mail.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Button, Field, SelectField } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import styles from './mail.module.css';

const COIN = 2001;
const POINTS = 2002;
const DIAMOND = 60001;

const numberOr = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text));

/** The form of a new send: audience, words, attachment, terms, reason. */
export function MailCompose({ onSent }: { onSent(job: MailJobView): void }) {
  const { t } = useTranslation('console-mail');
  const [kind, setKind] = useState<'players' | 'segment'>('players');
  const [f, setF] = useState({ ids: '', vipMin: '', vipMax: '', from: '', to: '', deposited: 'any', title: '', body: '', coin: '', points: '', diamonds: '', promo: false, wagering: '0', expiresDays: '7', reason: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof f) => (value: string) => setF((s) => ({ ...s, [key]: value }));

  const audience = (): MailAudience | null => {
    if (kind === 'players') {
      const ids = f.ids.split(/[\s,]+/).filter(Boolean).map(Number);
      return ids.length === 0 ? null : { kind: 'players', ids };
    }
    return {
      kind: 'segment',
      ...(numberOr(f.vipMin) === undefined ? {} : { vipMin: numberOr(f.vipMin) }),
      ...(numberOr(f.vipMax) === undefined ? {} : { vipMax: numberOr(f.vipMax) }),
      ...(f.from ? { registeredFrom: f.from } : {}),
      ...(f.to ? { registeredTo: f.to } : {}),
      ...(f.deposited === 'any' ? {} : { deposited: f.deposited === 'yes' }),
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const who = audience();
    if (!who) return setError(t('idsMissing'));
    if (!f.reason.trim()) return setError(t('reasonMissing'));
    const items = [
      { propId: COIN, count: Math.round((numberOr(f.coin) ?? 0) * 100) },
      { propId: POINTS, count: numberOr(f.points) ?? 0 },
      { propId: DIAMOND, count: numberOr(f.diamonds) ?? 0 },
    ].filter((item) => item.count > 0);
    setBusy(true);
    setError(null);
    try {
      const { job } = await consoleCall('consoleMailSend', {
        audience: who,
        title: f.title,
        body: f.body,
        items,
        promo: f.promo,
        wagering: Number(f.wagering),
        expiresDays: Number(f.expiresDays),
        reason: f.reason.trim(),
      });
      setF((s) => ({ ...s, title: '', body: '', coin: '', points: '', diamonds: '', reason: '' }));
      onSent(job);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate data-testid="mail-compose">
      <h2 className={page.subtitle}>{t('compose')}</h2>
      <SelectField label={t('audience')} value={kind} onValueChange={(value) => setKind(value === 'segment' ? 'segment' : 'players')}>
        <option value="players">{t('audiences.players')}</option>
        <option value="segment">{t('audiences.segment')}</option>
      </SelectField>
      {kind === 'players' ? (
        <label className={styles.field}>
          <span>{t('ids')}</span>
          <textarea className={styles.textarea} value={f.ids} rows={2} onChange={(event) => set('ids')(event.target.value)} />
        </label>
      ) : (
        <div className={styles.grid}>
          <Field label={t('vipMin')} inputMode="numeric" value={f.vipMin} onValueChange={set('vipMin')} />
          <Field label={t('vipMax')} inputMode="numeric" value={f.vipMax} onValueChange={set('vipMax')} />
          <Field label={t('registeredFrom')} type="date" value={f.from} onValueChange={set('from')} />
          <Field label={t('registeredTo')} type="date" value={f.to} onValueChange={set('to')} />
          <SelectField label={t('deposited')} value={f.deposited} onValueChange={set('deposited')}>
            <option value="any">{t('depositedAny')}</option>
            <option value="yes">{t('depositedYes')}</option>
            <option value="no">{t('depositedNo')}</option>
          </SelectField>
        </div>
      )}
      <Field label={t('subject')} value={f.title} maxLength={120} onValueChange={set('title')} />
      <label className={styles.field}>
        <span>{t('body')}</span>
        <textarea className={styles.textarea} value={f.body} maxLength={4000} rows={4} onChange={(event) => set('body')(event.target.value)} />
      </label>
      <div className={styles.grid}>
        <Field label={t('coin')} inputMode="decimal" value={f.coin} onValueChange={set('coin')} />
        <Field label={t('points')} inputMode="numeric" value={f.points} onValueChange={set('points')} />
        <Field label={t('diamonds')} inputMode="numeric" value={f.diamonds} onValueChange={set('diamonds')} />
        <Field label={t('wagering')} inputMode="numeric" value={f.wagering} onValueChange={set('wagering')} />
        <Field label={t('expiresDays')} inputMode="numeric" value={f.expiresDays} onValueChange={set('expiresDays')} />
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={f.promo} onChange={(event) => setF((s) => ({ ...s, promo: event.target.checked }))} /> {t('promo')}
      </label>
      <Field label={t('reason')} value={f.reason} maxLength={500} onValueChange={set('reason')} />
      <Alert message={error} />
      <Button type="submit" busy={busy}>
        {t('send')}
      </Button>
    </form>
  );
}
