import { useEffect } from 'react';
import type { AppConfig, AppConfigKey } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';

/**
 * Config the lobby does not load (deposit channels and amounts, banks): the first wallet page that
 * needs a key asks for it once; the answer stays in the store. Undefined until it has arrived.
 */
export function useConfigKeys<K extends AppConfigKey>(keys: readonly K[]): Partial<Pick<AppConfig, K>> {
  const config = useAppStore((s) => s.appConfig);
  const setAppConfig = useAppStore((s) => s.setAppConfig);
  const setRunMode = useAppStore((s) => s.setRunMode);
  const missing = keys.filter((key) => config?.[key] === undefined);
  const wanted = missing.join(',');
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    api('anonymous/appConfig', { configKeyList: wanted.split(',') as AppConfigKey[] }).then(
      (result) => {
        if (!live) return;
        setAppConfig(result.config);
        setRunMode(result.runMode ?? 'production');
      },
      () => undefined, // the page keeps its placeholder; the Tips popup already told why
    );
    return () => {
      live = false;
    };
  }, [wanted, setAppConfig, setRunMode]);
  const picked: Partial<Pick<AppConfig, K>> = {};
  for (const key of keys) if (config?.[key] !== undefined) picked[key] = config[key] as AppConfig[K];
  return picked;
}
