import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../shared/ui/PasswordField.tsx';
import type { FormState } from '../../../shared/forms/useForm.ts';
import '../i18n.ts';

type Range = { min: number; max: number };

/**
 * A password being chosen (sign-up, reset, first password): new-password autocomplete so password
 * managers offer to generate and save it, and the length rule shown up front.
 */
export function NewPasswordField({ form, label, passwordLength }: { form: FormState<'password'>; label: string; passwordLength: Range }) {
  const { t } = useTranslation('auth');
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      value={form.values.password}
      onValueChange={form.set('password')}
      error={form.error('password')}
      hint={t('fields.passwordHint', passwordLength)}
    />
  );
}

/** "New password" with a second entry to confirm it, where no one is signed in to see a typo fixed. */
export function NewPasswordFields({ form, passwordLength }: { form: FormState<'password' | 'confirmPassword'>; passwordLength: Range }) {
  const { t } = useTranslation('auth');
  return (
    <>
      <NewPasswordField form={form} label={t('fields.newPassword')} passwordLength={passwordLength} />
      <PasswordField
        label={t('fields.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onValueChange={form.set('confirmPassword')}
        error={form.error('confirmPassword')}
      />
    </>
  );
}
