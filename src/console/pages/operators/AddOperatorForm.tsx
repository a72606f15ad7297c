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
}

const ROLES: readonly ConsoleRole[] = ['support', 'finance', 'compliance', 'admin'];
/** The server's rule (contract/ops/operators.ts operatorNameSchema), checked here first to say it plainly. */
const NAME = /^[a-z0-9._-]{2,64}$/;

/**
 * A new operator account. An admin account is only proposed (with a reason): another admin approves it
 * on this page before it exists (docs/console.md "Two admins"); `onProposed` says so.
 */
export function AddOperatorForm({ onCreated, onProposed }: { onCreated(created: NewOperator): void; onProposed(name: string): void }) {
  const { t } = useTranslation('console');
  const [name, setName] = useState('');
  const [role, setRole] = useState<ConsoleRole>('support');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const admin = role === 'admin';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = name.trim();
    if (!NAME.test(typed)) return setError(t('operators.nameRule'));
    if (admin && !reason.trim()) return setError(t('reason.missing'));
    setBusy(true);
    setError(null);
    try {
      const answer = await consoleCall('consoleOperatorAdd', { name: typed, role, ...(admin ? { reason: reason.trim() } : {}) });
      setName('');
      setReason('');
      if (answer.operator && answer.oneTimePassword) onCreated({ operator: answer.operator, oneTimePassword: answer.oneTimePassword });
      else onProposed(typed);
    } catch (failure) {
      setError(consoleErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={page.form} onSubmit={(event) => void submit(event)} noValidate>
      <h2 className={page.subtitle}>{t('operators.addTitle')}</h2>
      <Field label={t('operators.name')} hint={t('operators.nameRule')} value={name} onValueChange={setName} autoCapitalize="none" spellCheck={false} autoComplete="off" />
      <SelectField label={t('operators.role')} value={role} onValueChange={(value) => setRole(ROLES.find((r) => r === value) ?? 'support')}>
        {ROLES.map((r) => (
          <option key={r} value={r}>
            {t(`roles.${r}`)}
          </option>
        ))}
      </SelectField>
      {admin ? <Field label={t('reason.label')} hint={t('operators.adminNeedsSecond')} value={reason} onValueChange={setReason} maxLength={500} /> : null}
      <Alert message={error} />
      <Button type="submit" busy={busy}>
        {admin ? t('operators.propose') : t('operators.add')}
      </Button>
    </form>
  );
}
