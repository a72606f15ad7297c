/**
 * Message keys only the operator console's calls send (texts in locales/en-PH/console-errors.json),
 * kept apart from contract/messages.ts's MessageKey: that object is in the player lobby's first load
 * (a bundler cannot drop an object's unused keys), and these texts are never the player's.
 * contract/messages.test.ts checks that each has its en-PH text.
 */
export const ConsoleMessageKey = {
  /** Console sign-in: too many failures from this address (IPv6: its /64); wait `retryAfter` seconds. */
  addressThrottled: 'errors.console.addressThrottled',
  /** Console sign-in: the console's password checks are all busy; try again in `retryAfter` seconds. */
  busy: 'errors.console.busy',
  /** The operator must enrol their own authenticator (consoleTotpEnrol, consoleTotpConfirm) before anything else. */
  totpEnrolRequired: 'errors.console.totpEnrolRequired',
  /** consoleTotpEnrol, consoleTotpConfirm: the operator's authenticator is enrolled already. */
  totpEnrolled: 'errors.console.totpEnrolled',
  /** consoleTotpConfirm: not a current code of the secret just shown. */
  totpWrong: 'errors.console.totpWrong',
  /** consoleNdrpUpload: the restricted-persons check is a service (NDRP_API_URL), not a list. */
  ndrpServiceInUse: 'errors.console.ndrpServiceInUse',
  /** consoleNdrpUpload: a list without a single entry (it would list nobody). */
  ndrpListEmpty: 'errors.console.ndrpListEmpty',
  /** consoleChatView, consoleChatReply, consoleChatAssign: no such conversation (404). */
  chatNotFound: 'errors.console.chatNotFound',
  /** consoleChatReply, consoleChatAssign take: another operator holds the conversation (409; params operator). */
  chatHeldByOther: 'errors.console.chatHeldByOther',
  /** consoleChatAssign release: this operator does not hold the conversation (409). */
  chatNotHeld: 'errors.console.chatNotHeld',
  /** consoleFeedbackView, Assign, Reply, Close: no such feedback (404). */
  feedbackNotFound: 'errors.console.feedbackNotFound',
  /** consoleFeedbackReply, consoleFeedbackAssign, consoleFeedbackClose: the feedback is closed already (409). */
  feedbackClosed: 'errors.console.feedbackClosed',
  /** consoleFeedbackReply, consoleFeedbackAssign take: another operator took it (409; params operator). */
  feedbackHeldByOther: 'errors.console.feedbackHeldByOther',
  /** consoleFairTable, consoleFairTableAdd, consoleFairReport: no table by that key (404). */
  fairTableNotFound: 'errors.console.fairTableNotFound',
  /** consoleFairTable: the table has no such version (404). */
  fairVersionNotFound: 'errors.console.fairVersionNotFound',
  /** consoleFairTableAdd: reels (a slot's strips) change only with a release (409). */
  fairReelsByRelease: 'errors.console.fairReelsByRelease',
  /** consoleFairTableAdd, its approval: the start is in the past (400 on effectiveFrom): odds never change retroactively. */
  fairEffectivePast: 'errors.console.fairEffectivePast',
  /** consoleFairTableAdd: the start is more than a year ahead (400 on effectiveFrom). */
  fairEffectiveTooFar: 'errors.console.fairEffectiveTooFar',
  /** consoleFairTableAdd: the weights are not exactly the entries of the version in force, each once (400 on weights). */
  fairWeightsMismatch: 'errors.console.fairWeightsMismatch',
  /** consoleFairReport: `to` not after `from`, or a period longer than `max` days (400 on to). */
  fairReportRange: 'errors.console.fairReportRange',
} as const;
