import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginType } from '../../../../contract/enums.ts';
import { api } from '../../../api/client.ts';
import { formatPeso } from '../../../shared/format/amount.ts';
import { landOnInvite } from '../../../shared/invite/pendingInvite.ts';
import { CoinIcon } from '../../../shared/ui/CoinIcon.tsx';
import { Modal } from '../../../shared/ui/Modal.tsx';
import { Tabs, type TabItem } from '../../../shared/ui/Tabs.tsx';
import { useAppStore } from '../../../store/index.ts';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { AccountRegisterForm } from './AccountRegisterForm.tsx';
import { PhoneRegisterForm } from './PhoneRegisterForm.tsx';
import '../i18n.ts';

type RegisterTab = 'phone' | 'account';

/** Create an account: with a mobile number (accountRegist4) or an account name (accountRegist). */
export default function RegisterModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('auth');
  const open = useAppStore((s) => s.openAuthModal);
  const settings = useAuthSettings();
  const [tab, setTab] = useState<RegisterTab>('phone');
  // An invite link (/auth/register?code=…) fills the code in, counts the visit and keeps the code 30
  // days; a visitor who opens the form later gets the kept code (docs/agents.md "Sharing").
  const [inviteCode] = useState(() => {
    if (typeof window === 'undefined') return '';
    const { pathname, search } = window.location;
    return landOnInvite(pathname === '/auth/register' ? search : '', (code, visitor) => api('actInviteClickInvite', { code, visitor })) ?? '';
  });

  // Only the ways the server allows right now (config registerType).
  const items: TabItem<RegisterTab>[] = [];
  if (settings.registerTypes.includes(LoginType.phone)) items.push({ key: 'phone', label: t('register.tabPhone') });
  if (settings.registerTypes.includes(LoginType.account)) items.push({ key: 'account', label: t('register.tabAccount') });
  const active = items.some((item) => item.key === tab) ? tab : (items[0]?.key ?? 'phone');

  return (
    <Modal title={t('register.title')} onClose={onClose}>
      {settings.welcomeCoin > 0 ? (
        <div className={styles.welcomeBadge}>
          <CoinIcon size={28} />
          <span>{t('register.welcomeCoins', { amount: formatPeso(settings.welcomeCoin) })}</span>
        </div>
      ) : null}
      {items.length > 1 ? (
        <Tabs<RegisterTab> label={t('register.tabsLabel')} items={items} active={active} onChange={setTab}>
          {active === 'phone' ? <PhoneRegisterForm inviteCode={inviteCode} /> : <AccountRegisterForm inviteCode={inviteCode} />}
        </Tabs>
      ) : active === 'phone' ? (
        <PhoneRegisterForm inviteCode={inviteCode} />
      ) : (
        <AccountRegisterForm inviteCode={inviteCode} />
      )}
      <p className={styles.legal}>{t('register.legal', { age: settings.minAge })}</p>
      <p className={styles.switchLine}>
        {t('register.haveAccount')}{' '}
        <button type="button" className={styles.inlineLink} onClick={() => open({ kind: 'login' })}>
          {t('register.toLogin')}
        </button>
      </p>
    </Modal>
  );
}
