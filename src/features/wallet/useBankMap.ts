import type { AppConfig } from '../../../contract/index.ts';
import { useConfigKeys } from './useConfigKeys.ts';

export type Bank = AppConfig['rechargeBankMap'][string];

const KEYS = ['rechargeBankMap'] as const;

/** The banks a withdrawal can go to (config rechargeBankMap), open ones in their `sort` order. */
export function useBankMap(): { banks: Bank[] | null; byId(id: number): Bank | undefined } {
  const map = useConfigKeys(KEYS).rechargeBankMap;
  return {
    banks: map
      ? Object.values(map)
          .filter((bank) => bank.status === 1)
          .sort((a, b) => a.sort - b.sort)
      : null,
    byId: (id) => map?.[String(id)],
  };
}
