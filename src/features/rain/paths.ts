/** The rain's activity page (routes.ts): the overlay's bar is not shown there, the page has its own Join. */
export const RAIN_PAGE = '/activity/red-packet-rain';
/** Where the rain's grants appear (the reward record, docs/rewards.md). */
export const REWARD_RECORD = '/reward/record';
