import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maskMobile } from '../../shared/validation/mobile.ts';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import { displayAccount } from './displayAccount.ts';
import controls from '../../shared/ui/controls.module.css';
import styles from './member.module.css';
import { manilaDate } from '../../shared/format/date.ts';
import './i18n.ts';


/** Account facts: account name, masked mobile, invite code (copyable), member since. */
export function AccountDetails() {
  const { t } = useTranslation('member');
  const userInfo = useAppStore((s) => s.userInfo);
  const extras = useAppStore((s) => s.extras);
  const [copied, setCopied] = useState(false);
  if (!userInfo) return null;

  const copyInvite = async () => {
    if (!extras?.inviteCode) return;
    try {
      await navigator.clipboard.writeText(extras.inviteCode);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked (http, permissions): the code stays on screen to copy by hand.
    }
  };

  return (
    <section className={styles.card} aria-labelledby="member-details">
      <h2 id="member-details" className={styles.cardTitle}>
        {t('details.title')}
      </h2>
      <dl className={styles.details}>
        <div>
          <dt>{t('details.account')}</dt>
          <dd>{displayAccount(userInfo)}</dd>
        </div>
        <div>
          <dt>{t('details.mobile')}</dt>
          <dd>{userInfo.mobile ? maskMobile(userInfo.mobile) : <span className={styles.muted}>{t('details.mobileNone')}</span>}</dd>
        </div>
        <div>
          <dt>{t('details.inviteCode')}</dt>
          <dd className={styles.inviteRow}>
            <span className={styles.code}>{extras?.inviteCode ?? t('details.none')}</span>
            {extras?.inviteCode ? (
              <button type="button" className={`${controls.softPill} ${styles.copy}`} onClick={copyInvite}>
                <Icon name={copied ? 'check' : 'copy'} size={16} />
                <span>{copied ? t('details.copied') : t('details.copy')}</span>
              </button>
            ) : null}
          </dd>
        </div>
        {extras?.registerTime ? (
          <div>
            <dt>{t('details.memberSince')}</dt>
            <dd>{manilaDate(extras.registerTime)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
