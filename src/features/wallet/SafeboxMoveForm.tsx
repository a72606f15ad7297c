import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeboxState } from '../../../contract/calls/safebox.ts';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { formatPeso } from '../../shared/format/amount.ts';
import { newRequestId } from '../../shared/requestId.ts';
import { refreshBalances } from '../../shared/session/session.ts';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { parsePesos } from './channels.ts';
import styles from './wallet.module.css';

export type SafeboxDirection = 'in' | 'out';

/**
 * Moves whole pesos between the balance and the safebox. Taking out asks for the safebox password. One
 * request id per attempt: a retry after a lost answer is the same move, so it cannot move twice.
 */
export function SafeboxMoveForm({ direction, state, onMoved }: { direction: SafeboxDirection; state: SafeboxState; onMoved(): Promise<void> }) {
  const { t } = useTranslation('wallet');
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ amount: '', password: '' });
  const [requestId, setRequestId] = useState(newRequestId);
  const limit = direction === 'in' ? state.movableIn : state.safebox;
  const amount = parsePesos(form.values.amount);
  const setAmount = (value: string) => {
    form.set('amount')(value);
    setRequestId(newRequestId());
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tooMuch = amount !== null && amount > limit ? t(direction === 'in' ? 'safebox.tooMuchIn' : 'safebox.tooMuchOut', { amount: formatPeso(limit) }) : null;
    if (!form.check({ amount: amount === null ? t('safebox.submitEmpty') : tooMuch }) || amount === null) return;
    void form.run(async () => {
      if (direction === 'in') await api('safeboxIn', { amount, requestId });
      else await api('safeboxOut', { amount, password: form.values.password, requestId });
      showToast({ key: direction === 'in' ? 'wallet:safebox.movedIn' : 'wallet:safebox.movedOut', params: { amount: formatPeso(amount) }, tone: 'success' });
      form.set('amount')('');
      form.set('password')('');
      setRequestId(newRequestId());
      await refreshBalances().catch(() => {});
      await onMoved();
    });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('safebox.amount')}
        name="amount"
        inputMode="numeric"
        autoComplete="off"
        value={form.values.amount}
        onValueChange={setAmount}
        error={form.error('amount')}
        hint={t(direction === 'in' ? 'safebox.movableHint' : 'safebox.safeboxHint', { amount: formatPeso(limit) })}
      />
      {direction === 'in' && state.movableIn < state.coin ? <p className={styles.note}>{t('safebox.cashOnly')}</p> : null}
      {direction === 'out' ? (
        <PasswordField label={t('safebox.password')} name="password" inputMode="numeric" autoComplete="off" value={form.values.password} onValueChange={form.set('password')} error={form.error('password')} />
      ) : null}
      <FormSubmit form={form} disabled={amount === null}>
        {amount === null ? t('safebox.submitEmpty') : t(direction === 'in' ? 'safebox.submitIn' : 'safebox.submitOut', { amount: formatPeso(amount) })}
      </FormSubmit>
    </form>
  );
}
