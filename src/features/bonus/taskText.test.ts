import { beforeAll, describe, expect, it } from 'vitest';
import { TASK_KIND_PERIODS, taskKindSchema, type TaskKind } from '../../../contract/calls/tasks.ts';
import { i18next, initI18n, LOCALE } from '../../shared/i18n/i18n.ts';
import '../../shared/rewards/i18n.ts';
import { livenessScale, taskPlace, taskProgress, taskTitle } from './taskText.ts';

beforeAll(() => {
  initI18n();
});

const t = ((key: string, options?: Record<string, unknown>) => i18next.getFixedT(LOCALE, 'rewards')(key, options)) as Parameters<typeof taskTitle>[0];

describe('task texts', () => {
  it('names every kind in every period it can run in (no raw key ever shows)', () => {
    for (const kind of taskKindSchema.options) {
      for (const period of TASK_KIND_PERIODS[kind]) {
        for (const target of [1, 3, 20_000]) {
          const title = taskTitle(t, { kind, period, target });
          expect(title, `${kind}.${period}`).not.toMatch(/tasks\.|\{\{/);
        }
      }
    }
    expect(taskTitle(t, { kind: 'validBet', period: 'day', target: 20_000 })).toBe('Bet ₱200 today');
    expect(taskTitle(t, { kind: 'gamesPlayed', period: 'day', target: 3 })).toBe('Play 3 different games today');
    expect(taskTitle(t, { kind: 'gamesPlayed', period: 'week', target: 1 })).toBe('Play a game this week');
    expect(taskTitle(t, { kind: 'signIn', period: 'week', target: 5 })).toBe('Sign in on 5 days this week');
    expect(taskTitle(t, { kind: 'bindMobile', period: 'once', target: 1 })).toBe('Link your mobile number');
  });

  it('shows money progress in floored pesos, counts as numbers, never past the target', () => {
    expect(taskProgress({ kind: 'validBet', progress: 12_099, target: 20_000 })).toEqual({ progress: '₱120', target: '₱200', percent: 60 });
    expect(taskProgress({ kind: 'gamesPlayed', progress: 5, target: 3 })).toEqual({ progress: '3', target: '3', percent: 100 });
  });

  it('sends each kind to where it is done', () => {
    const kinds: TaskKind[] = taskKindSchema.options;
    expect(kinds.map((kind) => taskPlace[kind])).toEqual(['/wallets?name=deposit', '/', '/', '/activity/sign-in', '/auth/bind', '/member/profile/kyc']);
  });

  it("ends the liveness bar at the period's biggest chest", () => {
    expect(livenessScale([{ liveness: 20 }, { liveness: 100 }], 45)).toBe(100);
    expect(livenessScale([{ liveness: 20 }], 45)).toBe(45);
    expect(livenessScale([], 0)).toBe(1);
  });
});
