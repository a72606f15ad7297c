import { accountsSharingPayout, closeCheckouts, depositsRepo, wireDepositHooks } from './wallet/index.ts';
import { wireRoundHooks } from './games/index.ts';
import { wireRedDotSources } from './account/index.ts';
import { drawChanceWaiting, earnFromBet, earnFromDeposit, unearnFromDeposit } from './jackpot/index.ts';
import { earnVip, vipRedDots } from './vip/index.ts';
import { signInWaiting } from './checkin/index.ts';
import { taskRedDot } from './tasks/index.ts';
import { addupWaiting } from './diamonds/index.ts';
import { spinWaiting } from './spin/index.ts';
import { agent5Waiting } from './agents/index.ts';
import { earnPk } from './pk/index.ts';
import { payFirstDepositBonus, promiseFirstDepositBonus } from './offers/index.ts';
import { enterTournament } from './tournament/index.ts';
import { payBankBonus } from './bankpromo/index.ts';
import { assertMaySignIn, isProtected, wireProtectionSources } from './protection/index.ts';
import { protectionHook, wirePersonHook } from './rewards/index.ts';
import { accountsSharingDevice } from './events/index.ts';
import { accountsSharingIdentity } from './kyc/index.ts';
import { sessionsRepo, signInGate, wireSecurityLog } from './auth/index.ts';
import { recordSecurityEvent } from './security/index.ts';
import { wireWithdrawalDesk } from './console/index.ts';
import { decideWithdrawal, pendingWithdrawals } from './ops/withdrawals.ts';
import { sendSystemMail } from './mail/index.ts';

/**
 * The hooks through which an area reaches one beside or above it (server/README.md, "Layers"): each
 * area declares what it needs (an interface whose members all throw until given), and this one
 * composition function gives them, so no import goes upward nor loops within a layer. buildApp calls
 * it first (so every app, and every server test's, is wired before a call can need a hook; each build
 * gives the same functions again); the wire functions take complete interfaces, so a hook cannot be
 * left out without a type error, and one that is never wired throws rather than doing nothing.
 */
export function wireAreas(): void {
  wireProtection();
  // auth → security's append-only log (security sits above auth: its calls use auth's sessions).
  wireSecurityLog({ record: recordSecurityEvent });
  // games → what a settled real round earns: jackpot chances, VIP experience and rebates.
  wireRoundHooks({ earnJackpotChances: earnFromBet, earnVip, enterSlotTournament: enterTournament, earnPk });
  // wallet → what a deposit means to activities: the first-deposit offer, jackpot chances (taken back when it is reversed).
  wireDepositHooks({ promiseFirstDepositBonus, payFirstDepositBonus, earnJackpotChances: earnFromDeposit, takeBackJackpotChances: unearnFromDeposit, payBankBonus });
  // rewards → who else this player is: accounts sharing a device (events), a payout account (wallet), an ID (kyc).
  wirePersonHook({
    // One after another: `db` is often a transaction, one connection that takes one query at a time.
    otherAccounts: async (db, userId) => {
      const found = [...(await accountsSharingDevice(db, userId)), ...(await accountsSharingPayout(db, userId)), ...(await accountsSharingIdentity(db, userId))];
      return [...new Set(found)];
    },
  });
  // account → the activities' red dots (refreshData's flags).
  wireRedDotSources({
    drawChance: (db, user, now, config) => drawChanceWaiting(db, user, config.jackpotAwardConfig, now),
    vip: (db, user, now, config) => vipRedDots(db, user.id, now, config),
    signIn: signInWaiting,
    task: taskRedDot,
    diamondMall: (db, user) => addupWaiting(db, user.id),
    spin: (db, user, now) => spinWaiting(db, user, now),
    agent5: (db, user, now, config) => agent5Waiting(db, user.id, now, config),
  });
  // console → the operator CLI's withdrawal service (ops sits above the console: it manages its accounts).
  wireWithdrawalDesk({ decide: decideWithdrawal, pending: (db) => pendingWithdrawals(db) });
}

/**
 * Player protection (DESIGN §8) reaches other areas through hooks, so no area imports another's
 * internals nor needs a cycle: sign-in asks it (auth), grants ask it (rewards), and it counts, cancels
 * and closes deposit orders (wallet) and revokes sessions (auth) through what it is given here.
 */
function wireProtection(): void {
  signInGate.check = assertMaySignIn;
  protectionHook.check = isProtected;
  wireProtectionSources({
    deposited: (tx, userId, from, to, now) => depositsRepo(tx).counted(userId, from, to, now),
    paidDeposits: (tx, userId, from, to) => depositsRepo(tx).paidCreatedBetween(userId, from, to),
    cancelPendingDeposits: (tx, userId, now) => depositsRepo(tx).cancelPending(userId, now),
    closeCheckouts,
    revokeSessions: (tx, userId) => sessionsRepo(tx).revokeAllForUser(userId),
    mailPlayer: sendSystemMail,
  });
}
