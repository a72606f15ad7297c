import { api } from '../../api/client.ts';
import { useLoad } from '../../shared/rewards/useLoad.ts';

/** loginBonus3User: the calendar for the signed-in player, or read-only for a visitor. */
export const useCalendar = () => useLoad(() => api('loginBonus3User', {}));
