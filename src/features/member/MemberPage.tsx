import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { signOut } from '../../shared/session/session.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { useAppStore } from '../../store/index.ts';
import { LastSignIn } from '../protection/LastSignIn.tsx';
import { AccountDetails } from './AccountDetails.tsx';
import { AccountLinks } from './AccountLinks.tsx';
import { InviterFill } from './InviterFill.tsx';
import styles from './member.module.css';
import { ProfileHeader } from './ProfileHeader.tsx';
import { RewardLinks } from './RewardLinks.tsx';
import './i18n.ts';

/** Account home (guard auth): who the player is, their balance and level, settings and sign-out. */
export default function MemberPage() {
  const { t } = useTranslation('member');
  const navigate = useNavigate();
  const userInfo = useAppStore((s) => s.userInfo);
  const showToast = useAppStore((s) => s.showToast);
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    await signOut(() => navigate('/', { replace: true }));
    showToast({ key: 'member:signedOut', tone: 'info' });
  };

  if (!userInfo) {
    return (
      <div className={styles.loading} role="status">
        <Spinner size={28} />
        <span>{t('loading', { ns: 'common' })}</span>
      </div>
    );
  }

  return (
    <div className={styles.member}>
      <h1 className="visually-hidden">{t('title')}</h1>
      <ProfileHeader />
      <LastSignIn />
      <AccountDetails />
      <InviterFill />
      <RewardLinks />
      <AccountLinks />
      <Button variant="danger" block busy={signingOut} onClick={onSignOut} icon={<Icon name="logout" size={20} />}>
        {t('signOut')}
      </Button>
    </div>
  );
}
