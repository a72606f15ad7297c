import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiamondAddress } from '../../../contract/calls/diamonds.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import styles from './diamonds.module.css';

const FIELDS = ['name', 'mobile', 'line', 'city', 'province', 'postalCode'] as const;
export const EMPTY_ADDRESS: DiamondAddress = { name: '', mobile: '', line: '', city: '', province: '', postalCode: '' };

/**
 * A delivery address (a new order's, or a pending order's change). The server checks it (the contract's
 * rules); its refusal names the field, shown under it.
 */
export function AddressForm({
  initial,
  submitLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
}: {
  initial: DiamondAddress;
  submitLabel: string;
  busy: boolean;
  failure: { message: string; field?: string } | null;
  onSubmit(address: DiamondAddress): void;
  onCancel(): void;
}) {
  const { t } = useTranslation('diamonds');
  const [address, setAddress] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(address);
  };
  const fieldOf = failure?.field?.replace(/^address\./, '');
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`address.${field}`)}
          value={address[field]}
          onValueChange={(value) => setAddress((previous) => ({ ...previous, [field]: value }))}
          inputMode={field === 'mobile' || field === 'postalCode' ? 'numeric' : undefined}
          autoComplete={field === 'name' ? 'name' : field === 'mobile' ? 'tel' : field === 'postalCode' ? 'postal-code' : 'off'}
          error={fieldOf === field ? failure?.message : null}
        />
      ))}
      {failure && !FIELDS.includes(fieldOf as (typeof FIELDS)[number]) ? <FormAlert message={failure.message} /> : null}
      <div className={styles.row}>
        <Button variant="secondary" onClick={onCancel}>
          {t('address.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
