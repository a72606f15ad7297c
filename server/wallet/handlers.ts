import { Errcode, MessageKey } from '../../contract/index.ts';
import type { HandlerGroup } from '../api/context.ts';
import { ApiError } from '../api/errors.ts';
import { HouseAccount, LedgerError, playerBalances, transfer } from '../ledger/ledger.ts';
import { cardsRepo } from './cards-repo.ts';
import { withdrawalsRepo } from './withdrawals-repo.ts';
import { requireStepUp } from '../auth/index.ts';
import { checkSafeboxPassword } from './safebox-attempts.ts';
import { checkWithdrawal, cleanCard, manilaDayStart, toCard, toWithdrawal, withdrawalFee } from './service.ts';
import { assertCardPaysOut } from './card-hold.ts';
import { recordSecurityEvent } from '../security/index.ts';
import type { CardRow } from './cards-repo.ts';
import { forfeitBonuses, voidRepeatedBonuses, wageringState, withdrawable, type WageringState } from '../rewards/index.ts';
import { assertCardCleared, assertNotHeld, unclearedCard, walletHold } from './holds.ts';

/** What a card's security event says: its kind and the number's last digits, never the whole number. */
const cardDetail = (card: CardRow) => ({ cardId: card.id, type: card.type, bankId: card.bankId, last4: card.accountNo.slice(-4) });

const RECENT = 10;
const notFound = () => new ApiError(Errcode.notFound, { msg: MessageKey.cardNotFound, field: 'id' });
const duplicate = () => new ApiError(Errcode.conflict, { msg: MessageKey.cardDuplicate, field: 'accountNo' });

/** 2007: the amount reaches into bonus coin still locked by wagering; the message says what unlocks it (pesos). */
function bonusLocked(state: WageringState, coin: number): ApiError {
  const msg = !state.needsDeposit ? undefined : state.turnoverLeft > 0 ? MessageKey.bonusLockedNeedsDeposit : MessageKey.bonusLockedDepositOnly;
  const params = { locked: state.locked / 100, withdrawable: withdrawable(coin, state) / 100, turnoverLeft: state.turnoverLeft / 100 };
  return new ApiError(Errcode.bonusLocked, { field: 'amount', params, ...(msg ? { msg } : {}) });
}

/** 2008: withdrawing now would forfeit the bonus balance, and the player has not confirmed it; nothing changed. */
const forfeitUnconfirmed = (state: WageringState) =>
  new ApiError(Errcode.bonusForfeitUnconfirmed, { field: 'forfeitBonus', params: { bonus: state.forfeitable / 100, turnoverLeft: state.turnoverLeft / 100 } });

