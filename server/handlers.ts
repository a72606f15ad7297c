import type { Handlers } from './api/context.ts';
import { accountHandlers } from './account/handlers.ts';
import { activityHandlers } from './activity/handlers.ts';
import { authHandlers } from './auth/handlers.ts';
import { configHandlers } from './app-config/handlers.ts';
import { eventHandlers } from './events/handlers.ts';
import { gameHandlers } from './games/handlers.ts';
import { jackpotHandlers } from './jackpot/handlers.ts';
import { depositHandlers } from './wallet/deposit-handlers.ts';
import { recordHandlers } from './wallet/records-handlers.ts';
import { retrieveHandlers } from './wallet/retrieve-handlers.ts';
import { smsHandlers } from './auth/sms-handlers.ts';
import { walletHandlers } from './wallet/handlers.ts';

/** Every call's handler, one module per area. The dispatcher refuses to start if a call has none. */
export const handlers: Handlers = {
  ...configHandlers,
  ...eventHandlers,
  ...smsHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...activityHandlers,
  ...walletHandlers,
  ...depositHandlers,
  ...recordHandlers,
  ...retrieveHandlers,
  ...jackpotHandlers,
  ...gameHandlers,
};
