import type { StateCreator } from 'zustand';
import type { AppState } from './index.ts';
import type { AppConfig, PreLogin, RunMode, Theme } from './types.ts';

export interface ConfigSlice {
  /** Public config; only the keys the app asked for (see shared/session/loadConfig). */
  appConfig: Partial<AppConfig> | null;
  preLogin: PreLogin | null;
  theme: Theme | null;
  /** The server's run mode from appConfig (development: sandbox payments, shown by a ribbon); null until it answered. */
  runMode: RunMode | null;
  setAppConfig(config: Partial<AppConfig>): void;
  setPreLogin(preLogin: PreLogin): void;
  setTheme(theme: Theme): void;
  setRunMode(mode: RunMode): void;
}

export const createConfigSlice: StateCreator<AppState, [], [], ConfigSlice> = (set) => ({
  appConfig: null,
  preLogin: null,
  theme: null,
  runMode: null,
  setAppConfig(config) {
    set((state) => ({ appConfig: { ...state.appConfig, ...config } }));
  },
  setPreLogin(preLogin) {
    set({ preLogin });
  },
  setTheme(theme) {
    set({ theme });
  },
  setRunMode(runMode) {
    set({ runMode });
  },
});
