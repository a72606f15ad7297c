import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCallResult } from '../../../../contract/ops/index.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime, formatPesoExact } from '../../format.ts';
import { useLoad } from '../../useLoad.ts';
import { Alert, Button, Field, SelectField } from '../../ui/controls.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';
import { Loading } from '../dashboard/Loading.tsx';
import { checkLimit } from './limitCheck.ts';
import styles from './players.module.css';

type Protection = ConsoleCallResult<'consolePlayerProtection'>;
type Limit = Protection['limits'][number];
/** contract/calls/protection.ts limitKinds and limitPeriods, written out to keep zod out of the chunk. */
const KINDS = ['deposit', 'loss', 'wager', 'session'] as const;
const PERIODS = ['day', 'week', 'month'] as const;

/** A limit's amount as the player sees it: pesos, or minutes for the play-time limit. */
const amountText = (t: (key: string, o?: Record<string, unknown>) => string, kind: string, amount: number) =>
  kind === 'session' ? t('player.protection.minutes', { count: amount }) : formatPesoExact(amount);

/**
 * A player's limits, exclusion and their history (compliance and admin; issue 19): an operator may
 * lower a limit (or set one) at once, never raise it, and may exclude the player. Each is audited.
 */
export function PlayerProtection({ id }: { id: number }) {
  const { t } = useTranslation('console-pages');
  const { state, reload } = useLoad(async (signal) => consoleCall('consolePlayerProtection', { id }, { signal }));
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section className={styles.section} aria-labelledby="player-protection">
      <h2 id="player-protection" className={styles.sectionTitle}>
        {t('player.protection.title')}
      </h2>
      <Alert message={notice} tone="success" />
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'failed' ? <Alert message={state.message} /> : null}
      {state.status === 'ready' ? (
        <>
          <p className={styles.empty} data-testid="player-exclusion">
            {state.data.exclusion
              ? t(`player.protection.excluded.${state.data.exclusion.kind}`, { until: formatManilaDateTime(state.data.exclusion.until) })
              : t('player.protection.notExcluded')}
          </p>
          <LimitsTable limits={state.data.limits} />
          <LowerLimit
            id={id}
            limits={state.data.limits}
            onDone={(text) => {
              setNotice(text);
              reload();
            }}
          />
          <Exclude
            id={id}
            onDone={(text) => {
              setNotice(text);
              reload();
            }}
          />
        </>
      ) : null}
    </section>
  );
}

