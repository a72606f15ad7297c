import { useEffect } from 'react';
import { DEFAULT_NICKNAME_MAX, LoginType, MIN_AGE } from '../../../contract/enums.ts';
import { passwordRange } from '../../../contract/password-policy.ts';
import { loadPreLogin } from '../../shared/session/loaders.ts';
import { useAppStore } from '../../store/index.ts';

/** Used until preLogin2 answers (and if it cannot): the seeded server defaults. */
const FALLBACK_LENGTHS = {
  account: { min: 4, max: 16 },
  username: { min: 2, max: 32 },
  nickname: { min: 1, max: DEFAULT_NICKNAME_MAX },
};

/** What the auth forms need from preLogin2 / appConfig, with safe defaults while loading. */
export function useAuthSettings() {
  const preLogin = useAppStore((s) => s.preLogin);
  const appConfig = useAppStore((s) => s.appConfig);

  useEffect(() => {
    loadPreLogin().catch(() => {
      // The defaults below keep the forms usable; the server checks again anyway.
    });
  }, []);

  const lengths = preLogin?.lengths ?? appConfig?.lengths;
  return {
    ready: Boolean(preLogin),
    accountLength: lengths?.account ?? FALLBACK_LENGTHS.account,
    // Never below the ASVS policy, whatever an older configuration says (contract/password-policy.ts).
    passwordLength: passwordRange(lengths?.password),
    nicknameLength: lengths?.nickname ?? FALLBACK_LENGTHS.nickname,
    /** What the password sign-in's first field takes (an account name or a mobile number): lengths.username. */
    usernameLength: lengths?.username ?? FALLBACK_LENGTHS.username,
    /** The sign-in types the server's configuration enables (preLogin2): the phone tab only with LoginType.phone. */
    loginTypes: preLogin?.loginTypes ?? [LoginType.phone, LoginType.account, LoginType.phoneNoOtp],
    codeLength: preLogin?.smsCodeLength ?? 6,
    minAge: preLogin?.minAge ?? MIN_AGE,
    otpRequired: preLogin?.otpStatus ?? appConfig?.otpStatus ?? true,
    registerTypes: preLogin?.registerType ?? appConfig?.registerType ?? [LoginType.phone, LoginType.account],
    welcomeCoin: preLogin?.userRegisterCoin ?? appConfig?.userRegisterCoin ?? 0,
    /** The social sign-ins the server offers (preLogin2 socialTypes: configured and enabled; docs/social.md). */
    socialTypes: preLogin?.socialTypes ?? [],
  };
}
