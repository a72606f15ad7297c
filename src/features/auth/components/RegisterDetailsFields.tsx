import { useTranslation } from 'react-i18next';
import type { FormState } from '../../../shared/forms/useForm.ts';
import { BirthDateField } from './BirthDateField.tsx';
import { InviteCodeField } from './InviteCodeField.tsx';
import { NewPasswordField } from './NewPasswordFields.tsx';
import '../i18n.ts';

/**
 * What every sign-up asks after the player's identifier (mobile number or account name): the
 * password, the date of birth (age gate) and an optional invite code, the same on both tabs.
 */
export function RegisterDetailsFields({
  form,
  passwordLength,
  minAge,
}: {
  form: FormState<'password' | 'birthDate' | 'inviteCode'>;
  passwordLength: { min: number; max: number };
  minAge: number;
}) {
  const { t } = useTranslation('auth');
  const { values } = form;
  return (
    <>
      <NewPasswordField form={form} label={t('fields.password')} passwordLength={passwordLength} />
      <BirthDateField value={values.birthDate} onValueChange={form.set('birthDate')} error={form.error('birthDate')} minAge={minAge} />
      <InviteCodeField value={values.inviteCode} onValueChange={form.set('inviteCode')} error={form.error('inviteCode')} />
    </>
  );
}
