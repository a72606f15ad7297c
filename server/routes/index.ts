import type { Handlers } from '../api/context.ts';
import { accountHandlers } from './account.ts';
import { activityHandlers } from './activity.ts';
import { authHandlers } from './auth.ts';
import { configHandlers } from './config.ts';
import { eventHandlers } from './events.ts';
import { gameHandlers } from './games.ts';
import { jackpotHandlers } from './jackpot.ts';
import { depositHandlers } from './deposit.ts';
import { recordHandlers } from './records.ts';
import { retrieveHandlers } from './retrieve.ts';
import { smsHandlers } from './sms.ts';
import { walletHandlers } from './wallet.ts';

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
