import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/client.ts';
import { Avatar, AVATAR_IDS } from '../../../shared/ui/Avatar.tsx';
import { Card } from '../../../shared/ui/Card.tsx';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../../shared/ui/Spinner.tsx';
import { TextField } from '../../../shared/ui/TextField.tsx';
import { useAppStore } from '../../../store/index.ts';
import { FormSubmit } from '../../../shared/forms/FormSubmit.tsx';
import styles from '../auth.module.css';
import { useAuthSettings } from '../useAuthSettings.ts';
import { useForm } from '../../../shared/forms/useForm.ts';
import { validate } from '../validate.ts';
import '../i18n.ts';

/** updateProfile: nickname (max from config, default 12) and one of the 12 avatars. */
export default function ProfileInfoPage() {
  const { t } = useTranslation('auth');
  const userInfo = useAppStore((s) => s.userInfo);
  return (
    <>
      <PageHeader title={t('profile.title')} fallback="/member" />
      {/* A deep link may arrive before the player has loaded: the form starts from their data. */}
      {userInfo ? (
        <ProfileForm key={userInfo.id} initialNickname={userInfo.nickname} initialAvatar={userInfo.avatar || '1'} />
      ) : (
        <Card>
          <Spinner size={24} />
        </Card>
      )}
    </>
  );
}

function ProfileForm({ initialNickname, initialAvatar }: { initialNickname: string; initialAvatar: string }) {
  const { t } = useTranslation('auth');
  const settings = useAuthSettings();
  const form = useForm({ nickname: initialNickname, avatar: initialAvatar });
  const { nickname, avatar } = form.values;
  const savedNickname = useAppStore((s) => s.userInfo?.nickname);
  const setUserInfo = useAppStore((s) => s.setUserInfo);
  const showToast = useAppStore((s) => s.showToast);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.check({ nickname: validate.nickname(nickname, settings.nicknameLength) })) return;
    void form.run(async () => {
      const result = await api('updateProfile', { nickname: nickname.trim(), avatar });
      setUserInfo(result.userInfo);
      showToast({ key: 'auth:profile.saved', tone: 'success' });
    });
  };

  return (
    <Card>
      <div className={styles.profilePreview}>
        <Avatar id={avatar} size={80} />
        <p className={styles.profileName}>{nickname.trim() || savedNickname}</p>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('fields.nickname')}
          name="nickname"
          autoComplete="nickname"
          leading={<Icon name="edit" size={18} />}
          value={nickname}
          onValueChange={form.set('nickname')}
          error={form.error('nickname')}
          hint={t('fields.nicknameHint', { max: settings.nicknameLength.max })}
        />
        <fieldset className={styles.avatarFieldset}>
          <legend className={styles.legend}>{t('fields.avatar')}</legend>
          <div className={styles.avatarGrid}>
            {AVATAR_IDS.map((id) => (
              <label key={id} className={id === avatar ? `${styles.avatarOption} ${styles.avatarSelected}` : styles.avatarOption}>
                <input type="radio" name="avatar" value={id} checked={id === avatar} onChange={() => form.set('avatar')(id)} className="visually-hidden" />
                <Avatar id={id} size={52} />
                <span className="visually-hidden">{t('fields.avatarOption', { id })}</span>
              </label>
            ))}
          </div>
          {form.error('avatar') ? <p className={styles.fieldError}>{form.error('avatar')}</p> : null}
        </fieldset>
        <FormSubmit form={form}>{t('actions.save', { ns: 'common' })}</FormSubmit>
      </form>
    </Card>
  );
}
