import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SafeboxState } from '../../../contract/calls/safebox.ts';
import { api } from '../../api/client.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useForm } from '../../shared/forms/useForm.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { useStepUp } from '../security/useStepUp.tsx';
import { safeboxPasswordProblem } from './safeboxChecks.ts';
import styles from './wallet.module.css';

type Done = (state: SafeboxState) => void;

/**
 * Sets the first safebox password, or changes it. A player with a sign-in password types it here; one
 * without (signed up by SMS) proves it is them by a step-up code when the server asks (useStepUp).
 */
export function SafeboxPasswordForm({ mode, state, onDone }: { mode: 'set' | 'change'; state: SafeboxState; onDone: Done }) {
  const { t } = useTranslation('wallet');
  const showToast = useAppStore((s) => s.showToast);
  const stepUp = useStepUp();
  const form = useForm({ newPassword: '', confirm: '', password: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = safeboxPasswordProblem(values.newPassword, values.confirm, state);
    const missing = state.hasPassword && values.password === '' ? t('safebox.signInPasswordHint') : null;
    const checks = problem?.key === 'safebox.mismatch' ? { confirm: t(problem.key) } : { newPassword: problem ? t(problem.key, problem.values) : null };
    if (!form.check({ ...checks, password: missing })) return;
    void form.run(async () => {
      const next = await stepUp.run(() =>
        api('safeboxSetPassword', { newPassword: values.newPassword, ...(state.hasPassword ? { password: values.password } : {}), ...(mode === 'change' ? { change: true } : {}) }),
      );
      showToast({ key: 'wallet:safebox.saved', tone: 'success' });
      const { errcode: _e, msg: _m, ...fresh } = next;
      onDone(fresh);
    });
  };

  const digits = { min: state.passwordMin, max: state.passwordMax };
  return (
    <>
      <form className={styles.form} onSubmit={submit} noValidate>
        {mode === 'set' ? <p className={styles.intro}>{t('safebox.setIntro', digits)}</p> : null}
        <PasswordField label={t('safebox.newPassword')} name="newPassword" inputMode="numeric" autoComplete="new-password" value={values.newPassword} onValueChange={form.set('newPassword')} error={form.error('newPassword')} hint={t('safebox.format', digits)} />
        <PasswordField label={t('safebox.confirmPassword')} name="confirm" inputMode="numeric" autoComplete="new-password" value={values.confirm} onValueChange={form.set('confirm')} error={form.error('confirm')} />
        {state.hasPassword ? (
          <PasswordField label={t('safebox.signInPassword')} name="password" autoComplete="current-password" value={values.password} onValueChange={form.set('password')} error={form.error('password')} hint={t('safebox.signInPasswordHint')} />
        ) : null}
        <FormSubmit form={form}>{t(mode === 'set' ? 'safebox.set' : 'safebox.change')}</FormSubmit>
      </form>
      {stepUp.dialog}
    </>
  );
}

/** Resets a forgotten safebox password with a code sent by SMS to the player's own number. */
export function SafeboxResetForm({ state, onDone }: { state: SafeboxState; onDone: Done }) {
  const { t } = useTranslation('wallet');
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ code: '', newPassword: '', confirm: '' });
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { values } = form;

  if (!state.hasMobile) return <p className={styles.note}>{t('safebox.noMobile')}</p>;

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSent((await api('safeboxResetSms', {})).mobile);
    } catch (error) {
      setSendError(failureMessage(error));
    } finally {
      setSending(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = safeboxPasswordProblem(values.newPassword, values.confirm, state);
    const checks = problem?.key === 'safebox.mismatch' ? { confirm: t(problem.key) } : { newPassword: problem ? t(problem.key, problem.values) : null };
    if (!form.check(checks)) return;
    void form.run(async () => {
      const { errcode: _e, msg: _m, ...fresh } = await api('safeboxReset', { code: values.code.trim(), newPassword: values.newPassword });
      showToast({ key: 'wallet:safebox.saved', tone: 'success' });
      onDone(fresh);
    });
  };

  const digits = { min: state.passwordMin, max: state.passwordMax };
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Button variant="secondary" block busy={sending} onClick={() => void send()}>
        {t('safebox.sendCode')}
      </Button>
      <FormAlert message={sendError} />
      {sent ? <p className={styles.note}>{t('safebox.codeSent', { mobile: sent })}</p> : null}
      <TextField label={t('safebox.code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onValueChange={form.set('code')} error={form.error('code')} />
      <PasswordField label={t('safebox.newPassword')} name="newPassword" inputMode="numeric" autoComplete="new-password" value={values.newPassword} onValueChange={form.set('newPassword')} error={form.error('newPassword')} hint={t('safebox.format', digits)} />
      <PasswordField label={t('safebox.confirmPassword')} name="confirm" inputMode="numeric" autoComplete="new-password" value={values.confirm} onValueChange={form.set('confirm')} error={form.error('confirm')} />
      <FormSubmit form={form}>{t('safebox.reset')}</FormSubmit>
    </form>
  );
}
