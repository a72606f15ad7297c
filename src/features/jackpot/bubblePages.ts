/**
 * Pages that show the floating jackpot bubble when the activity's homeFloatShowStatus is on (spec
 * §2 "certain pages"): the lobby and the account page, where players decide what to do next, not
 * forms or game screens where a floating button would cover controls.
 */
export const JACKPOT_BUBBLE_PAGES: readonly string[] = ['/', '/member'];
