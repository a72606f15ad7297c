/**
 * What the player's coin record calls each kind of transfer (appUserCoinDetail filters by these
 * groups). A feature that adds a transfer kind which touches coin lists it here, or it shows under
 * "all" only.
 */
export const recordGroups = {
  // A deposit's refund or chargeback taking coin back, a chargeback won giving it back, a debt collected (docs/payments.md).
  // bonus_reversed: the open bonus a refunded or charged-back deposit brought, taken back (docs/rewards.md).
  deposit: ['deposit', 'deposit_refund', 'dispute_hold', 'dispute_released', 'debt_settled', 'bonus_reversed'],
  // bonus_forfeit: the bonus balance a withdrawal gave up (docs/rewards.md "Wagering").
  // bonus_void: a welcome or first-deposit bonus another account of the same person had first (docs/rewards.md "One per person").
  withdraw: ['withdraw_hold', 'withdraw_rejected', 'bonus_forfeit', 'bonus_void'],
  // points_exchange: the coin an exchange of points paid (its points leg is on the points account).
  // agent_commission: a week's commission of the agent programme (docs/agents.md), earned cash without wagering.
  bonus: ['signup_bonus', 'opening_balance', 'jackpot_draw', 'reward', 'coupon_bonus', 'points_exchange', 'first_deposit_bonus', 'agent_commission'],
  game: ['game_bet', 'game_win', 'game_rollback', 'game_retrieve'],
  // Moves between the coin and the player's own safebox (docs/safebox.md): the coin's side of each.
  safebox: ['safebox_in', 'safebox_out'],
} as const satisfies Record<string, readonly string[]>;
export type RecordGroup = keyof typeof recordGroups;
