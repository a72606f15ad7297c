/**
 * The errcode registry (DESIGN §2). Each code has a default message key in locales/<lng>/errors.json
 * and the HTTP status the server answers with. A failure may carry a more specific message key
 * (see messages.ts) but never an errcode outside this table.
 */
export const Errcode = {
  ok: 0,
  invalidParams: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooMany: 429,
  internal: 500,
  maintenance: 503,
  jackpotNoChance: 1001,
  jackpotNeedsDeposit: 1002,
  jackpotNeedsBetting: 1003,
  jackpotNotRunning: 1004,
  insufficientBalance: 2001,
  kycRequired: 2002,
  safeboxPasswordWrong: 2003,
  cardLimitReached: 2004,
  withdrawOutOfRange: 2005,
  withdrawDailyLimit: 2006,
  /** exchange: the amount reaches into bonus coin still locked by wagering (rewards, DESIGN §7). */
  bonusLocked: 2007,
  /**
   * exchange without `forfeitBonus` while a bonus balance is held: withdrawing would forfeit it. The params
   * say how much (`bonus`, pesos) and what turnover would have unlocked it (`turnoverLeft`); nothing changed.
   */
  bonusForfeitUnconfirmed: 2008,
  /**
   * exchange: a welcome or first-deposit bonus of this account was one another account of the same person
   * already had (device, payout account or ID; docs/rewards.md "One per person"): it was taken back
   * (params `amount`, pesos) before anything else; the player looks at the balance and asks again.
   */
  bonusOnePerPerson: 2009,
  /**
   * exchange: the amount reaches into money deposited by card in the last `withdrawConfig.cardClearingDays`
   * (a card payment can still be charged back): params `amount` (the card money not yet cleared),
   * `withdrawable` (what may leave now) in pesos and `at` (Manila time when it has all cleared).
   */
  cardDepositUncleared: 2010,
  /**
   * exchange: withdrawals are held while a refund or chargeback of one of the player's deposits is open
   * or left a debt finance has not settled (docs/payments.md "Refunds, chargebacks and card money").
   */
  withdrawalsOnHold: 2011,
  /** The safebox password is locked after too many wrong ones (params `minutes` left, `until` Manila time; docs/safebox.md). */
  safeboxLocked: 2012,
  /** safeboxIn/safeboxOut before a safebox password is set. */
  safeboxPasswordNotSet: 2013,
  /** safeboxSetPassword without `change` while a password is set. */
  safeboxPasswordExists: 2014,
  /** safeboxOut: more than the safebox holds (params `safebox`, pesos). */
  safeboxInsufficient: 2015,
  /** safeboxIn: the amount reaches into bonus coin still locked or card money not cleared (params `movable`, pesos). */
  safeboxCashOnly: 2016,
  /** safeboxResetSms: the player has no mobile number to send the code to. */
  safeboxNoMobile: 2017,
  /** A reward claim with nothing to pay now (no rebate accrued, a task not finished, a level not reached). */
  rewardNothingToClaim: 5001,
  /** The prize of this period was already claimed (a second tap, a second tab). */
  rewardAlreadyClaimed: 5002,
  /** A free bonus needs the player's first valid top-up (spec §5). */
  rewardNeedsDeposit: 5003,
  /** Promotions are withheld from a protected player (self-exclusion, time-out, cooling-off; DESIGN §8). */
  rewardWithheld: 5004,
  /** The coupon does not exist for this player, is used or has expired. */
  couponUnavailable: 5005,
  /** The activity is switched off by the operator (or has no prizes configured): nothing can be claimed from it now. */
  activityNotRunning: 5006,
  /** pointsExchange: more points than the player holds. */
  pointsNotEnough: 5040,
  /** pointsExchange: fewer points than the exchange's minimum (params min). */
  pointsBelowMinimum: 5041,
  /** pointsExchange: not a whole multiple of the rate's points per peso (params step). */
  pointsNotMultiple: 5042,
  /** pointsExchange: over today's (Manila) exchange cap (params left, max). */
  pointsDailyCap: 5043,
  /** A stake or deposit past one of the player's limits (DESIGN §8): params kind, period, limit, left, resetsAt. */
  selfLimitReached: 6001,
  /** The player is in a time-out or self-exclusion: no deposits, bets, draws or promotions (params until). */
  playerExcluded: 6002,
  /** Sign-in refused during a time-out or self-exclusion (params until: its end, Manila time). */
  signInExcluded: 6003,
  /** A raised or removed limit waits for its 24 hours of cooling-off (params at). */
  limitRaiseWaiting: 6004,
  /** Nothing pending to confirm or cancel for that limit. */
  limitNothingPending: 6005,
  /** Ending an exclusion early is refused: a time-out, an operator's exclusion, or a self-exclusion in its irrevocable months. */
  exclusionNotEndable: 6006,
  gameUnavailable: 4001,
  gameMaintenance: 4002,
  gameSessionClosed: 4003,
  bankruptNotEligible: 3001,
  bankruptAlreadyClaimed: 3002,
  bankruptNeedsValidBet: 3003,
  bankruptEnded: 3004,
  /** uploadKyc: not a JPEG, PNG or WebP image (or one that does not decode as what it claims). */
  kycFileType: 7001,
  /** uploadKyc: the image is larger than KYC_MAX_FILE_BYTES. */
  kycFileTooLarge: 7002,
  /** addKyc: a submission is already waiting for review. */
  kycPending: 7003,
  /** addKyc: the player's identity is verified already. */
  kycApproved: 7004,
  /** addKyc: a file id that is not the player's own unused upload of that kind. */
  kycFileUnknown: 7005,
  /** Registration, sign-in, addKyc: the person is in the national restricted-persons database (spec §5). */
  restrictedPerson: 7006,
  /** uploadKyc: too many uploads in the last hour. */
  kycUploadLimit: 7007,
  /** The restricted-persons service could not answer: nobody unchecked gets in (try again). */
  eligibilityCheckUnavailable: 7008,
  /** addKyc: the ID belongs to an account under a time-out or exclusion; this account is now under the same (docs/kyc.md). */
  kycIdExcluded: 7009,
  /** chatSend: the message is longer than CHAT_MAX_LENGTH characters (params max); nothing stored. */
  chatTooLong: 8401,
  /** chatSend: too many messages in the last minute (params retryAfter, seconds). */
  chatTooFast: 8402,
  /** chatSend: this clientId was already used for a different text. */
  chatClientIdReused: 8403,
  /** chatIdentity: the queue's online chat is the built-in one (no hosted provider to identify with). */
  chatNoProvider: 8404,
  /** uploadFeedbackImage: not a JPEG, PNG or WebP image (or one that does not decode as what it claims). */
  feedbackFileType: 8101,
  /** uploadFeedbackImage: larger than KYC_MAX_FILE_BYTES. */
  feedbackFileTooLarge: 8102,
  /** addFeedback: more pictures than feedbackConfig.imagesLimit (params.max). */
  feedbackTooManyImages: 8103,
  /** addFeedback: a picture id that is not the player's own unused upload. */
  feedbackFileUnknown: 8104,
  /** uploadFeedbackImage: too many pictures in the last hour. */
  feedbackUploadLimit: 8105,
  /** feedbackDetail: no such feedback of this player's (another player's id is answered alike). */
  feedbackNotFound: 8106,
  /** addFeedback: too many feedbacks in the last day. */
  feedbackSendLimit: 8107,
  /** uploadAvatar: not a JPEG, PNG or WebP image. */
  profileAvatarFileType: 8201,
  /** uploadAvatar: larger than KYC_MAX_FILE_BYTES. */
  profileAvatarTooLarge: 8202,
  /** uploadAvatar: too many avatars in the last hour. */
  profileAvatarUploadLimit: 8203,
  /** updateProfile: an avatar that is not one of the shipped set. */
  profileAvatarUnknown: 8204,
  /** updateAppUserOther: not an email address. */
  profileEmailInvalid: 8205,
  /** getMailDetail, receiveMail, delMail: no such mail of this player's (another player's id is answered alike). */
  mailNotFound: 8001,
  /** receiveMail: the mail has no attachment. */
  mailNoAttachment: 8002,
  /** receiveMail: the attachment was claimed already (a second tap, a second tab). */
  mailAttachmentClaimed: 8003,
  /** receiveMail: the attachment expired unclaimed (params at: when, epoch ms). */
  mailAttachmentExpired: 8004,
  /** delMail: the mail's attachment is still claimable; send discardAttachment: true once the player agreed. */
  mailDeleteUnclaimed: 8005,
  /** Console: no such mail job. */
  mailJobNotFound: 8010,
  /** Console: the mail job is not waiting for an approval (decided already). */
  mailJobNotAwaiting: 8011,
  /** Console: the operator who sent a mail job cannot approve it. */
  mailJobOwnApproval: 8012,
  /** Console: the audience has nobody in it (no such players, or the segment is empty). */
  mailAudienceEmpty: 8013,
  /** Console: player ids that are not players (params ids, the first few). */
  mailUnknownPlayers: 8014,
  /** Provable fairness (docs/fairness.md): no table by that key, or no such version. */
  fairTableNotFound: 9001,
  /** The diamond mall (docs/diamonds.md): no such item on sale (or off sale). */
  diamondItemNotFound: 9101,
  /** Fewer diamonds than the price (params diamonds, price). */
  diamondNotEnough: 9102,
  /** The item's stock is gone. */
  diamondOutOfStock: 9103,
  /** The player's daily / total limit of the item is reached (params max). */
  diamondDailyLimit: 9104,
  diamondTotalLimit: 9105,
  /** diamondExchangeCoin on a goods item, or diamondExchangeGoods on a coin item. */
  diamondWrongKind: 9106,
  /** No such order of this player (console: no such order). */
  diamondOrderNotFound: 9107,
  /** The order has left pending: its address cannot change. */
  diamondOrderNotPending: 9108,
  /** Console: the order cannot go to that state from where it is (a second cancel, delivered before shipped). */
  diamondOrderTransition: 9109,
  /** No such add-up award. */
  diamondAddupNotFound: 9110,
  /** The diamonds spent have not reached the award's threshold (params spent, threshold). */
  diamondAddupNotReached: 9111,
  /** Console: an item's values do not fit its kind (a coin item without coin, goods with coin). */
  diamondItemInvalid: 9112,
  /** Console: the goods picture is not a JPEG, PNG or WebP, or does not decode (the KYC pipeline's rule). */
  diamondImageFileType: 9113,
  /** Console: the goods picture is over the KYC size limit. */
  diamondImageTooLarge: 9114,
  /** A diamond coupon that is not the player's, not a diamond coupon, or unknown (field couponId). */
  diamondCouponNotFound: 9115,
  /** The diamond coupon was used already (by another exchange; a cancelled order gives it back). */
  diamondCouponUsed: 9116,
  /** The diamond coupon's time has passed. */
  diamondCouponExpired: 9117,
  /** Console: an add-up award's prize holds an item the mall cannot give (params propId). */
  diamondAddupInvalid: 9118,
  /** Scratch cards (docs/scratch.md): no such card of this player (a stranger's card answers the same). */
  scratchCardNotFound: 9201,
  /** scratchCardStrokes on a card already revealed and paid: its log is closed. */
  scratchCardClaimed: 9202,
  /** The card's stroke log would pass SCRATCH_MAX_STROKES (params max): nothing appended; reveal the card instead. */
  scratchStrokesFull: 9203,
  /** The strokes do not follow the kept log (`from` past its end, or another tab's stroke at that place): reload the card. */
  scratchStrokeConflict: 9204,
  /** diamondExchangeScratchcard on a scratch card item with no card type on sale (or its odds table missing). */
  scratchNotOnSale: 9205,
  /** Console: a scratch-card type with this key (or its table `scratch:<key>`) exists already. */
  scratchTypeKeyTaken: 9206,
  /** Console: the mall item is unknown, not of kind scratchCard, or sold by another card type already. */
  scratchTypeItemUnfit: 9207,
  /** Console: the type was put on sale or sold a card: its prizes are fixed (weights change on the odds page, two admins). */
  scratchPrizesLocked: 9208,
  /** Console: no scratch-card type with this id. */
  scratchTypeNotFound: 9209,
  /** The spin wheel (docs/spin.md): no spin left now (getSpinInfo says what earns the next). */
  spinNoneLeft: 9301,
  /** The wheel is switched off, or its fair table cannot draw. */
  spinNotRunning: 9302,
  /** Console: the wheel's stored slices do not parse, so settings cannot be saved beside them (a release restores them). */
  spinConfigUnreadable: 9303,
  /** The coin pusher (docs/pusher.md): switched off, or its fair table cannot draw. */
  pusherNotRunning: 9401,
  /** Console: the pusher's settings do not fit its table (a stake not whole pesos, lanes out of range). */
  pusherSettingsInvalid: 9402,
  /** Red-packet rain (docs/rain.md): the event is not open now (not started, ended, cancelled, unknown). */
  rainNotOpen: 9501,
  /** This player opened the event's most packets already. */
  rainCapReached: 9502,
  /** Every packet of the event is taken. */
  rainAllTaken: 9503,
  /** A tap's seq skips ahead of the player's next one. */
  rainSeqOutOfOrder: 9504,
  /** Console: the event overlaps another, starts in the past, or its budget cannot cover one centavo a packet. */
  rainEventInvalid: 9505,
  /** Console: the event has opened already (only a scheduled event can be changed or cancelled). */
  rainEventStarted: 9506,
  /** Console: no such event. */
  rainEventNotFound: 9507,
  /** Invites (docs/agents.md): agentFill after the window, or the player has an inviter already. */
  agentFillClosed: 9601,
  /** agentFill to oneself, a descendant (a loop) or another account of the same person. */
  agentFillRefused: 9602,
  /** The week is still open or holding, or its claim lapsed. */
  agentWeekNotClaimable: 9603,
  /** Console: no such referral. */
  agentReferralNotFound: 9604,
  /** No invite spin left (each valid invite earns some). */
  inviteNoSpinLeft: 9605,
  /** Not enough invite points for that exchange. */
  invitePointsShort: 9606,
  /** Red versus blue (docs/pk.md): no round to join now (none scheduled or open, or the activity is off). */
  pkNotOpen: 9701,
  /** The player is in the other camp for this round already (a camp is locked for the round). */
  pkOtherCamp: 9702,
  /** Console: the round starts in the past, overlaps another, or its cap exceeds its pool. */
  pkRoundInvalid: 9703,
  /** Console: the round has started (only a scheduled round can be changed or cancelled). */
  pkRoundStarted: 9704,
  /** Console: no such round. */
  pkRoundNotFound: 9705,
  /** The lottery (docs/lottery.md): the activity is off, or the draw's product is switched off. */
  lotteryNotRunning: 9711,
  /** The draw's sales have closed (its cut-off has passed). */
  lotterySalesClosed: 9712,
  /** No such draw. */
  lotteryDrawNotFound: 9713,
  /** A line is not N distinct numbers of 1…M, or the order has too many lines (field lines). */
  lotteryLinesInvalid: 9714,
  /** The coupon is not the player's usable lottery coupon (unknown, used, expired, another kind). */
  lotteryCouponUnavailable: 9715,
  /** The coupon's value is not the order's cost (a coupon is spent whole, no change given). */
  lotteryCouponMismatch: 9716,
  /** The requestId named another order already. */
  lotteryRequestReused: 9717,
  /** No such product. */
  lotteryProductNotFound: 9718,
  /** Not enough coin for the order. */
  lotteryCoinShort: 9719,
  /** Console: the product's settings do not hold (pick, pool, price, paytable, draw times). */
  lotteryProductInvalid: 9721,
  /** Console: no such product. */
  lotteryConsoleProductNotFound: 9722,
  /** Live shows (docs/shows.md): no such show live now (not started, over, cancelled, unknown, or the activity off). */
  liveShowNotLive: 9801,
  /** The show's watch reward is not earned yet (or the show has none). */
  liveRewardNotEarned: 9802,
  /** Console: the show's stream address, times or reward do not hold (the field named). */
  liveShowInvalid: 9805,
  /** Console: no such show. */
  liveShowNotFound: 9806,
  /** Console: the show is over or cancelled (only one still to come or on air can be changed). */
  liveShowOver: 9807,
  /** Follow (docs/follow.md): no such code. */
  followCodeUnknown: 9811,
  /** The code exists but is not valid now (not yet, or expired, or withdrawn). */
  followCodeExpired: 9812,
  /** The follow activity is switched off. */
  followNotRunning: 9813,
  /** Console: a code, window, reward or channel list that does not hold (the field named). */
  followInvalid: 9815,
  /** Console: the code is taken by another. */
  followCodeTaken: 9816,
  /** Console: no such code. */
  followCodeNotFound: 9817,
  /** Console: a tournament's times, games, prizes or stake floor do not hold, or it overlaps another (the field named; docs/tournament.md). */
  tournamentInvalid: 9901,
  /** Console: the tournament has started (only one still to come can be changed or cancelled). */
  tournamentStarted: 9902,
  /** Console: no such tournament. */
  tournamentNotFound: 9903,
  /** Console: the bank promotion's terms do not hold (the field named; docs/bankpromo.md). */
  bankPromoInvalid: 9911,
} as const;
export type ErrcodeValue = (typeof Errcode)[keyof typeof Errcode];

