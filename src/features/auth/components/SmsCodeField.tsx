import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuthModeValue } from '../../../../contract/enums.ts';
import { useCodeSender } from '../../../shared/forms/useCodeSender.ts';
import { api } from '../../../api/client.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import controls from '../../../shared/ui/controls.module.css';
import styles from '../auth.module.css';
import '../i18n.ts';

export interface SmsCodeFieldProps {
  /** The number the code goes to; checked by the parent before sending (see onBeforeSend). */
  mobile: string;
  /** Auth mode of the code: register 0, bind 1, forget 2, loginAndRegister 3. */
  mode: AuthModeValue;
  value: string;
  onValueChange(value: string): void;
  error: string | null;
  codeLength: number;
  /** Validates the mobile field; false stops the send. */
  onBeforeSend(): boolean;
  /** A refused send (cooldown, caps, provider down; never the number's account: issue 26), shown by the parent form. */
  onSendFailed(error: unknown): void;
}

/** The SMS code input with its "Send code" button and the resend countdown (60 s, spec server rules). */
export function SmsCodeField({ mobile, mode, value, onValueChange, error, codeLength, onBeforeSend, onSendFailed }: SmsCodeFieldProps) {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { cooldown, sending, send: sendCode } = useCodeSender(onSendFailed);

  const send = async () => {
    if (!onBeforeSend()) return;
    const number = cleanMobile(mobile);
    if (await sendCode(() => api('smsSend', { mobile: number, type: mode }))) setSentTo(number);
  };

  const label = cooldown > 0 ? t('sms.resendIn', { seconds: cooldown }) : sentTo ? t('sms.resend') : t('sms.send');
  return (
    <TextField
      label={t('fields.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('fields.codePlaceholder', { length: codeLength })}
      maxLength={codeLength}
      value={value}
      onValueChange={(v) => onValueChange(v.replace(/\D/g, ''))}
      error={error}
      hint={sentTo ? t('sms.sentTo', { mobile: sentTo }) : undefined}
      leading={<Icon name="shield" size={18} />}
      trailing={
        <button type="button" className={`${controls.softPill} ${styles.sendCode}`} onClick={send} disabled={sending || cooldown > 0}>
          {label}
        </button>
      }
    />
  );
}
