import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { MessageKey } from '../../../../contract/messages.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { accountLoginSms2 } from '../../../api/calls/accountLoginSms2.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { MobileField } from '../components/MobileField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useFormErrors } from '../useFormErrors.ts';
import { validate } from '../validate.ts';

const FIELDS = ['mobile', 'code', 'birthDate'] as const;

/**
 * Phone sign-in with an SMS code (accountLoginSms2). A number the server does not know becomes a
 * registration: the server asks for the birth date, and the same code is sent again with it.
 */
export function PhoneLoginForm() {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const errors = useFormErrors(FIELDS);
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [needsBirthDate, setNeedsBirthDate] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = errors.check({
      mobile: validate.mobile(mobile),
      code: validate.code(code, settings.codeLength),
      birthDate: needsBirthDate ? validate.birthDate(birthDate, settings.minAge) : null,
    });
    if (!ok) return;
    setBusy(true);
    try {
      const session = await accountLoginSms2({ mobile: cleanMobile(mobile), code: code.trim(), ...(needsBirthDate ? { birthDate } : {}) });
      await completeSignIn(session, settings.welcomeCoin);
    } catch (failure) {
      if (isApiError(failure) && failure.field === 'birthDate' && failure.msg === MessageKey.fieldRequired && !needsBirthDate) {
        setNeedsBirthDate(true);
      } else {
        errors.showFailure(failure);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileField
        value={mobile}
        onValueChange={(v) => {
          setMobile(v);
          errors.clearField('mobile');
        }}
        error={errors.field('mobile')}
      />
      <SmsCodeField
        mobile={mobile}
        mode={AuthMode.loginAndRegister}
        value={code}
        onValueChange={(v) => {
          setCode(v);
          errors.clearField('code');
        }}
        error={errors.field('code')}
        codeLength={settings.codeLength}
        onBeforeSend={() => errors.check({ mobile: validate.mobile(mobile) })}
        onSendFailed={errors.showFailure}
      />
      {needsBirthDate ? (
        <>
          <FormAlert tone="info" message={t('login.newNumber', { age: settings.minAge })} />
          <BirthDateField
            value={birthDate}
            onValueChange={(v) => {
              setBirthDate(v);
              errors.clearField('birthDate');
            }}
            error={errors.field('birthDate')}
            minAge={settings.minAge}
          />
        </>
      ) : null}
      <FormAlert message={errors.formError} />
      <Button type="submit" block busy={busy}>
        {needsBirthDate ? t('login.submitCreate') : t('login.submit')}
      </Button>
    </form>
  );
}
