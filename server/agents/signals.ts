import type { Executor } from '../db/client.ts';
import { deliveryAddressKeys } from '../diamonds/index.ts';
import { accountsSharingDevice } from '../events/index.ts';
import { accountsSharingIdentity } from '../kyc/index.ts';
import { accountsSharingPayout } from '../wallet/index.ts';
import type { ReferralSignal } from './schema.ts';

/**
 * Fraud signals on one referral (docs/agents.md "Fraud controls"): the referee shares a device id, a
 * government ID or a payout account with the inviter (self-referral, a second account), or with another
 * of the inviter's referees (an account farm). Any of those freezes the referral's rewards for review.
 * A delivery address shared with the inviter is recorded for the reviewer but freezes nothing: a
 * household shares an address.
 */
export interface SignalResult {
  signals: ReferralSignal[];
  /** True when a signal that freezes was found. */
  freezes: boolean;
}

export async function referralSignals(db: Executor, refereeId: number, inviterId: number, siblings: readonly number[]): Promise<SignalResult> {
  const signals: ReferralSignal[] = [];
  const sharing = {
    device: await accountsSharingDevice(db, refereeId),
    identity: await accountsSharingIdentity(db, refereeId),
    payout: await accountsSharingPayout(db, refereeId),
  };
  for (const kind of ['device', 'identity', 'payout'] as const) {
    if (sharing[kind].includes(inviterId)) signals.push({ kind, with: [inviterId] });
  }
  const others = new Set(siblings.filter((id) => id !== refereeId));
  const farm = [...new Set([...sharing.device, ...sharing.identity, ...sharing.payout])].filter((id) => others.has(id)).sort((a, b) => a - b);
  if (farm.length > 0) signals.push({ kind: 'farm', with: farm });
  const freezes = signals.length > 0;

  const addresses = await deliveryAddressKeys(db, [refereeId, inviterId]);
  const mine = addresses.get(refereeId);
  if (mine && [...(addresses.get(inviterId) ?? [])].some((key) => mine.has(key))) signals.push({ kind: 'address', with: [inviterId] });
  return { signals, freezes };
}
