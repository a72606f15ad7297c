import { useTranslation } from 'react-i18next';
import { Alert, Button } from '../../ui/controls.tsx';
import page from '../../ui/page.module.css';
import type { NewOperator } from './AddOperatorForm.tsx';
import { QrCode } from './QrCode.tsx';

/**
 * The new account's one-time password and TOTP enrolment, shown this once: the server keeps neither in
 * a readable form, so the admin hands them over now (the QR code to the new operator's authenticator app).
 */
export function Handover({ created, onDone }: { created: NewOperator; onDone(): void }) {
  const { t } = useTranslation('console');
  const { name, role } = created.operator;
  return (
    <section className={page.form} aria-labelledby="handover-title" data-testid="operator-handover">
      <h2 id="handover-title">{t('operators.handoverTitle', { name, role: t(`roles.${role}`) })}</h2>
      <Alert message={t('operators.handoverWarning', { name })} tone="warning" />
      <p className={page.muted}>{t('operators.oneTimePassword')}</p>
      <code className={page.code} data-testid="one-time-password">
        {created.oneTimePassword}
      </code>
      <p className={page.muted}>{t('operators.totpQr')}</p>
      <QrCode text={created.totpUri} label={t('operators.totpQrLabel', { name })} />
      <p className={page.muted}>{t('operators.totpUri')}</p>
      <code className={page.code} data-testid="totp-uri">
        {created.totpUri}
      </code>
      <Button onClick={onDone}>{t('operators.handoverDone')}</Button>
    </section>
  );
}
