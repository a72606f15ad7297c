import { useEffect, useState } from 'react';
import type { CallResult } from '../../../contract/index.ts';
import { api } from '../../api/client.ts';

type Services = CallResult<'getCustomerServices'>;
export type ServiceItem = Services['list'][number];
/** Spec §3: the queue's item type of the online chat. */
export const ONLINE_CHAT = 1;

export interface ServiceQueue {
  items: ServiceItem[];
  operatorsOnline: boolean;
  provider: Services['provider'];
}

/**
 * The customer-service queue the operator configured (getCustomerServices: sorted by the server),
 * with whether someone is online to chat; asked for once when a service page or the chat widget
 * opens (a retry remounts the component that asks).
 */
export function useServiceQueue(): { queue: ServiceQueue | null; failed: boolean } {
  const [queue, setQueue] = useState<ServiceQueue | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api('getCustomerServices', {}).then(
      (answer) => live && setQueue({ items: answer.list, operatorsOnline: answer.operatorsOnline, provider: answer.provider }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);

  return { queue, failed };
}
