import { describe, expect, it } from 'vitest';
import { appConfigSchema, PropId, tasksConfigSchema, type AppConfig } from '../../contract/index.ts';
import { needsDeposit, prizeItems, taskSettings } from './settings.ts';

const coin = (count: number) => ({ propId: PropId.coin, count });
const liveness = (count: number) => ({ propId: PropId.liveness, count });

describe('task settings', () => {
  it('a task prize keeps value items and liveness, a chest only value items; duplicates add up, coupons and bad counts drop', () => {
    const items = [coin(100), liveness(20), { propId: 1010, count: 1 }, coin(50), { propId: PropId.points, count: 0 }, { propId: 3001, count: 2 }];
    expect(prizeItems(items, true)).toEqual([coin(150), liveness(20)]);
    expect(prizeItems(items, false)).toEqual([coin(150)]);
  });

  it('coin and diamonds need the first deposit; points and liveness do not', () => {
    expect(needsDeposit([coin(100)])).toBe(true);
    expect(needsDeposit([{ propId: PropId.diamond, count: 1 }])).toBe(true);
    expect(needsDeposit([{ propId: PropId.jackpotMini, count: 100 }])).toBe(true);
    expect(needsDeposit([{ propId: PropId.points, count: 10 }, liveness(5)])).toBe(false);
    expect(needsDeposit([])).toBe(false);
  });

  it('builds once per config snapshot, defaults when the key is absent', () => {
    const config = { gameList: [{ id: 101 }, { id: 102 }] } as unknown as AppConfig;
    const settings = taskSettings(config);
    expect(settings).toEqual({ tasks: [], chests: [], wagering: 1, gameIds: [101, 102] });
    expect(taskSettings(config)).toBe(settings);
    expect(appConfigSchema.shape.tasks.safeParse(undefined).success).toBe(true);
  });
});

describe('the tasks config key', () => {
  const task = { id: 1, period: 'day', kind: 'validBet', target: 20_000, items: [coin(200)] };
  const parse = (value: unknown) => tasksConfigSchema.safeParse(value);
  const chest = (id: number) => ({ id, period: 'day', liveness: 20, items: [coin(100)] });

  it('takes tasks and chests, the wagering optional', () => {
    expect(parse({ list: [task], chests: [{ id: 1, period: 'week', liveness: 100, items: [coin(100)] }] }).success).toBe(true);
  });

  it('refuses a kind in a period it cannot happen in, a target it cannot reach, twice the same id (named at the second)', () => {
    const issue = (value: unknown) => parse(value).error?.issues.map((i) => i.path.join('.'));
    expect(issue({ list: [{ ...task, kind: 'bindMobile', period: 'day', target: 1 }], chests: [] })).toEqual(['list.0.period']);
    expect(issue({ list: [{ ...task, kind: 'signIn', period: 'once', target: 1 }], chests: [] })).toEqual(['list.0.period']);
    expect(issue({ list: [{ ...task, kind: 'kyc', period: 'once', target: 2 }], chests: [] })).toEqual(['list.0.target']);
    expect(issue({ list: [{ ...task, kind: 'signIn', period: 'week', target: 8 }], chests: [] })).toEqual(['list.0.target']);
    expect(issue({ list: [task, { ...task }], chests: [] })).toEqual(['list.1.id']);
    expect(issue({ list: [], chests: [chest(5), chest(6), chest(5)] })).toEqual(['chests.2.id']);
    expect(issue({ list: [], chests: [{ id: 1, period: 'once', liveness: 1, items: [coin(1)] }] })).toEqual(['chests.0.period']);
    expect(issue({ list: [{ ...task, items: [] }], chests: [] })).toEqual(['list.0.items']);
  });
});
