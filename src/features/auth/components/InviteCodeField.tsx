import { useTranslation } from 'react-i18next';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import '../i18n.ts';

/** Optional invite code of the friend who invited the player. */
export function InviteCodeField({ value, onValueChange, error }: { value: string; onValueChange(v: string): void; error: string | null }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      label={t('fields.inviteCode')}
      name="inviteCode"
      autoCapitalize="characters"
      autoComplete="off"
      spellCheck={false}
      leading={<Icon name="gift" size={18} />}
      value={value}
      onValueChange={(v) => onValueChange(v.toUpperCase())}
      error={error}
    />
  );
}
