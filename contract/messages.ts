/**
 * Specific failure message keys the server may send in `msg` instead of its errcode's default.
 * Every key here must exist in locales/en-PH/errors.json (a unit test checks).
 */
export const MessageKey = {
  /** Console sign-in: the name, password or authenticator code is wrong (which one is not said). */
  consoleWrongCredentials: 'errors.console.wrongCredentials',
  /** Console sign-in: too many failures for this name (from browsers its operator never used); wait `retryAfter` seconds. The console's other keys: contract/ops/messages.ts. */
  consoleLocked: 'errors.console.locked',
  /** The one-time password must be changed (consoleChangePassword) before anything else. */
  consolePasswordChangeRequired: 'errors.console.passwordChangeRequired',
  /** The operator's role may not make this call. */
  consoleRoleRefused: 'errors.console.roleRefused',
  /** consoleWithdrawalDecide: the withdrawal is unknown or decided already. */
  consoleWithdrawalNotPending: 'errors.console.withdrawalNotPending',
  /** consoleWithdrawalDecide: the operator who gave a withdrawal's first approval cannot give its second (403). */
  consoleWithdrawalSameApprover: 'errors.console.withdrawalSameApprover',
  /** consoleWithdrawalDecide approve: the player's withdrawals are held (an open chargeback or an unsettled refund debt; 409). */
  consoleWithdrawalHeld: 'errors.console.withdrawalHeld',
  /** consolePendingChangeDecide: the admin who proposed a change cannot approve it (403). */
  consoleOwnChange: 'errors.console.ownChange',
  /** consolePendingChangeDecide: the change is unknown or decided already (409). */
  consoleChangeNotPending: 'errors.console.changeNotPending',
  /** consoleConfigSet, consoleOperatorAdd: a change of the same key or account already waits for a second admin (409). */
  consoleChangePending: 'errors.console.changePending',
  /** consoleDepositRefundMark: the order is unknown, not held for a refund, or refunded already. */
  consoleRefundNotDue: 'errors.console.refundNotDue',
  /** consoleDisputeOpen: no paid deposit has this order number (404). */
  consoleDisputeNoDeposit: 'errors.console.disputeNoDeposit',
  /** consoleDisputeOpen: this dispute reference is recorded already (409). */
  consoleDisputeDuplicate: 'errors.console.disputeDuplicate',
  /** consoleDisputeOpen: refunds and disputes of this deposit would pass what it brought (409). */
  consoleDisputeExceeds: 'errors.console.disputeExceeds',
  /** consoleDisputeResolve: the dispute is unknown or decided already (409). */
  consoleDisputeNotOpen: 'errors.console.disputeNotOpen',
  /** consoleWalletHoldResolve: the player has no debt to settle (an open dispute is settled by its outcome) (409). */
  consoleHoldNothingToSettle: 'errors.console.holdNothingToSettle',
  /** consoleKycDecide: the submission is unknown or decided already. */
  consoleKycNotPending: 'errors.console.kycNotPending',
  /** consoleKycDecide approve: another account (`account`) has this ID approved: one person, one verified account. */
  consoleKycIdInUse: 'errors.console.kycIdInUse',
  /** addKyc: the ID is an excluded person's (7009). */
  kycIdExcluded: 'errors.kyc.idExcluded',
  /** recharge: identity is verified before the first deposit (config kycBeforeFirstDeposit; 2002). */
  kycBeforeFirstDeposit: 'errors.wallet.kycBeforeFirstDeposit',
  /** consoleKycView: no submission has this id. */
  consoleKycNotFound: 'errors.console.kycNotFound',
  /** consolePlayer, consolePlayerLedger, consolePlayerNoteAdd: no player has this id. */
  consolePlayerNotFound: 'errors.console.playerNotFound',
  /** consoleChangePassword: the new password contains the operator's name. */
  consolePasswordHasName: 'errors.console.passwordHasName',
  /** consoleActivityUpdate: no activity of that type. */
  consoleActivityNotFound: 'errors.console.activityNotFound',
  /** consoleOperatorAdd: an operator (enabled or disabled) has that name already. */
  consoleOperatorExists: 'errors.console.operatorExists',
  /** consoleOperatorDisable: no operator of that name. */
  consoleOperatorNotFound: 'errors.console.operatorNotFound',
  /** consoleOperatorDisable: an admin cannot disable their own account. */
  consoleCannotDisableSelf: 'errors.console.cannotDisableSelf',
  /** recharge firstDeposit: another account of the same person (device, payout account, ID) had the first-deposit bonus (5001). */
  firstDepositOnePerPerson: 'errors.reward.firstDepositOnePerPerson',
  /** consoleConfigSet: a turnover multiple outside the documented bounds (`min`, `max`: contract WAGERING_BOUNDS). */
  consoleConfigWageringBounds: 'errors.console.configWageringBounds',
  /** consoleConfigSet: an amount outside its documented bounds (`min`, `max` in pesos). */
  consoleConfigAmountBounds: 'errors.console.configAmountBounds',
  /** consoleConfigSet: a minimum above its maximum (`min`, `max` in pesos). */
  consoleConfigMinAboveMax: 'errors.console.configMinAboveMax',
  /** consoleConfigSet: a recharge map entry whose id is not its key (`key`). */
  consoleConfigIdNotKey: 'errors.console.configIdNotKey',
  /** consoleConfigSet: a deposit amount above the largest deposit the server takes (`max` in pesos). */
  consoleConfigAboveDepositMax: 'errors.console.configAboveDepositMax',
  /** consoleConfigSet: a deposit amount of ₱0. */
  consoleConfigAmountZero: 'errors.console.configAmountZero',
  /** consoleConfigSet: maintenance `until` is not an ISO 8601 time with its offset. */
  consoleConfigTimeInvalid: 'errors.console.configTimeInvalid',
  /** consoleConfigSet: a bet rebate rate above capBps (`max` in basis points). */
  consoleConfigRateAboveCap: 'errors.console.configRateAboveCap',
  /** consoleConfigSet: a prize item that cannot be granted yet (only coin 2001, points 2002, diamonds 60001). */
  consoleConfigItemNotGrantable: 'errors.console.configItemNotGrantable',
  /** consoleConfigSet: two entries of one list with one id (`id`): VIP tasks, bankruptcy awards (the tasks' lists: their schema, errors.fieldInvalid). */
  consoleConfigDuplicateId: 'errors.console.configDuplicateId',
  /** consoleConfigSet: a VIP level key that is not a whole number. */
  consoleConfigLevelKey: 'errors.console.configLevelKey',
  /** consoleConfigSet: above a cap against typos (contract/ops/activity-caps.ts; `max`: pesos for coin, else a count). */
  consoleConfigAboveCap: 'errors.console.configAboveCap',
  /** consoleConfigSet: a monthly tier's valid bets not above the tier before (`previous` in pesos). */
  consoleConfigNotAscending: 'errors.console.configNotAscending',
  /** consoleConfigSet: a bankruptcy award's valid bets below the award before (`previous` in pesos). */
  consoleConfigBelowPrevious: 'errors.console.configBelowPrevious',
  consoleConfigFirstTierZero: 'errors.console.configFirstTierZero',
  consoleConfigRateFalls: 'errors.console.configRateFalls',
  /** consoleConfigSet: points not a whole multiple of the exchange rate (`step` points = ₱1). */
  consoleConfigPointsStep: 'errors.console.configPointsStep',
  /** consoleConfigSet: the points exchange's daily cap below its minimum (`min`, `max` in points). */
  consoleConfigPointsCapBelowMin: 'errors.console.configPointsCapBelowMin',
  /** consoleConfigSet: a task prize item other than coin, points, diamonds or liveness 4001. */
  consoleConfigTaskItemNotGrantable: 'errors.console.configTaskItemNotGrantable',
  /** consoleConfigSet: a liveness chest not above the chest before it of its period (`previous` liveness). */
  consoleConfigChestOrder: 'errors.console.configChestOrder',
  /** consoleConfigSet: a liveness chest above what the tasks can give in its period (`max` liveness). */
  consoleConfigChestUnreachable: 'errors.console.configChestUnreachable',
  requestTooLarge: 'errors.requestTooLarge',
  malformedJson: 'errors.malformedJson',
  unknownField: 'errors.unknownField',
  fieldTooLong: 'errors.fieldTooLong',
  fieldInvalid: 'errors.fieldInvalid',
  fieldRequired: 'errors.fieldRequired',
  fieldLength: 'errors.fieldLength',
  accountFormat: 'errors.auth.accountFormat',
  birthDateInvalid: 'errors.auth.birthDateInvalid',
  wrongCredentials: 'errors.auth.wrongCredentials',
  /** accountLogin: wait `retryAfter` seconds (progressive delay after failures; server/auth/login-guard.ts). */
  signinWait: 'errors.auth.signinWait',
  /** accountLogin: solve the proof-of-work challenge in `params` and send it with the next attempt. */
  signinChallenge: 'errors.auth.signinChallenge',
  /** accountLogin: the challenge answer was wrong, expired, used before or for another account. */
  signinChallengeFailed: 'errors.auth.signinChallengeFailed',
  /** Too many password checks queued on this server: try again in `retryAfter` seconds. */
  signinBusy: 'errors.auth.signinBusy',
  passwordHasAccount: 'errors.auth.passwordHasAccount',
  passwordHasMobile: 'errors.auth.passwordHasMobile',
  passwordBreached: 'errors.auth.passwordBreached',
  accountExists: 'errors.auth.accountExists',
  mobileExists: 'errors.auth.mobileExists',
  mobileNotRegistered: 'errors.auth.mobileNotRegistered',
  underAge: 'errors.auth.underAge',
  passwordAlreadySet: 'errors.auth.passwordAlreadySet',
  registerTypeDisabled: 'errors.auth.registerTypeDisabled',
  mobileAlreadyBound: 'errors.auth.mobileAlreadyBound',
  invalidInviter: 'errors.auth.invalidInviter',
  smsCooldown: 'errors.sms.cooldown',
  smsCodeInvalid: 'errors.sms.codeInvalid',
  smsCodeExpired: 'errors.sms.codeExpired',
  smsTooManyAttempts: 'errors.sms.tooManyAttempts',
  smsDailyLimit: 'errors.sms.dailyLimit',
  smsAddressLimit: 'errors.sms.addressLimit',
  smsNumberLimit: 'errors.sms.numberLimit',
  smsSendFailed: 'errors.sms.sendFailed',
  registrationLimit: 'errors.auth.registrationLimit',
  tooManyItems: 'errors.tooManyItems',
  nicknameTooLong: 'errors.profile.nicknameTooLong',
  themeNotFound: 'errors.theme.notFound',
  ewalletNumber: 'errors.wallet.ewalletNumber',
  bankAccountNumber: 'errors.wallet.bankAccountNumber',
  bankUnavailable: 'errors.wallet.bankUnavailable',
  cardDuplicate: 'errors.wallet.cardDuplicate',
  cardNotFound: 'errors.wallet.cardNotFound',
  cardInUse: 'errors.wallet.cardInUse',
  depositMin: 'errors.wallet.depositMin',
  wholePesos: 'errors.wallet.wholePesos',
  depositMax: 'errors.wallet.depositMax',
  depositChannelUnavailable: 'errors.wallet.depositChannelUnavailable',
  orderNotFound: 'errors.wallet.orderNotFound',
  paymentsProviderUnavailable: 'errors.wallet.paymentsProviderUnavailable',
  paymentsStarting: 'errors.wallet.paymentsStarting',
  httpCrossSite: 'errors.http.crossSite',
  httpContentType: 'errors.http.contentType',
  securityStepUpRequired: 'errors.security.stepUpRequired',
  securityStepUpWrong: 'errors.security.stepUpWrong',
  securityStepUpProofMissing: 'errors.security.stepUpProofMissing',
  securityStepUpNoMobile: 'errors.security.stepUpNoMobile',
  securityCardTooNew: 'errors.security.cardTooNew',
  /**
   * exchange (2007): locked bonus coin waits for the player's first top-up as well as its turnover
   * (`locked`, `withdrawable`, `turnoverLeft` in pesos).
   */
  bonusLockedNeedsDeposit: 'errors.wallet.bonusLockedNeedsDeposit',
  /** exchange (2007): the locked bonus has met its turnover and waits only for the first top-up. */
  bonusLockedDepositOnly: 'errors.wallet.bonusLockedDepositOnly',
  /** A safebox password of the wrong shape: `min` to `max` digits (config lengths.safeboxPassword). */
  safeboxPasswordFormat: 'errors.wallet.safeboxPasswordFormat',
  /** 2003 with the count: a wrong safebox password, `attemptsLeft` before the lock (docs/safebox.md). */
  safeboxWrongAttemptsLeft: 'errors.wallet.safeboxWrongAttemptsLeft',
  /** pushSubscribe: the endpoint is not a push service's https address (docs/push.md). */
  pushEndpointRefused: 'errors.push.endpointRefused',
  /** pushSaveSettings: quiet hours that start and end at the same time. */
  pushQuietHoursSame: 'errors.push.quietHoursSame',
  /** 6001 with the limit named: kind and period (params limit, left, resetsAt; session in minutes). */
  limitDepositDay: 'errors.protection.limit.depositDay',
  limitDepositWeek: 'errors.protection.limit.depositWeek',
  limitDepositMonth: 'errors.protection.limit.depositMonth',
  limitLossDay: 'errors.protection.limit.lossDay',
  limitLossWeek: 'errors.protection.limit.lossWeek',
  limitLossMonth: 'errors.protection.limit.lossMonth',
  limitWagerDay: 'errors.protection.limit.wagerDay',
  limitWagerWeek: 'errors.protection.limit.wagerWeek',
  limitWagerMonth: 'errors.protection.limit.wagerMonth',
  limitSessionDay: 'errors.protection.limit.sessionDay',
  /** 6002 / 6003 by what is in force (params until). */
  protectionTimeOut: 'errors.protection.timeOut',
  protectionSelfExcluded: 'errors.protection.selfExcluded',
  signInTimeOut: 'errors.protection.signInTimeOut',
  signInSelfExcluded: 'errors.protection.signInSelfExcluded',
  /** 6002 for a withdraw-only session's call outside its list (params until, untilMs). */
  withdrawOnlySession: 'errors.protection.withdrawOnly',
  /**
   * 6006: what cannot be ended early, a self-exclusion in its irrevocable months or a time-out (params
   * until); none to end, or an operator's, is the errcode's default. Ending waits as a limit's raise
   * does (6004 raiseWaiting, params at) and 6005 says nothing was asked: their default texts.
   */
  exclusionEndIrrevocable: 'errors.protection.endIrrevocable',
  exclusionEndTimeOut: 'errors.protection.endTimeOut',
  /** setSelfLimit: the session limit is per day; money limits in whole pesos; session at most 1440 minutes. */
  limitSessionPerDay: 'errors.protection.sessionPerDay',
  limitSessionMax: 'errors.protection.sessionMax',
  /**
   * The bankruptcy gift's refusals (3001, 3004) by reason (docs/bankrupt.md): the texts come with the
   * bankruptcy popup's chunk (locales/en-PH/bankrupt-errors.json); each errcode's default stays in errors.json.
   */
  bankruptNotBankrupt: 'errors.bankrupt.notBankrupt',
  bankruptProtected: 'errors.bankrupt.protected',
  bankruptLossLimit: 'errors.bankrupt.lossLimit',
  bankruptNeedsDeposit: 'errors.bankrupt.needsDeposit',
  bankruptEarlierFirst: 'errors.bankrupt.earlierFirst',
  bankruptDayEnded: 'errors.bankrupt.dayEnded',
  bankruptDailyCap: 'errors.bankrupt.dailyCap',
  /** recharge `firstDeposit` (5001): a deposit was paid already, so the first-deposit offer no longer applies. */
  firstDepositTaken: 'errors.reward.firstDepositTaken',
  /** recharge `firstDeposit` (400 on amount): below the offer's minimum (`min` in pesos). */
  firstDepositMin: 'errors.reward.firstDepositMin',
  /** monthlyBonusReceive (5001): last month's valid bets reached no tier. */
  monthlyNoTier: 'errors.reward.monthlyNoTier',
  /** betBonusReceive / betBonusByTypeReceive (5001): a rebate accrued but under its minimum (`min` in pesos); it keeps accruing. */
  rebateBelowMinimum: 'errors.reward.rebateBelowMinimum',
  /** Social sign-in (docs/social.md): the provider is not offered now (config registerType / server settings; 403). */
  socialDisabled: 'errors.social.disabled',
  /** The sign-in's state or the new player's ticket is unknown, used or expired (400): start again. */
  socialStateInvalid: 'errors.social.stateInvalid',
  /** The provider's token or code failed a check (signature, audience, issuer, expiry, nonce, app id; 401; params `why`). */
  socialTokenInvalid: 'errors.social.tokenInvalid',
  /** Google's CSRF double-submit cookie is missing or differs from the posted value (403). */
  socialCsrf: 'errors.social.csrf',
  /** The provider did not answer (429, `retryAfter`). */
  socialProviderFailed: 'errors.social.providerFailed',
  /** bindSocialAccount: that provider account is linked to another player (409). */
  socialLinkedElsewhere: 'errors.social.linkedElsewhere',
  /** bindSocialAccount: this player has an account of that provider linked already (409). */
  socialAlreadyLinked: 'errors.social.alreadyLinked',
  /** unbindSocialAccount: it is the player's last way to sign in (409). */
  socialLastMethod: 'errors.social.lastMethod',
  /** unbindSocialAccount: nothing of that provider is linked (404). */
  socialNotLinked: 'errors.social.notLinked',
  timeout: 'errors.timeout',
  network: 'errors.network',
} as const;
export type MessageKeyValue = (typeof MessageKey)[keyof typeof MessageKey];
