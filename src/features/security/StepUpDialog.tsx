import './i18n.ts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client.ts';
import { signinRetrier, type SigninStatus } from '../../shared/challenge/signinRetrier.ts';
import { solveChallenge } from '../../shared/challenge/solveChallenge.ts';
import { FormSubmit } from '../../shared/forms/FormSubmit.tsx';
import { useCodeSender } from '../../shared/forms/useCodeSender.ts';
import { useForm } from '../../shared/forms/useForm.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Modal } from '../../shared/ui/Modal.tsx';
import { PasswordField } from '../../shared/ui/PasswordField.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { useAppStore } from '../../store/index.ts';
import styles from './security.module.css';
import '../../shared/i18n/errorTexts.ts';

/**
 * Asks the player to prove it is them before a sensitive change: the password, or (for players who
 * signed up by SMS and have none) a code sent to their own number. onDone(true) once the server gave
 * this device its few-minute grant; onDone(false) when the player cancels.
 */
export function StepUpDialog({ onDone }: { onDone(granted: boolean): void }) {
  const { t } = useTranslation('security');
  const hasPassword = useAppStore((s) => s.balances?.hasPassword ?? s.userInfo?.hasPassword ?? true);
  const form = useForm({ password: '', code: '' });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { cooldown, sending, send: sendCode } = useCodeSender<{ cooldownSeconds: number; mobile: string }>((failure) => form.showFailure(failure));
  // A password proof passes the sign-in guard: after failures it asks for a wait and a challenge,
  // which the retrier answers as the sign-in form does.
  const [status, setStatus] = useState<SigninStatus>(null);
  const retrier = useRef<ReturnType<typeof signinRetrier> | null>(null);
  retrier.current ??= signinRetrier({ solve: solveChallenge, onStatus: setStatus });

  const send = async () => {
    const sent = await sendCode(() => api('stepUpSms', {}));
    if (sent) setSentTo(sent.mobile);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const required = (value: string) => (value ? null : t('errors:fieldRequired'));
    if (!form.check(hasPassword ? { password: required(form.values.password) } : { code: required(form.values.code) })) return;
    void form.run(async () => {
      if (hasPassword) await retrier.current!.send((answer) => api('stepUp', { password: form.values.password, ...answer }));
      else await api('stepUp', { code: form.values.code });
      onDone(true);
    });
  };

  return (
    <Modal title={t('stepUp.title')} onClose={() => onDone(false)} variant="center">
      <form className={styles.form} onSubmit={submit} noValidate>
        {hasPassword ? (
          <>
            <p className={styles.note}>{t('stepUp.intro')}</p>
            <PasswordField
              label={t('stepUp.password')}
              name="password"
              autoComplete="current-password"
              autoFocus
              value={form.values.password}
              onValueChange={form.set('password')}
              error={form.error('password')}
            />
            {status ? (
              <p className={styles.note} role="status">
                {status.kind === 'solving' ? t('stepUp.checking', { percent: status.percent }) : t('stepUp.waiting', { seconds: status.seconds })}
              </p>
            ) : null}
          </>
        ) : (
          <>
            <p className={styles.note}>{sentTo ? t('stepUp.introSms', { mobile: sentTo }) : t('stepUp.introSmsUnsent')}</p>
            <Button variant="secondary" block busy={sending} disabled={cooldown > 0} onClick={() => void send()}>
              {cooldown > 0 ? t('stepUp.resendIn', { seconds: cooldown }) : sentTo ? t('stepUp.resend') : t('stepUp.send')}
            </Button>
            <TextField
              label={t('stepUp.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={form.values.code}
              onValueChange={form.set('code')}
              error={form.error('code')}
            />
          </>
        )}
        <FormSubmit form={form}>{t('stepUp.confirm')}</FormSubmit>
        <Button variant="ghost" block onClick={() => onDone(false)}>
          {t('stepUp.cancel')}
        </Button>
      </form>
    </Modal>
  );
}
