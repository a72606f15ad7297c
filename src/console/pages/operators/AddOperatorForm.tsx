import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleRole } from '../../../../contract/ops/define.ts';
import type { ConsoleOperatorRow } from '../../../../contract/ops/operators.ts';
import { consoleCall } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import { Alert, Button, Field, SelectField } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';

export interface NewOperator {
  operator: ConsoleOperatorRow;
  oneTimePassword: string;
  totpUri: string;
}

const ROLES: readonly ConsoleRole[] = ['support', 'finance', 'compliance', 'admin'];
/** The server's rule (contract/ops/operators.ts operatorNameSchema), checked here first to say it plainly. */
const NAME = /^[a-z0-9._-]{2,64}$/;

export function AddOperatorForm({ onCreated }: { onCreated(created: NewOperator): void }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [role, setRole] = useState<ConsoleRole>('support');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!NAME.test(typed)) return setError(t('operators.nameRule'));
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleCall('consoleOperatorAdd', { name: typed, role });
      setName('');
      onCreated({ operator: answer.operator, oneTimePassword: answer.oneTimePassword, totpUri: answer.totpUri });
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('operators.addTitle')}</h2>
      <Field label={t('operators.name')} hint={t('operators.nameRule')} value={name} onValueChange={setName} autoCapitalize="none" spellCheck={false} autoComplete="off" />
      <SelectField label={t('operators.role')} value={role} onValueChange={(value) => setRole(ROLES.find((r) => r === value) ?? 'support')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      <Alert message={error} />
      <Button type="submit" busy={busy}>
        {t('operators.add')}
      </Button>
    </form>
  );
}
