import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthMode } from '../../../../contract/enums.ts';
import { bindAccount } from '../../../api/calls/bindAccount.ts';
import { loadPlayer } from '../../../shared/session/session.ts';
import { cleanMobile, maskMobile } from '../../../shared/validation/mobile.ts';
import { Button } from '../../../shared/ui/Button.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { FormAlert } from '../../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { useAppStore } from '../../../store/index.ts';
import { MobileField } from '../components/MobileField.tsx';
import { SmsCodeField } from '../components/SmsCodeField.tsx';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../useForm.ts';
import { validate } from '../validate.ts';

/** bindAccount: link a mobile number to an account-name player (SMS code, mode bind). */
export default function BindMobilePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const settings = useAuthSettings();
  const linked = useAppStore((s) => s.userInfo?.mobile);
  const showToast = useAppStore((s) => s.showToast);
  const form = useForm({ mobile: '', code: '' });
  const { values } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ mobile: validate.mobile(values.mobile), code: validate.code(values.code, settings.codeLength) })) return;
    void form.run(async () => {
      await bindAccount({ mobile: cleanMobile(values.mobile), code: values.code.trim() });
      await loadPlayer().catch(() => {});
      showToast({ key: 'auth:bind.done', tone: 'success' });
      void navigate('/member', { replace: true });
    });
  };

  return (
    <>
      <PageHeader title={t('bind.title')} fallback="/member" />
      {linked ? (
        <Card>
          <FormAlert tone="success" message={t('bind.alreadyLinked', { mobile: maskMobile(linked) })} />
          <Link to="/member" className={styles.pageLink}>
            {t('pages.backToAccount')}
          </Link>
        </Card>
      ) : (
        <Card>
          <p className={styles.subtitle}>{t('bind.subtitle')}</p>
          <form className={styles.form} onSubmit={submit} noValidate>
            <MobileField value={values.mobile} onValueChange={form.set('mobile')} error={form.error('mobile')} />
            <SmsCodeField
              mobile={values.mobile}
              mode={AuthMode.bind}
              value={values.code}
              onValueChange={form.set('code')}
              error={form.error('code')}
              codeLength={settings.codeLength}
              onBeforeSend={() => form.check({ mobile: validate.mobile(values.mobile) })}
              onSendFailed={form.showFailure}
            />
            <FormAlert message={form.formError} />
            <Button type="submit" block busy={form.busy}>
              {t('bind.submit')}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}
