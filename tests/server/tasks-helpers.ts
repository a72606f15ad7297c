import { PropId } from '../../contract/index.ts';
import { appConfigRepo } from '../../server/app-config/index.ts';
import type { TestServer } from './harness.ts';
import { okCall } from './games-helpers.ts';
import type { Player } from './console-play.ts';
import { coin } from './vip-helpers.ts';

/** Shared pieces of the tasks suites (docs/tasks.md): a small task config so a few spins finish tasks. */
export const points = (count: number) => ({ propId: PropId.points, count });
export const liveness = (count: number) => ({ propId: PropId.liveness, count });
export { coin };

export const testTasks = {
  list: [
    { id: 1, period: 'day', kind: 'validBet', target: 2000, items: [coin(500), liveness(30)] },
    { id: 2, period: 'day', kind: 'gamesPlayed', target: 2, items: [points(10), liveness(30)] },
    { id: 3, period: 'day', kind: 'signIn', target: 1, items: [points(5), liveness(20)] },
    { id: 4, period: 'day', kind: 'deposit', target: 10_000, items: [coin(300), liveness(20)] },
    { id: 5, period: 'week', kind: 'validBet', target: 5000, items: [coin(1000), liveness(50)] },
    { id: 6, period: 'week', kind: 'deposit', target: 20_000, items: [coin(700)] },
    { id: 7, period: 'week', kind: 'signIn', target: 2, items: [points(20)] },
    { id: 8, period: 'once', kind: 'bindMobile', target: 1, items: [points(50), liveness(20)] },
    { id: 9, period: 'once', kind: 'kyc', target: 1, items: [points(100), liveness(20)] },
    { id: 10, period: 'once', kind: 'validBet', target: 3000, items: [points(30)] },
  ],
  chests: [
    { id: 1, period: 'day', liveness: 20, items: [points(10)] },
    { id: 2, period: 'day', liveness: 50, items: [coin(200)] },
    { id: 11, period: 'week', liveness: 100, items: [coin(1000), { propId: PropId.diamond, count: 2 }] },
  ],
  wagering: 1,
};

/** Writes `tasks` (testTasks unless given) into the config and drops the cache. */
export async function useTaskConfig(t: TestServer, tasks: unknown = testTasks) {
  await appConfigRepo(t.deps.db).upsert('tasks', tasks);
  t.deps.config.invalidate();
}

export const view = async (t: TestServer, p: Player) => okCall('getTaskUser', await t.call('getTaskUser', {}, { token: p.token }));
export const finish = (t: TestServer, p: Player, id: number) => t.call('finishTask', { id }, { token: p.token });
export const openChest = (t: TestServer, p: Player, id: number) => t.call('receiveTaskAward', { id }, { token: p.token });
export const taskDot = async (t: TestServer, p: Player) => (okCall('refreshData', await t.call('refreshData', {}, { token: p.token })).redDots as { task: boolean }).task;

type TaskRow = { id: number; progress: number; status: string };
/** [id, progress, status] of the tasks named (all when none). */
export async function tasksOf(t: TestServer, p: Player, ids?: number[]) {
  const tasks = (await view(t, p)).tasks as TaskRow[];
  return tasks.filter((task) => !ids || ids.includes(task.id)).map((task) => [task.id, task.progress, task.status]);
}

/** The day's sign-in claimed on the sign-in calendar (loginBonus3Receive: a FreeSign 36 grant whose period is the Manila day). */
export const signedIn = async (t: TestServer, p: Player) => okCall('loginBonus3Receive', await t.call('loginBonus3Receive', {}, { token: p.token }));

const MANILA = 8 * 3600_000;
const DAY = 24 * 3600_000;
/** Moves the server clock to `msBefore` before the next Monday 00:00 Manila (the next week). */
export function advanceToBeforeMonday(t: TestServer, msBefore: number) {
  const now = t.deps.now();
  const day = Math.floor((now + MANILA) / DAY);
  const weekday = (((day + 3) % 7) + 7) % 7; // 0 on Mondays
  const nextMonday = (day - weekday + 7) * DAY - MANILA;
  t.advance(nextMonday - msBefore - now);
}
