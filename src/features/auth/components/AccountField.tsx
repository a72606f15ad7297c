import { Icon } from '../../../shared/ui/Icon.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import type { FormState } from '../../../shared/forms/useForm.ts';

/**
 * The account name (or, when signing in, a mobile number): username autocomplete, so a password
 * manager pairs it with the password, and no capitals or spelling fixes from phone keyboards.
 */
export function AccountField({ form, label, hint, maxLength }: { form: FormState<'account'>; label: string; hint?: string; maxLength?: number }) {
  return (
    <TextField
      label={label}
      name="account"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={maxLength}
      leading={<Icon name="user" size={18} />}
      value={form.values.account}
      onValueChange={form.set('account')}
      error={form.error('account')}
      hint={hint}
    />
  );
}
