import { BONUS_QUALIFYING_DEPOSIT, MessageKey, PESO, PropId, type AppConfig, type TaskKind, type TasksConfig } from '../../contract/index.ts';
import { activityCaps } from '../../contract/ops/index.ts';
import { invalid } from '../api/errors.ts';
import { rules } from '../config/rules.ts';
import { amountWithin, coinAtMost, prizeItem, prizeItems, TASK_PRIZES, wageringWithin, wholePesos, type PrizeKinds } from './amount-checks.ts';

type Rules = Required<Pick<AppConfig, 'signInCalendar' | 'monthlyBonus' | 'firstDepositOffer' | 'pointsExchange' | 'bankruptGift' | 'tasks' | 'agentProgramme'>>;

/** The task kinds whose target is money (hundredths: paid deposits, valid bets); the others count. */
const MONEY_TASKS: ReadonlySet<TaskKind> = new Set(['deposit', 'validBet']);
const TASK_ITEMS: PrizeKinds = { props: TASK_PRIZES, refused: MessageKey.consoleConfigTaskItemNotGrantable };

/**
 * The most activity points a player can earn in a Manila day or week (docs/tasks.md "Liveness"): a
 * period's liveness is that of the task grants made in it, and each task pays once in its own
 * period, so a day can bring every task's points once, a week the daily tasks' seven times and the
 * others' once. A chest above it is one nobody can open.
 */
function reachableLiveness(list: TasksConfig['list']): { day: number; week: number } {
  const reach = { day: 0, week: 0 };
  for (const task of list) {
    const points = task.items.filter((item) => item.propId === PropId.liveness).reduce((sum, item) => sum + item.count, 0);
    reach.day += points;
    reach.week += task.period === 'day' ? points * 7 : points;
  }
  return reach;
}

/**
 * The activities' rules an admin edits from the console (issue 20; docs/console.md "Activity rules"):
 * what a value must also be, once its seed schema (contract/calls/config.ts) has passed it, so that the
 * activity's engine pays what the admin meant. Whole pesos for every coin amount and peso threshold
 * (as server/seed/wholePesos.ts), only the items the engine grants, the order the engine reads lists
 * in, and the caps of contract/ops/activity-caps.ts against typos. Each throws a 400 naming the field
 * inside `value`.
 */