export const errcodeInfo: Record<ErrcodeValue, { key: string; http: number }> = {
  0: { key: 'errors.ok', http: 200 },
  400: { key: 'errors.invalidParams', http: 400 },
  401: { key: 'errors.unauthorized', http: 401 },
  403: { key: 'errors.forbidden', http: 403 },
  404: { key: 'errors.notFound', http: 404 },
  409: { key: 'errors.conflict', http: 409 },
  429: { key: 'errors.tooMany', http: 429 },
  500: { key: 'errors.internal', http: 500 },
  503: { key: 'errors.maintenance', http: 503 },
  1001: { key: 'errors.jackpot.noChance', http: 200 },
  1002: { key: 'errors.jackpot.needsDeposit', http: 200 },
  1003: { key: 'errors.jackpot.needsBetting', http: 200 },
  1004: { key: 'errors.jackpot.notRunning', http: 200 },
  2001: { key: 'errors.wallet.insufficientBalance', http: 200 },
  2002: { key: 'errors.wallet.kycRequired', http: 200 },
  2003: { key: 'errors.wallet.safeboxPasswordWrong', http: 200 },
  2004: { key: 'errors.wallet.cardLimitReached', http: 200 },
  2005: { key: 'errors.wallet.withdrawOutOfRange', http: 200 },
  2006: { key: 'errors.wallet.withdrawDailyLimit', http: 200 },
  2007: { key: 'errors.wallet.bonusLocked', http: 200 },
  2008: { key: 'errors.wallet.bonusForfeitUnconfirmed', http: 200 },
  2009: { key: 'errors.wallet.bonusOnePerPerson', http: 200 },
  2010: { key: 'errors.wallet.cardDepositUncleared', http: 200 },
  2011: { key: 'errors.wallet.withdrawalsOnHold', http: 200 },
  2012: { key: 'errors.wallet.safeboxLocked', http: 200 },
  2013: { key: 'errors.wallet.safeboxPasswordNotSet', http: 200 },
  2014: { key: 'errors.wallet.safeboxPasswordExists', http: 200 },
  2015: { key: 'errors.wallet.safeboxInsufficient', http: 200 },
  2016: { key: 'errors.wallet.safeboxCashOnly', http: 200 },
  2017: { key: 'errors.wallet.safeboxNoMobile', http: 200 },
  5001: { key: 'errors.reward.nothingToClaim', http: 200 },
  5002: { key: 'errors.reward.alreadyClaimed', http: 200 },
  5003: { key: 'errors.reward.needsDeposit', http: 200 },
  5004: { key: 'errors.reward.withheld', http: 200 },
  5005: { key: 'errors.reward.couponUnavailable', http: 200 },
  5006: { key: 'errors.reward.activityNotRunning', http: 200 },
  5040: { key: 'errors.points.notEnough', http: 200 },
  5041: { key: 'errors.points.belowMinimum', http: 200 },
  5042: { key: 'errors.points.notMultiple', http: 200 },
  5043: { key: 'errors.points.dailyCap', http: 200 },
  6001: { key: 'errors.protection.limitReached', http: 200 },
  6002: { key: 'errors.protection.excluded', http: 200 },
  6003: { key: 'errors.protection.signInRefused', http: 403 },
  6004: { key: 'errors.protection.raiseWaiting', http: 200 },
  6005: { key: 'errors.protection.nothingPending', http: 200 },
  6006: { key: 'errors.protection.notEndable', http: 200 },
  4001: { key: 'errors.game.unavailable', http: 200 },
  4002: { key: 'errors.game.maintenance', http: 200 },
  4003: { key: 'errors.game.sessionClosed', http: 200 },
  3001: { key: 'errors.bankrupt.notEligible', http: 200 },
  3002: { key: 'errors.bankrupt.alreadyClaimed', http: 200 },
  3003: { key: 'errors.bankrupt.needsValidBet', http: 200 },
  3004: { key: 'errors.bankrupt.ended', http: 200 },
  7001: { key: 'errors.kyc.fileType', http: 400 },
  7002: { key: 'errors.kyc.fileTooLarge', http: 400 },
  7003: { key: 'errors.kyc.pending', http: 409 },
  7004: { key: 'errors.kyc.approved', http: 409 },
  7005: { key: 'errors.kyc.fileUnknown', http: 400 },
  7006: { key: 'errors.kyc.restrictedPerson', http: 403 },
  7007: { key: 'errors.kyc.uploadLimit', http: 429 },
  7008: { key: 'errors.kyc.checkUnavailable', http: 409 },
  7009: { key: 'errors.kyc.idExcluded', http: 403 },
  8401: { key: 'errors.chat.tooLong', http: 400 },
  8402: { key: 'errors.chat.tooFast', http: 429 },
  8403: { key: 'errors.chat.clientIdReused', http: 409 },
  8404: { key: 'errors.chat.noProvider', http: 409 },
  8101: { key: 'errors.feedback.fileType', http: 400 },
  8102: { key: 'errors.feedback.fileTooLarge', http: 400 },
  8103: { key: 'errors.feedback.tooManyImages', http: 400 },
  8104: { key: 'errors.feedback.fileUnknown', http: 400 },
  8105: { key: 'errors.feedback.uploadLimit', http: 429 },
  8106: { key: 'errors.feedback.notFound', http: 404 },
  8107: { key: 'errors.feedback.sendLimit', http: 429 },
  8201: { key: 'errors.profile.avatarFileType', http: 400 },
  8202: { key: 'errors.profile.avatarTooLarge', http: 400 },
  8203: { key: 'errors.profile.avatarUploadLimit', http: 429 },
  8204: { key: 'errors.profile.avatarUnknown', http: 400 },
  8205: { key: 'errors.profile.emailInvalid', http: 400 },
  8001: { key: 'errors.mail.notFound', http: 404 },
  8002: { key: 'errors.mail.noAttachment', http: 200 },
  8003: { key: 'errors.mail.claimed', http: 200 },
  8004: { key: 'errors.mail.expired', http: 200 },
  8005: { key: 'errors.mail.deleteUnclaimed', http: 200 },
  8010: { key: 'errors.mail.jobNotFound', http: 404 },
  8011: { key: 'errors.mail.jobNotAwaiting', http: 409 },
  8012: { key: 'errors.mail.jobOwnApproval', http: 403 },
  8013: { key: 'errors.mail.audienceEmpty', http: 409 },
  8014: { key: 'errors.mail.unknownPlayers', http: 404 },
  9001: { key: 'errors.fairness.tableNotFound', http: 404 },
  9101: { key: 'errors.diamonds.itemNotFound', http: 404 },
  9102: { key: 'errors.diamonds.notEnough', http: 200 },
  9103: { key: 'errors.diamonds.outOfStock', http: 200 },
  9104: { key: 'errors.diamonds.dailyLimit', http: 200 },
  9105: { key: 'errors.diamonds.totalLimit', http: 200 },
  9106: { key: 'errors.diamonds.wrongKind', http: 400 },
  9107: { key: 'errors.diamonds.orderNotFound', http: 404 },
  9108: { key: 'errors.diamonds.orderNotPending', http: 409 },
  9109: { key: 'errors.diamonds.orderTransition', http: 409 },
  9110: { key: 'errors.diamonds.addupNotFound', http: 404 },
  9111: { key: 'errors.diamonds.addupNotReached', http: 200 },
  9112: { key: 'errors.diamonds.itemInvalid', http: 400 },
  9113: { key: 'errors.diamonds.imageFileType', http: 400 },
  9114: { key: 'errors.diamonds.imageTooLarge', http: 400 },
  9115: { key: 'errors.diamonds.couponNotFound', http: 404 },
  9116: { key: 'errors.diamonds.couponUsed', http: 409 },
  9117: { key: 'errors.diamonds.couponExpired', http: 409 },
  9118: { key: 'errors.diamonds.addupInvalid', http: 400 },
  9201: { key: 'errors.scratch.cardNotFound', http: 404 },
  9202: { key: 'errors.scratch.claimed', http: 409 },
  9203: { key: 'errors.scratch.strokesFull', http: 409 },
  9204: { key: 'errors.scratch.strokeConflict', http: 409 },
  9205: { key: 'errors.scratch.notOnSale', http: 404 },
  9206: { key: 'errors.console.scratchTypeKeyTaken', http: 409 },
  9207: { key: 'errors.console.scratchTypeItemUnfit', http: 409 },
  9208: { key: 'errors.console.scratchPrizesLocked', http: 409 },
  9209: { key: 'errors.console.scratchTypeNotFound', http: 404 },
  9301: { key: 'errors.spin.noneLeft', http: 409 },
  9302: { key: 'errors.spin.notRunning', http: 409 },
  9303: { key: 'errors.console.spinConfigUnreadable', http: 409 },
  9401: { key: 'errors.pusher.notRunning', http: 409 },
  9402: { key: 'errors.console.pusherSettingsInvalid', http: 400 },
  9501: { key: 'errors.rain.notOpen', http: 409 },
  9502: { key: 'errors.rain.capReached', http: 409 },
  9503: { key: 'errors.rain.allTaken', http: 409 },
  9504: { key: 'errors.rain.seqOutOfOrder', http: 409 },
  9505: { key: 'errors.console.rainEventInvalid', http: 400 },
  9506: { key: 'errors.console.rainEventStarted', http: 409 },
  9507: { key: 'errors.console.rainEventNotFound', http: 404 },
  9601: { key: 'errors.agent.fillClosed', http: 409 },
  9602: { key: 'errors.agent.fillRefused', http: 409 },
  9603: { key: 'errors.agent.weekNotClaimable', http: 409 },
  9604: { key: 'errors.console.agentReferralNotFound', http: 404 },
  9605: { key: 'errors.agent.noSpinLeft', http: 200 },
  9606: { key: 'errors.agent.pointsShort', http: 200 },
  9701: { key: 'errors.pk.notOpen', http: 409 },
  9702: { key: 'errors.pk.otherCamp', http: 409 },
  9703: { key: 'errors.console.pkRoundInvalid', http: 400 },
  9704: { key: 'errors.console.pkRoundStarted', http: 409 },
  9705: { key: 'errors.console.pkRoundNotFound', http: 404 },
  9711: { key: 'errors.lottery.notRunning', http: 409 },
  9712: { key: 'errors.lottery.salesClosed', http: 409 },
  9713: { key: 'errors.lottery.drawNotFound', http: 404 },
  9714: { key: 'errors.lottery.linesInvalid', http: 400 },
  9715: { key: 'errors.lottery.couponUnavailable', http: 409 },
  9716: { key: 'errors.lottery.couponMismatch', http: 409 },
  9717: { key: 'errors.lottery.requestReused', http: 409 },
  9718: { key: 'errors.lottery.productNotFound', http: 404 },
  9719: { key: 'errors.lottery.coinShort', http: 409 },
  9721: { key: 'errors.console.lotteryProductInvalid', http: 400 },
  9722: { key: 'errors.console.lotteryProductNotFound', http: 404 },
  9801: { key: 'errors.shows.notLive', http: 409 },
  9802: { key: 'errors.shows.rewardNotEarned', http: 409 },
  9805: { key: 'errors.console.liveShowInvalid', http: 400 },
  9806: { key: 'errors.console.liveShowNotFound', http: 404 },
  9807: { key: 'errors.console.liveShowOver', http: 409 },
  9811: { key: 'errors.follow.codeUnknown', http: 404 },
  9812: { key: 'errors.follow.codeExpired', http: 409 },
  9813: { key: 'errors.follow.notRunning', http: 409 },
  9815: { key: 'errors.console.followInvalid', http: 400 },
  9816: { key: 'errors.console.followCodeTaken', http: 409 },
  9817: { key: 'errors.console.followCodeNotFound', http: 404 },
  9901: { key: 'errors.console.tournamentInvalid', http: 400 },
  9902: { key: 'errors.console.tournamentStarted', http: 409 },
  9903: { key: 'errors.console.tournamentNotFound', http: 404 },
  9911: { key: 'errors.console.bankPromoInvalid', http: 400 },
};

// What every answer's reader needs, kept in a module of its own (the lobby's first load carries it, not the table above).
export { genericErrcodeKey, isSuccess, type ErrorBody } from './errcodeBasics.ts';
