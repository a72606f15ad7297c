import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import '../i18n.ts';

/** A PH mobile number input: numeric keyboard, tel autocomplete. */
export function MobileField({ value, onValueChange, error, autoFocus }: { value: string; onValueChange(v: string): void; error: string | null; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.mobile')}
      name="mobile"
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      placeholder={t('fields.mobilePlaceholder')}
      leading={<Icon name="phone" size={18} />}
      value={value}
      onValueChange={onValueChange}
      error={error}
      autoFocus={autoFocus}
    />
  );
}
