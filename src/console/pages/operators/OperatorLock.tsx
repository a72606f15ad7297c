import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleOperatorRow } from '../../../../contract/ops/operators.ts';
import { consoleCall } from '../../api.ts';
import { formatManilaDateTime } from '../../format.ts';
import { Button } from '../../ui/controls.tsx';
import { ReasonDialog } from '../../ui/ReasonDialog.tsx';

/**
 * An account's sign-in lock on the operators page (docs/console.md "Signing in, lockout"): failed
 * sign-ins on the name hold browsers the operator never signed in from until the time shown (the
 * operator's own browser is not held). "Lift lock" forgets those failures, with a reason (audited).
 */
export function OperatorLock({ row, onLifted }: { row: ConsoleOperatorRow; onLifted(name: string): void }) {
  const { t } = useTranslation('console');
  const [lifting, setLifting] = useState(false);
  if (row.disabled || row.lockedUntil === null) return null;
  return (
    <>
      <br />
      <span data-testid={`operator-lock-${row.name}`}>{t('operators.locked', { at: formatManilaDateTime(row.lockedUntil), count: row.failures })}</span>{' '}
      <Button size="sm" variant="secondary" onClick={() => setLifting(true)} aria-label={t('operators.unlockLabel', { name: row.name })}>
        {t('operators.unlock')}
      </Button>
      {lifting ? (
        <ReasonDialog
          title={t('operators.unlockTitle', { name: row.name })}
          description={t('operators.unlockText', { name: row.name })}
          confirmLabel={t('operators.unlock')}
          onConfirm={async (reason) => {
            await consoleCall('consoleOperatorUnlock', { name: row.name, reason });
            setLifting(false);
            onLifted(row.name);
          }}
          onClose={() => setLifting(false)}
        />
      ) : null}
    </>
  );
}