export const walletHandlers: HandlerGroup<'addBankInfo' | 'modifyBankInfo' | 'delUserBank' | 'getExchange' | 'exchange'> = {
  addBankInfo: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    const { config } = await deps.config.get();
    // A typo is pointed out before the password is asked for; nothing is written without the grant.
    const fields = cleanCard(body, config);
    requireStepUp(session, deps.now());
    const now = new Date(deps.now());
    return deps.db.transaction(async (tx) => {
      // Under the player's lock, so two taps cannot both pass the card limit.
      await withdrawalsRepo(tx).lockPlayer(user.id);
      const cards = cardsRepo(tx);
      const { maxCards } = config.withdrawConfig;
      if ((await cards.count(user.id)) >= maxCards) throw new ApiError(Errcode.cardLimitReached, { params: { max: maxCards } });
      const card = await cards.insert(user.id, fields, now);
      if (!card) throw duplicate();
      await recordSecurityEvent(tx, { userId: user.id, kind: 'card_added', ip, userAgent, detail: cardDetail(card), at: now });
      return { card: toCard(card, config) };
    });
  },

  modifyBankInfo: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    const { config } = await deps.config.get();
    const fields = cleanCard(body, config);
    requireStepUp(session, deps.now());
    return deps.db.transaction(async (tx) => {
      await withdrawalsRepo(tx).lockPlayer(user.id);
      if (!(await cardsRepo(tx).byId(user.id, body.id))) throw notFound();
      // A payout in progress goes where the card said when it was asked for.
      if ((await withdrawalsRepo(tx).pendingOnCard(body.id)) > 0) throw new ApiError(Errcode.conflict, { msg: MessageKey.cardInUse, field: 'id' });
      const card = await cardsRepo(tx).update(user.id, body.id, fields, new Date(deps.now()));
      if (card === 'duplicate') throw duplicate();
      if (!card) throw notFound();
      await recordSecurityEvent(tx, { userId: user.id, kind: 'card_changed', ip, userAgent, detail: cardDetail(card), at: new Date(deps.now()) });
      return { card: toCard(card, config) };
    });
  },

  delUserBank: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    requireStepUp(session, deps.now());
    return deps.db.transaction(async (tx) => {
      await withdrawalsRepo(tx).lockPlayer(user.id);
      const card = await cardsRepo(tx).byId(user.id, body.id);
      if (!card) throw notFound();
      if ((await withdrawalsRepo(tx).pendingOnCard(body.id)) > 0) throw new ApiError(Errcode.conflict, { msg: MessageKey.cardInUse, field: 'id' });
      await cardsRepo(tx).remove(user.id, body.id, new Date(deps.now()));
      await recordSecurityEvent(tx, { userId: user.id, kind: 'card_removed', ip, userAgent, detail: cardDetail(card), at: new Date(deps.now()) });
      return {};
    });
  },

  getExchange: async ({ deps, session: { user } }) => {
    const { config } = await deps.config.get();
    const [balances, wagering, cards, todayCount, recent, cardMoney, hold] = await Promise.all([
      playerBalances(deps.db, user.id),
      wageringState(deps.db, user.id),
      cardsRepo(deps.db).list(user.id),
      withdrawalsRepo(deps.db).countSince(user.id, manilaDayStart(deps.now())),
      withdrawalsRepo(deps.db).recent(user.id, RECENT),
      // Refunds, chargebacks and card money (docs/payments.md): what is not withdrawable yet, and why.
      unclearedCard(deps.db, user.id, config, deps.now()),
      walletHold(deps.db, user.id),
    ]);
    const { minAmount, maxAmount, feeBps, dailyCount, maxCards } = config.withdrawConfig;
    return {
      coin: balances.coin,
      locked: Math.min(balances.coin, wagering.locked),
      forfeitable: Math.min(balances.coin, wagering.forfeitable),
      withdrawable: withdrawable(balances.coin, wagering),
      turnoverLeft: wagering.turnoverLeft,
      bonusNeedsDeposit: wagering.needsDeposit,
      cardUncleared: cardMoney.amount,
      cardClearsAt: cardMoney.clearsAt,
      withdrawHold: hold.held,
      minAmount,
      maxAmount,
      feeBps,
      dailyCount,
      todayCount,
      kycAmount: config.kycAmount,
      hasKyc: user.hasKyc,
      hasSafeboxPassword: Boolean(user.safeboxPasswordHash),
      maxCards,
      cards: cards.map((card) => toCard(card, config)),
      recent: recent.map(toWithdrawal),
    };
  },

  exchange: async ({ body, deps, session, ip, userAgent }) => {
    const { user } = session;
    // A retry of a request already made answers what the first one did, whatever has changed since.
    const earlier = await withdrawalsRepo(deps.db).byRequest(user.id, body.requestId);
    if (earlier) return { withdrawal: toWithdrawal(earlier), coin: (await playerBalances(deps.db, user.id)).coin };

    const { config } = await deps.config.get();
    checkWithdrawal(body.amount, config, user);
    // After the amount checks (the form's mistakes first), before the withdrawal password and any write.
    requireStepUp(session, deps.now());
    // Counted with the safebox's own wrong passwords: one count, one lock (docs/safebox.md).
    if (user.safeboxPasswordHash) await checkSafeboxPassword(deps, user, body.safeboxPassword ?? '', 'safeboxPassword');
    const now = deps.now();
    // One welcome and one first-deposit bonus per person (docs/rewards.md "One per person"): one this
    // account had after another of the same person's is taken back first, in its own step, and the player
    // told (2009) before any withdrawal is made from what is left.
    const voided = await deps.db.transaction(async (tx) => {
      await withdrawalsRepo(tx).lockPlayer(user.id);
      return voidRepeatedBonuses(tx, user.id, now);
    });
    if (voided > 0) throw new ApiError(Errcode.bonusOnePerPerson, { params: { amount: voided / 100 } });
    const row = await deps.db.transaction(async (tx) => {
      const withdrawals = withdrawalsRepo(tx);
      await withdrawals.lockPlayer(user.id);
      const again = await withdrawals.byRequest(user.id, body.requestId);
      if (again) return again;
      // An open chargeback or an unsettled refund debt holds withdrawals (2011, docs/payments.md).
      await assertNotHeld(tx, user.id);
      const card = await cardsRepo(tx).byId(user.id, body.cardId);
      if (!card) throw new ApiError(Errcode.notFound, { msg: MessageKey.cardNotFound, field: 'cardId' });
      assertCardPaysOut(card, config, now);
      const { dailyCount, feeBps } = config.withdrawConfig;
      if ((await withdrawals.countSince(user.id, manilaDayStart(now))) >= dailyCount) throw new ApiError(Errcode.withdrawDailyLimit, { params: { max: dailyCount } });
      // Only cash leaves: an amount reaching into the bonus balance is 2007, one above the whole balance 2001
      // (below). A withdrawal while a bonus balance is held gives it up, once the player has confirmed that
      // (2008 until then); the forfeit and the hold are one step (docs/rewards.md "Wagering").
      const { coin } = await playerBalances(tx, user.id);
      if (body.amount <= coin) {
        const wagering = await wageringState(tx, user.id, coin);
        if (body.amount > withdrawable(coin, wagering)) throw bonusLocked(wagering, coin);
        // Card deposits not yet cleared stay (2010); the rest of the cash withdraws.
        await assertCardCleared(tx, user.id, body.amount, withdrawable(coin, wagering), config, now);
        if (wagering.forfeitable > 0 && body.forfeitBonus !== true) throw forfeitUnconfirmed(wagering);
        await forfeitBonuses(tx, user.id, now);
      }
      try {
        await transfer(tx, {
          kind: 'withdraw_hold',
          idempotencyKey: `withdraw:${user.id}:${body.requestId}`,
          legs: [
            { account: { ownerId: user.id, kind: 'coin' }, amount: -body.amount },
            { account: { house: HouseAccount.withdrawalPayable }, amount: body.amount },
          ],
          meta: { cardId: body.cardId, requestId: body.requestId },
        });
      } catch (error) {
        if (error instanceof LedgerError && error.reason === 'insufficient-funds') throw new ApiError(Errcode.insufficientBalance, { field: 'amount' });
        throw error;
      }
      const created = await withdrawals.insert({
        userId: user.id,
        cardId: body.cardId,
        requestId: body.requestId,
        amount: body.amount,
        fee: withdrawalFee(body.amount, feeBps),
        createdAt: new Date(now),
      });
      await recordSecurityEvent(tx, { userId: user.id, kind: 'withdrawal_requested', ip, userAgent, detail: { withdrawalId: created.id, amount: created.amount, ...cardDetail(card) }, at: new Date(now) });
      return created;
    });
    return { withdrawal: toWithdrawal(row), coin: (await playerBalances(deps.db, user.id)).coin };
  },
};
