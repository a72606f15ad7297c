import type { AppConfigKey } from '../../../contract/calls/config.ts';
import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';
import { CATALOG_KEYS, catalogVersion, forgetCatalog, mergeCatalog, readCatalog, saveCatalog } from '../games/catalogCache.ts';
import { applyTheme } from '../theme/applyTheme.ts';
import { deviceId } from './deviceId.ts';

/**
 * Public data the app loads: theme, config and the sign-in form settings. Each loads once per page
 * life (concurrent callers share the request) and can be forced to reload.
 */

/** What the lobby and the forms use (wallet maps come with their feature); the game catalog only when its version changed. */
export const APP_CONFIG_KEYS: AppConfigKey[] = ['lengths', 'otpStatus', 'registerType', 'userRegisterCoin', 'maintenance', ...CATALOG_KEYS];

function once<T>(load: () => Promise<T>) {
  let pending: Promise<T> | null = null;
  return (force = false): Promise<T> => {
    if (!pending || force) {
      pending = load().catch((error: unknown) => {
        pending = null; // a failure must not stick: the next caller retries
        throw error;
      });
    }
    return pending;
  };
}

export const loadTheme = once(async () => {
  const { themeJsonData, themeName, themeDomian } = await api('anonymous/appTheme', {});
  applyTheme(themeJsonData);
  useAppStore.getState().setTheme({ themeJsonData, themeName, themeDomian });
});

export const loadAppConfig = once(async () => {
  // The catalog is kept on the device by gameListVersion: sending it, an unchanged catalog is not sent again.
  const stored = readCatalog();
  const version = catalogVersion(stored);
  const answer = await api('anonymous/appConfig', { configKeyList: APP_CONFIG_KEYS, ...(version ? { gameListVersion: version } : {}) });
  const { config, save } = mergeCatalog(stored, answer);
  if (save) saveCatalog(save);
  else if (!answer.gameListChanged && stored?.version !== answer.gameListVersion) forgetCatalog();
  useAppStore.getState().setAppConfig(config);
  useAppStore.getState().setRunMode(answer.runMode ?? 'production');
  return config;
});

export const loadPreLogin = once(async () => {
  const { errcode: _e, msg: _m, ...preLogin } = await api('anonymous/preLogin2', { deviceId: deviceId() });
  useAppStore.getState().setPreLogin(preLogin);
  return preLogin;
});
