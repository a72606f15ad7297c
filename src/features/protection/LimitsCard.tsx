import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { limitKinds, limitPeriods, type LimitKind, type LimitPeriodName, type SelfLimit } from '../../../contract/calls/protection.ts';
import { api } from '../../api/client.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { formatAmount, manilaTime } from './format.ts';
import styles from './protection.module.css';

/** The player's limits: set, lower (at once), raise or remove (after 24 h and a confirmation). */
export function LimitsCard({ limits, reload }: { limits: SelfLimit[]; reload(): Promise<void> }) {
  const { t, i18n } = useTranslation('protection');
  const showToast = useAppStore((s) => s.showToast);
  const [kind, setKind] = useState<LimitKind>('deposit');
  const [period, setPeriod] = useState<LimitPeriodName>('day');
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const session = kind === 'session';
  const kindId = useId();
  const periodId = useId();

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      await reload();
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const set = (k: LimitKind, p: LimitPeriodName, value: number | null) =>
    run(async () => {
      const { applied } = await api('setSelfLimit', { kind: k, period: p, amount: value });
      showToast({ key: applied === 'now' ? 'protection:limits.appliedNow' : 'protection:limits.appliedPending', tone: applied === 'now' ? 'success' : 'info' });
    });

  const submit = () => {
    const whole = Number(amount);
    if (!Number.isInteger(whole) || whole <= 0) return setFailure(t('limits.amountInvalid'));
    void set(kind, session ? 'day' : period, session ? whole : whole * 100);
  };

  const label = (limit: SelfLimit) => t('limits.row', { kind: t(`limits.kinds.${limit.kind}`), period: t(`limits.periods.${limit.period}`) });
  const money = (hundredths: number) => formatAmount(hundredths);

  return (
    <Card aria-labelledby="limits-title">
      <h2 id="limits-title" className={styles.heading}>
        {t('limits.title')}
      </h2>
      {limits.length === 0 ? <p className={styles.note}>{t('limits.none')}</p> : null}
      <ul className={styles.list} data-testid="limits">
        {limits.map((limit) => (
          <li key={`${limit.kind}-${limit.period}`} className={styles.row}>
            <span className={styles.rowTitle}>
              {label(limit)}: {limit.kind === 'session' ? t('reality.minutes', { count: limit.amount }) : `₱${money(limit.amount)}`}
            </span>
            <span className={styles.meta}>
              {limit.kind === 'session'
                ? t('limits.time', { used: limit.used, amount: limit.amount, left: limit.left })
                : t('limits.money', { used: money(limit.used), amount: money(limit.amount), left: money(limit.left) })}
            </span>
            <span className={styles.meta}>{t('limits.resets', { time: manilaTime(limit.resetsAt, i18n.language) })}</span>
            {limit.pendingFrom !== null ? (
              <>
                <span className={styles.meta}>
                  {limit.pendingRemove
                    ? t('limits.pendingRemove', { time: manilaTime(limit.pendingFrom, i18n.language) })
                    : t('limits.pending', { amount: limit.kind === 'session' ? limit.pendingAmount : `₱${money(limit.pendingAmount ?? 0)}`, time: manilaTime(limit.pendingFrom, i18n.language) })}
                </span>
                <div className={styles.actions}>
                  <Button size="sm" disabled={busy} onClick={() => run(async () => void (await api('confirmSelfLimit', { kind: limit.kind, period: limit.period })))}>
                    {t('limits.confirm')}
                  </Button>
                  <Button size="sm" variant="secondary" disabled={busy} onClick={() => run(async () => void (await api('cancelPendingLimit', { kind: limit.kind, period: limit.period })))}>
                    {t('limits.cancel')}
                  </Button>
                </div>
              </>
            ) : (
              <div className={styles.actions}>
                <Button size="sm" variant="secondary" disabled={busy} onClick={() => set(limit.kind, limit.period, null)}>
                  {t('limits.remove')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className={styles.select}>
          <label htmlFor={kindId}>{t('limits.kind')}</label>
          <select id={kindId} value={kind} onChange={(event) => setKind(event.target.value as LimitKind)}>
            {limitKinds.map((k) => (
              <option key={k} value={k}>
                {t(`limits.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        {session ? null : (
          <div className={styles.select}>
            <label htmlFor={periodId}>{t('limits.period')}</label>
            <select id={periodId} value={period} onChange={(event) => setPeriod(event.target.value as LimitPeriodName)}>
              {limitPeriods.map((p) => (
                <option key={p} value={p}>
                  {t(`limits.periods.${p}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <TextField label={session ? t('limits.minutes') : t('limits.amount')} inputMode="numeric" value={amount} onValueChange={setAmount} />
        <FormAlert message={failure} />
        <Button type="submit" busy={busy}>
          {t('limits.save')}
        </Button>
      </form>
    </Card>
  );
}
