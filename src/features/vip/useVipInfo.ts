import { api } from '../../api/client.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';

/** getVipInfo for a VIP page, with a reload after a claim. */
export function useVipInfo() {
  return useLoad(() => api('getVipInfo', {}));
}
