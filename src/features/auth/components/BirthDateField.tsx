import { useTranslation } from 'react-i18next';
import { latestBirthDateFor } from '../../../shared/validation/age.ts';
import { TextField } from '../../../shared/ui/TextField.tsx';
import '../i18n.ts';

/** Date of birth (YYYY-MM-DD), capped at the latest date that is old enough today. */
export function BirthDateField({ value, onValueChange, error, minAge }: { value: string; onValueChange(v: string): void; error: string | null; minAge: number }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.birthDate')}
      name="birthDate"
      type="date"
      autoComplete="bday"
      min="1900-01-01"
      max={latestBirthDateFor(minAge)}
      value={value}
      onValueChange={onValueChange}
      error={error}
      hint={t('fields.birthDateHint', { age: minAge })}
    />
  );
}
