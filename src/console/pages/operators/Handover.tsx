import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import type { NewOperator } from './AddOperatorForm.tsx';

/**
 * The new account's one-time password, shown this once: the server keeps it in no readable form, so
 * the admin hands it over now. The new operator enrols their own authenticator at first sign-in.
 */
export function Handover({ created, onDone }: { created: NewOperator; onDone(): void }) {
  const { t } = useTranslation('console');
  const { name, role } = created.operator;
  const titleId = useId();
  return (
    <section className={page.form} aria-labelledby={titleId} data-testid="operator-handover">
      <h2 id={titleId} className={page.subtitle}>{t('operators.handoverTitle', { name, role: t(`roles.${role}`) })}</h2>
      <Alert message={t('operators.handoverWarning', { name })} tone="warning" />
      <p className={page.muted}>{t('operators.oneTimePassword')}</p>
      <code className={page.code} data-testid="one-time-password">
        {created.oneTimePassword}
      </code>
      <Button onClick={onDone}>{t('operators.handoverDone')}</Button>
    </section>
  );
}