export const activityChecks: { [K in keyof Rules]: (value: Rules[K]) => void } = {
  // The schema already allows only coin, points and diamonds, each once, 1–3 a day, 1–31 days.
  // Every prize's coin at most 10× (contract WAGERING_BOUNDS); the first-deposit offer is a bonus: 5–10×.
  signInCalendar: ({ days, wagering }) => {
    wageringWithin('value.wagering', wagering, 'prize');
    days.forEach((day, i) => prizeItems(`value.days.${i}.items`, day.items, activityCaps.signInDay));
  },

  // Tiers in ascending order of last month's valid bets, none twice: the engine sorts them and pays
  // the highest reached, so a list out of order or with two tiers at one level is not what was meant.
  monthlyBonus: ({ tiers, wagering }) => {
    wageringWithin('value.wagering', wagering, 'prize');
    tiers.forEach((tier, i) => {
      wholePesos(`value.tiers.${i}.minValidBet`, tier.minValidBet);
      const previous = tiers[i - 1];
      if (previous && tier.minValidBet <= previous.minValidBet) {
        throw invalid(`value.tiers.${i}.minValidBet`, MessageKey.consoleConfigNotAscending, { previous: previous.minValidBet / PESO });
      }
      prizeItems(`value.tiers.${i}.items`, tier.items, activityCaps.monthlyTier);
    });
  },

  // percent 1–200 is the schema's; a bonus of ₱0 would be an offer that pays nothing; a minimum
  // deposit above the largest deposit would be one nobody gets (₱0: any first deposit qualifies).
  // Its minimum deposit at least a bonus's qualifying deposit floor (contract BONUS_QUALIFYING_DEPOSIT).
  firstDepositOffer: ({ maxBonus, minDeposit, wagering }) => {
    wageringWithin('value.wagering', wagering, 'bonus');
    amountWithin('value.minDeposit', minDeposit, { min: BONUS_QUALIFYING_DEPOSIT.min, max: rules.deposit.maxAmount });
    wholePesos('value.maxBonus', maxBonus);
    if (maxBonus <= 0) throw invalid('value.maxBonus', MessageKey.consoleConfigAmountZero);
    coinAtMost('value.maxBonus', maxBonus, activityCaps.firstDepositMaxBonus);
  },

  // pointsPerPeso ≥ 1 is the schema's. An exchange is a whole multiple of the rate (the coin is whole
  // pesos), so a minimum off the multiple would refuse its own amount; a daily cap below the minimum
  // would refuse every exchange. No cap on the rate: what it can pay is bounded by the points players hold.
  pointsExchange: ({ pointsPerPeso, minPoints, dailyMaxPoints, wagering }) => {
    wageringWithin('value.wagering', wagering, 'prize');
    if (minPoints % pointsPerPeso !== 0) throw invalid('value.minPoints', MessageKey.consoleConfigPointsStep, { step: pointsPerPeso });
    if (dailyMaxPoints != null && dailyMaxPoints < minPoints) {
      throw invalid('value.dailyMaxPoints', MessageKey.consoleConfigPointsCapBelowMin, { min: minPoints, max: dailyMaxPoints });
    }
  },

  // The agent programme (docs/agents.md): tiers from ₱0 up, each above the one before in whole pesos,
  // rates never falling (a bigger team never earns a smaller share); the valid-invite bonus a free
  // bonus in whole pesos under its cap. Commission itself is earned: it has no wagering to check.
  agentProgramme: ({ tiers, validInvite }) => {
    if (tiers[0]!.minTeamValidBet !== 0) throw invalid('value.tiers.0.minTeamValidBet', MessageKey.consoleConfigFirstTierZero);
    tiers.forEach((tier, i) => {
      wholePesos(`value.tiers.${i}.minTeamValidBet`, tier.minTeamValidBet);
      const previous = tiers[i - 1];
      if (!previous) return;
      if (tier.minTeamValidBet <= previous.minTeamValidBet) {
        throw invalid(`value.tiers.${i}.minTeamValidBet`, MessageKey.consoleConfigNotAscending, { previous: previous.minTeamValidBet / PESO });
      }
      if (tier.rateBp < previous.rateBp) throw invalid(`value.tiers.${i}.rateBp`, MessageKey.consoleConfigRateFalls, { previous: previous.rateBp });
    });
    wholePesos('value.validInvite.minValidBet', validInvite.minValidBet);
    wholePesos('value.validInvite.coin', validInvite.coin);
    coinAtMost('value.validInvite.coin', validInvite.coin, activityCaps.agentValidInvite);
    wageringWithin('value.validInvite.wagering', validInvite.wagering, 'prize');
  },

  // Awards are claimed in list order, each unlocked by today's valid bets: the list goes from the
  // smallest bets up (equal is allowed: two gifts at one level), ids are the claims' keys, so unique.
  bankruptGift: ({ threshold, awards, wagering }) => {
    wageringWithin('value.wagering', wagering, 'prize');
    wholePesos('value.threshold', threshold);
    coinAtMost('value.threshold', threshold, activityCaps.bankruptThreshold);
    const ids = new Set<number>();
    awards.forEach((award, i) => {
      const field = `value.awards.${i}`;
      if (ids.has(award.id)) throw invalid(`${field}.id`, MessageKey.consoleConfigDuplicateId, { id: award.id });
      ids.add(award.id);
      wholePesos(`${field}.validBet`, award.validBet);
      const previous = awards[i - 1];
      if (previous && award.validBet < previous.validBet) {
        throw invalid(`${field}.validBet`, MessageKey.consoleConfigBelowPrevious, { previous: previous.validBet / PESO });
      }
      prizeItem(field, award, activityCaps.bankruptAward);
    });
  },

  // The schema already refuses a kind in a period it cannot happen in and a target it cannot reach
  // (TASK_KIND_PERIODS, taskTargetMax on `list.<i>.period`/`.target`), two tasks or two chests with one
  // id (the claims' keys, on the second one's `id`), a prize with no item or more than 10. Beyond it:
  // money targets and coin in whole pesos; a task's prize only coin, points, diamonds and activity
  // points, a chest's no activity points (chests would feed themselves), each prop once, under the
  // caps; each period's chests from the smallest up (the player's bar and tiles read them in list
  // order: one out of order or two at one level is not what was meant) and none beyond what the tasks
  // can give in its period.
  tasks: ({ list, chests, wagering }) => {
    if (wagering !== undefined) wageringWithin('value.wagering', wagering, 'prize');
    list.forEach((task, i) => {
      const field = `value.list.${i}`;
      if (MONEY_TASKS.has(task.kind)) wholePesos(`${field}.target`, task.target);
      prizeItems(`${field}.items`, task.items, activityCaps.taskPrize, TASK_ITEMS);
    });
    const reach = reachableLiveness(list);
    const last: { day?: number; week?: number } = {};
    chests.forEach((chest, i) => {
      const field = `value.chests.${i}`;
      const previous = last[chest.period];
      if (previous !== undefined && chest.liveness <= previous) throw invalid(`${field}.liveness`, MessageKey.consoleConfigChestOrder, { previous });
      last[chest.period] = chest.liveness;
      if (chest.liveness > reach[chest.period]) throw invalid(`${field}.liveness`, MessageKey.consoleConfigChestUnreachable, { max: reach[chest.period] });
      prizeItems(`${field}.items`, chest.items, activityCaps.taskChest);
    });
  },
};
