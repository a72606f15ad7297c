import './i18n.ts';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserOther } from '../../../contract/calls/profile.ts';
import { DEFAULT_NICKNAME_MAX } from '../../../contract/enums.ts';
import { api } from '../../api/client.ts';
import { isApiError } from '../../api/ApiError.ts';
import { failureMessage } from '../../shared/i18n/errorMessage.ts';
import { i18next } from '../../shared/i18n/i18n.ts';
import { LanguagePicker } from '../../shared/locale/LanguagePicker.tsx';
import { PushSettings } from '../push/PushSettings.tsx';
import { SocialLinks } from '../auth/social/SocialLinks.tsx';
import { resizeForUpload } from '../../shared/images/resize.ts';
import { Avatar, AVATAR_IDS } from '../../shared/ui/Avatar.tsx';
import { Button } from '../../shared/ui/Button.tsx';
import { Card } from '../../shared/ui/Card.tsx';
import { FormAlert } from '../../shared/ui/FormAlert.tsx';
import { PageHeader } from '../../shared/ui/PageHeader.tsx';
import { Spinner } from '../../shared/ui/Spinner.tsx';
import { TextField } from '../../shared/ui/TextField.tsx';
import { maskMobile } from '../../shared/validation/mobile.ts';
import { useAppStore } from '../../store/index.ts';
import styles from './profile.module.css';
import '../../shared/i18n/errorTexts.ts';

/** What the device sends as an avatar: the server crops it to a 256-pixel square anyway. */
const AVATAR_SEND_SIDE = 512;
const formatDay = (ms: number) => new Date(ms).toLocaleDateString(i18next.language, { timeZone: 'Asia/Manila', dateStyle: 'long' });

/**
 * /member/profile (and /v2, /info): everything the player's profile holds, each field from the
 * server (userInfo, appUserOther); the nickname, the avatar (a shipped one or their own picture)
 * and the contact email are editable here, with the server's refusals translated under each field.
 */