function LimitsTable({ limits }: { limits: Limit[] }) {
  const { t } = useTranslation('console-pages');
  if (limits.length === 0) return <p className={styles.empty}>{t('player.protection.noLimits')}</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} aria-label={t('player.protection.limits')}>
        <thead>
          <tr>
            <th scope="col">{t('player.protection.kind')}</th>
            <th scope="col">{t('player.protection.period')}</th>
            <th scope="col" className={styles.numeric}>
              {t('player.protection.amount')}
            </th>
            <th scope="col" className={styles.numeric}>
              {t('player.protection.used')}
            </th>
            <th scope="col">{t('player.protection.pending')}</th>
          </tr>
        </thead>
        <tbody>
          {limits.map((limit) => (
            <tr key={`${limit.kind}-${limit.period}`}>
              <td>{t(`player.protection.kinds.${limit.kind}`)}</td>
              <td>{t(`player.protection.periods.${limit.period}`)}</td>
              <td className={styles.numeric}>{amountText(t, limit.kind, limit.amount)}</td>
              <td className={styles.numeric}>{amountText(t, limit.kind, limit.used)}</td>
              <td>
                {limit.pendingFrom === null
                  ? '—'
                  : t(limit.pendingRemove ? 'player.protection.pendingRemove' : 'player.protection.pendingRaise', {
                      amount: limit.pendingAmount === null ? '' : amountText(t, limit.kind, limit.pendingAmount),
                      from: formatManilaDateTime(limit.pendingFrom),
                    })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Sets a limit at or below the one in force; a higher one is refused here with the reason (the server refuses it too). */
function LowerLimit({ id, limits, onDone }: { id: number; limits: Limit[]; onDone(text: string): void }) {
  const { t } = useTranslation('console-pages');
  const [kind, setKind] = useState<(typeof KINDS)[number]>('deposit');
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('day');
  const [amount, setAmount] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const session = kind === 'session';
  const current = limits.find((l) => l.kind === kind && l.period === (session ? 'day' : period));
  const checked = checkLimit(amount, session, current?.amount);
  const value = Number(amount.trim());
  // The reason dialog stays outside the form: its own form's submit would bubble (through the portal) into this one.
  return (
    <>
      <form
        className={styles.subform}
        aria-label={t('player.protection.lowerTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          if (checked.problem === 'invalid') return setError(t('player.protection.amountInvalid'));
          if (checked.problem === 'raise') return setError(t('player.protection.cannotRaise', { amount: amountText(t, kind, checked.inForce) }));
          setError(null);
          setAsking(true);
        }}
        noValidate
      >
        <h3 className={styles.subTitle}>{t('player.protection.lowerTitle')}</h3>
        <SelectField label={t('player.protection.kind')} value={kind} onValueChange={(v) => setKind(v as (typeof KINDS)[number])}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`player.protection.kinds.${k}`)}
            </option>
          ))}
        </SelectField>
        {session ? null : (
          <SelectField label={t('player.protection.period')} value={period} onValueChange={(v) => setPeriod(v as (typeof PERIODS)[number])}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`player.protection.periods.${p}`)}
              </option>
            ))}
          </SelectField>
        )}
        <Field
          label={session ? t('player.protection.newMinutes') : t('player.protection.newAmount')}
          hint={current ? t('player.protection.inForce', { amount: amountText(t, kind, current.amount) }) : t('player.protection.noneInForce')}
          inputMode="numeric"
          value={amount}
          onValueChange={setAmount}
          error={error}
        />
        <div>
          <Button type="submit" variant="secondary" size="sm">
            {t('player.protection.lower')}
          </Button>
        </div>
      </form>
      {asking ? (
        <ReasonDialog
          title={t('player.protection.lowerTitle')}
          confirmLabel={t('player.protection.lower')}
          onClose={() => setAsking(false)}
          onConfirm={async (reason) => {
            const set = await consoleCall('consolePlayerLimitLower', { id, kind, period: session ? 'day' : period, amount: checked.problem === null ? checked.amount : value, reason });
            setAsking(false);
            setAmount('');
            onDone(t('player.protection.lowered', { kind: t(`player.protection.kinds.${kind}`), amount: amountText(t, kind, set.limit.amount) }));
          }}
        />
      ) : null}
    </>
  );
}

/** An operator exclusion for a number of days: every session ends at once. */
function Exclude({ id, onDone }: { id: number; onDone(text: string): void }) {
  const { t } = useTranslation('console-pages');
  const [days, setDays] = useState('30');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const value = Number(days);
  const valid = /^\d{1,4}$/.test(days.trim()) && value >= 1 && value <= 3650;
  return (
    <>
      <form
        className={styles.subform}
        aria-label={t('player.protection.excludeTitle')}
        onSubmit={(event) => {
          event.preventDefault();
          setError(valid ? null : t('player.protection.daysInvalid'));
          if (valid) setAsking(true);
        }}
        noValidate
      >
        <h3 className={styles.subTitle}>{t('player.protection.excludeTitle')}</h3>
        <Field label={t('player.protection.days')} inputMode="numeric" value={days} onValueChange={setDays} error={error} />
        <div>
          <Button type="submit" variant="danger" size="sm">
            {t('player.protection.exclude')}
          </Button>
        </div>
      </form>
      {asking ? (
        <ReasonDialog
          danger
          title={t('player.protection.excludeTitle')}
          description={t('player.protection.excludeWarning', { count: value })}
          confirmLabel={t('player.protection.exclude')}
          onClose={() => setAsking(false)}
          onConfirm={async (reason) => {
            const { until } = await consoleCall('consolePlayerExclude', { id, days: value, reason });
            setAsking(false);
            onDone(t('player.protection.excludedDone', { until: formatManilaDateTime(until) }));
          }}
        />
      ) : null}
    </>
  );
}
