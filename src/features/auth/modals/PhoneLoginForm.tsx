import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthMode } from '../../../../contract/enums.ts';
import { MessageKey } from '../../../../contract/messages.ts';
import { Errcode } from '../../../../contract/errcodes.ts';
import { isApiError, type ApiError } from '../../../api/ApiError.ts';
import { PausedSignIn } from '../components/PausedSignIn.tsx';
import { api } from '../../../api/client.ts';
import { cleanMobile } from '../../../shared/validation/mobile.ts';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { BirthDateField } from '../components/BirthDateField.tsx';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import { MobileCodeFields } from '../components/MobileCodeFields.tsx';
import styles from '../auth.module.css';
import { completeSignIn } from '../completeSignIn.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import '../i18n.ts';

/**
 * Phone sign-in with an SMS code (accountLoginSms2). A number the server does not know becomes a
 * registration: the server asks for the birth date, and the same code is sent again with it.
 */
export function PhoneLoginForm({ initialMobile = '' }: { initialMobile?: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ mobile: initialMobile, code: '', birthDate: '' });
  const { values } = form;
  const [needsBirthDate, setNeedsBirthDate] = useState(false);
  // A paused account's refusal (6003): the server left the code unspent, so it can be sent again as withdraw-only.
  const [paused, setPaused] = useState<{ refusal: ApiError; withdraw(): Promise<void> } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const ok = form.check({
      mobile: validate.mobile(values.mobile),
      code: validate.code(values.code, settings.codeLength),
      birthDate: needsBirthDate ? validate.birthDate(values.birthDate, settings.minAge) : null,
    });
    if (!ok) return;
    void form.run(async () => {
      const signIn = async (withdrawOnly: boolean) => {
        const birthDate = needsBirthDate ? { birthDate: values.birthDate } : {};
        const session = await api('accountLoginSms2', { mobile: cleanMobile(values.mobile), code: values.code.trim(), ...birthDate, ...(withdrawOnly ? { withdrawOnly } : {}) });
        await completeSignIn(session, settings.welcomeCoin);
      };
      try {
        await signIn(false);
      } catch (failure) {
        if (isApiError(failure) && failure.errcode === Errcode.signInExcluded) {
          setPaused({ refusal: failure, withdraw: () => signIn(true) });
          return;
        }
        if (!(isApiError(failure) && failure.field === 'birthDate' && failure.msg === MessageKey.fieldRequired && !needsBirthDate)) throw failure;
        setNeedsBirthDate(true);
      }
    });
  };

  if (paused) return <PausedSignIn refusal={paused.refusal} withdraw={paused.withdraw} back={() => setPaused(null)} />;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <MobileCodeFields form={form} mode={AuthMode.loginAndRegister} codeLength={settings.codeLength} />
      {needsBirthDate ? (
        <>
          <FormAlert tone="info" message={t('login.newNumber', { age: settings.minAge })} />
          <BirthDateField value={values.birthDate} onValueChange={form.set('birthDate')} error={form.error('birthDate')} minAge={settings.minAge} />
        </>
      ) : null}
      <FormSubmit form={form}>{needsBirthDate ? t('login.submitCreate') : t('login.submit')}</FormSubmit>
    </form>
  );
}
