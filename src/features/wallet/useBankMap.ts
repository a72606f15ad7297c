import { useEffect } from 'react';
import type { AppConfig } from '../../../contract/index.ts';
import { appConfig } from '../../api/calls/appConfig.ts';
import { useAppStore } from '../../store/index.ts';

export type Bank = AppConfig['rechargeBankMap'][string];

/**
 * The banks a withdrawal can go to (config rechargeBankMap), open ones in their `sort` order. The
 * lobby does not load the map; the first wallet page that needs it asks for it, once.
 */
export function useBankMap(): { banks: Bank[] | null; byId(id: number): Bank | undefined } {
  const map = useAppStore((s) => s.appConfig?.rechargeBankMap);
  const setAppConfig = useAppStore((s) => s.setAppConfig);
  useEffect(() => {
    if (map) return;
    let live = true;
    appConfig({ configKeyList: ['rechargeBankMap'] }).then(
      ({ config }) => live && config.rechargeBankMap && setAppConfig({ rechargeBankMap: config.rechargeBankMap }),
      () => undefined, // the list shows "Bank account" and the form keeps its placeholder; the Tips popup told why
    );
    return () => {
      live = false;
    };
  }, [map, setAppConfig]);
  return {
    banks: map
      ? Object.values(map)
          .filter((bank) => bank.status === 1)
          .sort((a, b) => a.sort - b.sort)
      : null,
    byId: (id) => map?.[String(id)],
  };
}