export default function ProfilePage() {
  const { t } = useTranslation('profile');
  const userInfo = useAppStore((s) => s.userInfo);
  const [other, setOther] = useState<UserOther | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    api('appUserOther', {}).then(
      (result) => live && setOther(result.other),
      (error: unknown) => live && setFailure(failureMessage(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} fallback="/member" />
      <FormAlert message={failure} />
      {!userInfo || (!other && !failure) ? <Spinner /> : null}
      {userInfo && other ? (
        <>
          <Card>
            <div className={styles.identity}>
              <Avatar id={userInfo.avatar || '1'} src={userInfo.avatarOther || undefined} size={72} />
              <p className={styles.nickname} data-testid="profile-nickname">
                {userInfo.nickname}
              </p>
            </div>
            <dl className={styles.facts}>
              <dt>{t('account')}</dt>
              <dd>{userInfo.account}</dd>
              <dt>{t('playerId')}</dt>
              <dd>{userInfo.id}</dd>
              <dt>{t('mobile')}</dt>
              <dd>{userInfo.mobile ? maskMobile(userInfo.mobile) : t('mobileNone')}</dd>
              <dt>{t('vip')}</dt>
              <dd>{t('vipLevel', { level: userInfo.vip })}</dd>
              <dt>{t('kyc')}</dt>
              <dd>{userInfo.hasKyc ? t('kycDone') : t('kycNot')}</dd>
              <dt>{t('inviteCode')}</dt>
              <dd data-testid="profile-invite">{other.inviteCode}</dd>
              <dt>{t('registered')}</dt>
              <dd>
                {formatDay(other.registerTime)} · {t('days', { count: other.regPeriod })}
              </dd>
            </dl>
          </Card>
          <Card>
            <ProfileForm key={`${userInfo.id}:${other.email}`} initialNickname={userInfo.nickname} initialAvatar={userInfo.avatar || '1'} initialEmail={other.email} onOther={setOther} />
          </Card>
          <Card>
            <SocialLinks />
          </Card>
          <Card>
            <LanguagePicker />
          </Card>
          <Card>
            <PushSettings />
          </Card>
          <div className={styles.links}>
            {userInfo.hasKyc ? null : <Link to="/member/profile/kyc">{t('kycLink')}</Link>}
            <Link to="/member/security">{t('securityLink')}</Link>
          </div>
        </>
      ) : null}
    </div>
  );
}

type Field = 'nickname' | 'avatar' | 'email';

function ProfileForm({ initialNickname, initialAvatar, initialEmail, onOther }: { initialNickname: string; initialAvatar: string; initialEmail: string; onOther(other: UserOther): void }) {
  const { t } = useTranslation('profile');
  const fileId = useId();
  const setUserInfo = useAppStore((s) => s.setUserInfo);
  const showToast = useAppStore((s) => s.showToast);
  const nicknameLength = useAppStore((s) => s.preLogin?.lengths.nickname ?? s.appConfig?.lengths?.nickname) ?? { min: 1, max: DEFAULT_NICKNAME_MAX };
  const [nickname, setNickname] = useState(initialNickname);
  const uploaded = useAppStore((s) => s.userInfo?.avatarOther ?? '');
  // 'own' while the player's uploaded picture is the avatar; otherwise one of the shipped ids.
  const [choice, setChoice] = useState(uploaded ? 'own' : initialAvatar);
  const [email, setEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<'idle' | 'preparing' | 'unreadable'>('idle');

  const refused = (error: unknown, field: Field | null) => {
    if (isApiError(error) && error.field && ['nickname', 'avatar', 'email', 'image'].includes(error.field)) {
      setErrors({ [error.field === 'image' ? 'avatar' : error.field]: failureMessage(error) });
    } else if (field) setErrors({ [field]: failureMessage(error) });
    else setFailure(failureMessage(error));
  };

  /** A picture of their own: resized on the device, checked and cropped by the server, shown at once. */
  const upload = async (file: File | undefined) => {
    if (!file) return;
    setErrors({});
    setUploading('preparing');
    let image: string;
    try {
      image = await resizeForUpload(file, AVATAR_SEND_SIDE);
    } catch {
      setUploading('unreadable');
      return;
    }
    try {
      setUserInfo((await api('uploadAvatar', { image })).userInfo);
      setChoice('own');
      setUploading('idle');
    } catch (error) {
      setUploading('idle');
      refused(error, 'avatar');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const trimmed = nickname.trim();
    const length = [...trimmed].length;
    if (length > nicknameLength.max) return setErrors({ nickname: t('errors:profile.nicknameTooLong', { max: nicknameLength.max }) });
    if (length < Math.max(1, nicknameLength.min)) return setErrors({ nickname: t('errors:fieldLength', { min: Math.max(1, nicknameLength.min), max: nicknameLength.max }) });
    setErrors({});
    setBusy(true);
    try {
      // A shipped avatar is sent only when chosen: it replaces the player's own picture.
      const avatarChanged = choice !== 'own' && (choice !== initialAvatar || uploaded !== '');
      const profile = await api('updateProfile', { nickname: trimmed, ...(avatarChanged ? { avatar: choice } : {}) });
      setUserInfo(profile.userInfo);
      if (email.trim() !== initialEmail) {
        const result = await api('updateAppUserOther', { email: email.trim() });
        setUserInfo(result.userInfo);
        onOther(result.other);
      }
      showToast({ key: 'profile:saved', tone: 'success' });
    } catch (error) {
      refused(error, null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('nickname')}
        name="nickname"
        autoComplete="nickname"
        maxLength={nicknameLength.max}
        value={nickname}
        onValueChange={setNickname}
        error={errors.nickname}
        hint={t('nicknameHint', { max: nicknameLength.max })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('avatar')}</legend>
        <div className={styles.grid}>
          {uploaded ? (
            <label className={choice === 'own' ? `${styles.option} ${styles.selected}` : styles.option}>
              <input type="radio" name="avatar" value="own" checked={choice === 'own'} onChange={() => setChoice('own')} className="visually-hidden" />
              <Avatar id="1" src={uploaded} size={52} label={t('avatarUploaded')} />
            </label>
          ) : null}
          {AVATAR_IDS.map((id) => (
            <label key={id} className={choice === id ? `${styles.option} ${styles.selected}` : styles.option}>
              <input type="radio" name="avatar" value={id} checked={choice === id} onChange={() => setChoice(id)} className="visually-hidden" />
              <Avatar id={id} size={52} />
              <span className="visually-hidden">{t('avatarOption', { id })}</span>
            </label>
          ))}
        </div>
        <input
          id={fileId}
          className={styles.fileInput}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/*"
          data-testid="avatar-upload"
          onChange={(event) => {
            void upload(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <label className={styles.pick} htmlFor={fileId}>
          {uploading === 'preparing' ? t('preparing') : t('uploadAvatar')}
        </label>
        {uploading === 'unreadable' ? (
          <p className={styles.error} role="alert">
            {t('unreadable')}
          </p>
        ) : null}
        {errors.avatar ? (
          <p className={styles.error} role="alert">
            {errors.avatar}
          </p>
        ) : null}
      </fieldset>
      <TextField label={t('email')} name="email" type="email" autoComplete="email" maxLength={254} value={email} onValueChange={setEmail} error={errors.email} hint={t('emailHint')} />
      <FormAlert message={failure} />
      <Button type="submit" block busy={busy}>
        {t('save')}
      </Button>
    </form>
  );
}
