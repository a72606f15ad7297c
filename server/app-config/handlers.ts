import { ActivityId, appConfigKeys, Errcode, gameListKeys, LoginType, MessageKey, MIN_AGE, smsCodeDigits, type AppConfig } from '../../contract/index.ts';
import { activitiesRepo } from '../activity/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import type { Executor } from '../db/client.ts';
import { themesRepo } from './repo.ts';
import { offeredSocialTypes } from '../auth/index.ts';

/** The welcome coins a registration gets now: none while the sign-up bonus activity is off (docs/offers.md), so no screen promises them. */
const welcomeCoin = async (db: Executor, configured: number) => ((await activitiesRepo(db).isOn(ActivityId.SignUpBonus)) ? configured : 0);

/**
 * The sign-in types the configuration allows (docs/profile.md): account and password always (every
 * player has an account name); a mobile number and password when players register by mobile
 * (registerType has phone); an SMS code when they do and SMS codes are on (otpStatus).
 */
export function enabledLoginTypes(config: Pick<AppConfig, 'otpStatus' | 'registerType'>): number[] {
  const types: number[] = [];
  if (config.otpStatus && config.registerType.includes(LoginType.phone)) types.push(LoginType.phone);
  types.push(LoginType.account);
  if (config.registerType.includes(LoginType.phone)) types.push(LoginType.phoneNoOtp);
  return types;
}

type Theme = { name: string; domain: string; data: unknown };
const themeBody = (t: Theme) => ({ themeName: t.name, themeDomian: t.domain, themeJsonData: t.data as Record<string, string> });

export const configHandlers: HandlerGroup<'anonymous/appConfig' | 'anonymous/preLogin2' | 'anonymous/appTheme' | 'anonymous/appThemePreview'> = {
  'anonymous/appConfig': async ({ body, deps, tokenPresented, session }) => {
    // A client still holding a dead token learns it here and logs out (spec §8: config code 401).
    if (tokenPresented && !session) throw new ApiError(Errcode.unauthorized);
    const { config, gameListVersion } = await deps.config.get();
    const keys = body.configKeyList?.length ? body.configKeyList : appConfigKeys;
    const changed = body.gameListVersion !== gameListVersion;
    const out: Record<string, unknown> = {};
    for (const key of keys) if (changed || !gameListKeys.includes(key)) out[key] = config[key];
    if ('userRegisterCoin' in out) out.userRegisterCoin = await welcomeCoin(deps.db, config.userRegisterCoin);
    return { config: out as Partial<AppConfig>, gameListVersion, gameListChanged: changed, runMode: deps.mode };
  },

  'anonymous/preLogin2': async ({ deps }) => {
    const { config } = await deps.config.get();
    return {
      loginTypes: enabledLoginTypes(config),
      registerType: config.registerType,
      // Google, LINE, Facebook buttons: the configured socialTypes the server has settings for (docs/social.md).
      socialTypes: await offeredSocialTypes(deps),
      otpStatus: config.otpStatus,
      lengths: config.lengths,
      smsCodeLength: smsCodeDigits(config.lengths),
      smsResendSeconds: rules.sms.resendSeconds,
      minAge: MIN_AGE,
      userRegisterCoin: await welcomeCoin(deps.db, config.userRegisterCoin),
    };
  },

  'anonymous/appTheme': async ({ deps }) => {
    const theme = await themesRepo(deps.db).active();
    if (!theme) throw new ApiError(Errcode.internal);
    return themeBody(theme);
  },

  'anonymous/appThemePreview': async ({ body, deps }) => {
    const theme = await themesRepo(deps.db).byId(body.themeViewId);
    if (!theme) throw invalid('themeViewId', MessageKey.themeNotFound);
    return themeBody(theme);
  },
};
