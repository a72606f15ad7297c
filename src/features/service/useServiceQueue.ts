import { useEffect, useState } from 'react';
import type { AppConfig } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';
import { useAppStore } from '../../store/index.ts';

export type ServiceItem = AppConfig['customerServiceQueue'][number];
export const ONLINE_CHAT = 1;

/** The customer-service queue from config, sorted by `sort`; asked for once, when a service page opens. */
export function useServiceQueue(): { items: ServiceItem[] | null; failed: boolean } {
  const queue = useAppStore((s) => s.appConfig?.customerServiceQueue);
  const setAppConfig = useAppStore((s) => s.setAppConfig);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (queue) return;
    let live = true;
    api('anonymous/appConfig', { configKeyList: ['customerServiceQueue'] }).then(
      ({ config }) => live && setAppConfig({ customerServiceQueue: config.customerServiceQueue ?? [] }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [queue, setAppConfig]);

  return { items: queue ? [...queue].sort((a, b) => a.sort - b.sort) : null, failed };
}
