import { useTranslation } from 'react-i18next';
import { LanguagePicker } from '../../../shared/locale/LanguagePicker.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { Tabs } from '../../../shared/ui/Tabs.tsx';
import { useAppStore, type AuthModalState, type LoginTab } from '../../../store/index.ts';
import styles from '../auth.module.css';
import { PasswordLoginForm } from './PasswordLoginForm.tsx';
import { PhoneLoginForm } from './PhoneLoginForm.tsx';
import { LoginType } from '../../../../contract/enums.ts';
import { useAuthSettings } from '../useAuthSettings.ts';
import { SocialButtons } from '../social/SocialButtons.tsx';
import '../i18n.ts';

/** A prefill the phone tab can take (a number, e.g. from "this number already has an account"), not an account name. */
const looksLikeMobile = (value: string | undefined): value is string => value !== undefined && /^\+?\d[\d ]*$/.test(value);

/** Sign in (spec §4): phone + SMS code by default; ?type=account opens account + password. */
export default function LoginModal({ modal, onClose }: { modal: AuthModalState; onClose(): void }) {
  const { t } = useTranslation('auth');
  const open = useAppStore((s) => s.openAuthModal);
  // The phone (SMS code) tab only while the configuration enables it (preLogin2's loginTypes).
  const phoneOn = useAuthSettings().loginTypes.includes(LoginType.phone);
  const tab: LoginTab = phoneOn ? (modal.loginTab ?? 'phone') : 'account';
  return (
    <Modal title={t('login.title')} onClose={onClose}>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      <Tabs
        label={t('login.tabsLabel')}
        items={[...(phoneOn ? [{ key: 'phone' as const, label: t('login.tabPhone') }] : []), { key: 'account' as const, label: t('login.tabPassword') }]}
        active={tab}
        onChange={(loginTab) => open({ ...modal, loginTab })}
      >
        {tab === 'phone' ? <PhoneLoginForm initialMobile={looksLikeMobile(modal.account) ? modal.account : ''} /> : <PasswordLoginForm initialAccount={modal.account ?? ''} />}
      </Tabs>
      <SocialButtons />
      <p className={styles.switchLine}>
        {t('login.noAccount')}{' '}
        <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'register' })}>
          {t('login.toRegister')}
        </button>
      </p>
      {/* Before an account exists: the language, kept in the locale cookie (shared/locale). */}
      <LanguagePicker />
    </Modal>
  );
}
