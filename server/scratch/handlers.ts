import { Errcode } from '../../contract/index.ts';
import { ApiError } from '../api/errors.ts';
import type { HandlerGroup } from '../api/context.ts';
import { purchase } from '../diamonds/index.ts';
import { playerBalances } from '../ledger/ledger.ts';
import { diamondCoupons } from '../rewards/index.ts';
import { cardByExchange, cardView, issueCard, unclaimedCards } from './cards.ts';
import { awardLog, claimCard } from './claim.ts';
import { appendStrokes } from './strokes.ts';
import { cardTypes } from './types.ts';

type ScratchCalls = 'getScratchCardInfo' | 'diamondExchangeScratchcard' | 'scratchCardStrokes' | 'scratchCardLottery' | 'searchScratchCardAwardLog';

/** Scratch cards' calls (contract/calls/scratch.ts, docs/scratch.md). */
export const scratchHandlers: HandlerGroup<ScratchCalls> = {
  getScratchCardInfo: async ({ deps, session: { user } }) => {
    const now = deps.now();
    const [cards, balances, coupons] = await Promise.all([unclaimedCards(deps.db, user.id), playerBalances(deps.db, user.id), diamondCoupons(deps.db, user.id, now)]);
    const types = await cardTypes(deps.db, now, new Set(cards.map((c) => c.typeId)));
    return { diamonds: balances.diamond, types, cards: cards.map(cardView), coupons };
  },

  diamondExchangeScratchcard: async ({ deps, body, session: { user } }) => {
    const now = deps.now();
    const { exchange } = await purchase(deps.db, { userId: user.id, itemId: body.itemId, requestId: body.requestId, kind: 'scratchCard', couponId: body.couponId, issue: issueCard(now), now });
    // A request id first used for a coin or goods item answers what it bought: not a card.
    const card = await cardByExchange(deps.db, user.id, exchange.id);
    if (!card) throw new ApiError(Errcode.diamondWrongKind, { field: 'itemId' });
    return { card: cardView(card), diamonds: (await playerBalances(deps.db, user.id)).diamond };
  },

  scratchCardStrokes: async ({ deps, body, session: { user } }) => appendStrokes(deps.db, user.id, body.cardId, body.from, body.strokes),

  scratchCardLottery: async ({ deps, body, session: { user } }) => claimCard(deps.db, user.id, body.cardId, deps.now()),

  searchScratchCardAwardLog: async ({ deps, body, session: { user } }) => awardLog(deps.db, user.id, body.pageNum, body.pageSize),
};
