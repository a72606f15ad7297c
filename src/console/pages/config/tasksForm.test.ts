import { describe, expect, it } from 'vitest';
import { PropId } from '../../../../contract/enums.ts';
import { TASK_KIND_PERIODS, taskPeriodSchema, taskTargetMax, tasksConfigAbsent, type TasksConfig } from '../../../../contract/calls/tasks.ts';
import seed from '../../../../server/seed/app-config.json';
import { parseConfigValue } from '../../../../server/console/config-values.ts';
import { hasTarget, KIND_PERIODS, LIVENESS_PROP, newChestDraft, newTaskDraft, TASK_KINDS, targetMax, tasksDraftOf, tasksValueOf, withKind } from './tasksForm.ts';

const stored = seed.tasks as TasksConfig;

/** The server's answer to a value: its 400's field, or null when it takes it. */
function serverRefusal(value: unknown): string | null {
  try {
    parseConfigValue('tasks', value);
    return null;
  } catch (error) {
    return (error as { field?: string }).field ?? 'value';
  }
}

describe('the tasks form', () => {
  it('knows the kinds, periods, targets and activity points item as the contract does (written out: the console has no zod)', () => {
    expect(KIND_PERIODS).toEqual(TASK_KIND_PERIODS);
    expect(LIVENESS_PROP).toBe(PropId.liveness);
    for (const kind of TASK_KINDS) for (const period of taskPeriodSchema.options) expect(targetMax(kind, period)).toBe(taskTargetMax(kind, period));
    expect(TASK_KINDS.filter((kind) => !hasTarget(kind, KIND_PERIODS[kind][0]!))).toEqual(['signIn', 'bindMobile', 'kyc']);
    expect(hasTarget('signIn', 'week')).toBe(true);
  });

  it('round-trips the seeded tasks and chests exactly: money targets in whole pesos, counts as typed, activity points apart', () => {
    const draft = tasksDraftOf(stored);
    expect(draft.wagering).toBe('1');
    expect(draft.list[0]).toEqual({ id: '1', period: 'day', kind: 'validBet', target: '200', liveness: '25', coin: '2', points: '', diamond: '' });
    expect(draft.list[1]).toMatchObject({ kind: 'gamesPlayed', target: '3', points: '10', liveness: '25' });
    expect(draft.chests[4]).toEqual({ id: '5', period: 'day', liveness: '100', coin: '5', points: '', diamond: '1' });
    const built = tasksValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value).toEqual(stored);
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('a changed target, a new weekly games task and a new week chest: pesos to hundredths, activity points last; the server’s fields map to the form’s', () => {
    const draft = tasksDraftOf(stored);
    draft.list[0]!.target = '1,500';
    draft.list.push({ ...withKind(newTaskDraft(draft.list), 'gamesPlayed'), period: 'week', target: '5', diamond: '2', liveness: '40' });
    draft.chests.push({ ...newChestDraft(draft.chests), period: 'week', liveness: '800', points: '300' });
    const built = tasksValueOf(draft);
    expect(built.problems).toEqual({});
    expect(built.value.list[0]!.target).toBe(150_000);
    expect(built.value.list[8]).toEqual({ id: 23, period: 'week', kind: 'gamesPlayed', target: 5, items: [{ propId: 60001, count: 2 }, { propId: 4001, count: 40 }] });
    expect(built.value.chests[8]).toEqual({ id: 14, period: 'week', liveness: 800, items: [{ propId: 2002, count: 300 }] });
    expect(built.formFieldOf['value.list.8.items.1.count']).toBe('value.list.8.liveness');
    expect(built.formFieldOf['value.list.8.items.0.propId']).toBe('value.list.8.diamond');
    expect(built.formFieldOf['value.list.8.kind']).toBe('value.list.8.period');
    expect(built.formFieldOf['value.chests.8.liveness']).toBe('value.chests.8.liveness');
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('a kind changed to one that cannot happen in the period moves to the kind’s period; its target is then 1, not asked', () => {
    const task = withKind({ ...newTaskDraft([]), target: '50' }, 'kyc');
    expect(task).toMatchObject({ kind: 'kyc', period: 'once' });
    expect(withKind({ ...newTaskDraft([]), period: 'week' }, 'signIn').period).toBe('week');
    const built = tasksValueOf({ wagering: '1', list: [{ ...task, points: '100' }], chests: [] });
    expect(built.problems).toEqual({});
    expect(built.value.list[0]).toMatchObject({ kind: 'kyc', period: 'once', target: 1 });
    expect(serverRefusal(built.value)).toBeNull();
  });

  it('refuses what the server refuses, at the same fields: ids twice, centavos, targets out of reach, no prize, above the caps, chests out of order or out of reach', () => {
    const draft = tasksDraftOf(stored);
    draft.list[1]!.id = '1';
    draft.list[0]!.target = '199.50';
    draft.list[2] = { ...withKind(draft.list[2]!, 'signIn'), period: 'week', target: '8' };
    draft.list[3] = { ...draft.list[3]!, kind: 'gamesPlayed', target: '0' };
    draft.list[4] = { ...draft.list[4]!, coin: '1001', liveness: '1001' };
    draft.list[5] = { ...draft.list[5]!, points: '', liveness: '' };
    draft.chests[1]!.liveness = '20';
    draft.chests[2]!.id = '1';
    draft.chests[6]!.diamond = '10001';
    draft.chests[7]!.liveness = '100000';
    draft.chests.push({ ...newChestDraft(draft.chests) });
    expect(tasksValueOf(draft).problems).toEqual({
      'value.list.0.target': { key: 'console-pages:config.errors.amount' },
      'value.list.1.id': { key: 'console-activities:tasks.errors.duplicateTask', params: { id: 1 } },
      'value.list.2.target': { key: 'console-activities:errors.range', params: { min: 1, max: 7 } },
      'value.list.3.target': { key: 'console-activities:tasks.errors.count' },
      'value.list.4.coin': { key: 'console-activities:errors.coinAboveCap', params: { max: 1_000 } },
      'value.list.4.liveness': { key: 'console-activities:errors.countAboveCap', params: { max: 1_000 } },
      'value.list.5.items': { key: 'console-activities:tasks.errors.noItems' },
      'value.chests.1.liveness': { key: 'console-activities:tasks.errors.chestOrder', params: { previous: 20 } },
      'value.chests.2.id': { key: 'console-activities:tasks.errors.duplicateChest', params: { id: 1 } },
      'value.chests.6.diamond': { key: 'console-activities:errors.countAboveCap', params: { max: 10_000 } },
      // A week of the tasks as typed: three daily ones at 25 seven times, the weekly sign-ins' 25 and 1,001 (over its cap, counted as typed), 20 and 20 once.
      'value.chests.7.liveness': { key: 'console-activities:tasks.errors.unreachable', params: { max: 1_591 } },
      'value.chests.8.liveness': { key: 'console-activities:errors.range', params: { min: 1, max: 1_000_000 } },
      'value.chests.8.items': { key: 'console-activities:errors.noItems' },
    });
    // The server refuses the same values at the same fields (one at a time: it names the first).
    const task = (change: object) => ({ ...stored, list: [{ ...stored.list[0]!, ...change }] });
    const chests = (...list: unknown[]) => ({ ...stored, chests: list });
    const chest = (id: number, period: string, liveness: number, items: unknown = [{ propId: 2002, count: 10 }]) => ({ id, period, liveness, items });
    expect(serverRefusal({ ...stored, list: [stored.list[0], { ...stored.list[1], id: 1 }] })).toBe('value.list.1.id');
    expect(serverRefusal(task({ target: 19_950 }))).toBe('value.list.0.target');
    expect(serverRefusal(task({ kind: 'signIn', period: 'week', target: 8 }))).toBe('value.list.0.target');
    expect(serverRefusal(task({ kind: 'gamesPlayed', target: 0 }))).toBe('value.list.0.target');
    expect(serverRefusal(task({ items: [{ propId: 2001, count: 100_100 }] }))).toBe('value.list.0.items.0.count');
    expect(serverRefusal(task({ items: [{ propId: 4001, count: 1_001 }] }))).toBe('value.list.0.items.0.count');
    expect(serverRefusal(task({ items: [] }))).toBe('value.list.0.items');
    expect(serverRefusal(chests(chest(1, 'day', 40), chest(2, 'day', 20)))).toBe('value.chests.1.liveness');
    expect(serverRefusal(chests(chest(1, 'day', 20), chest(1, 'week', 40)))).toBe('value.chests.1.id');
    expect(serverRefusal(chests(chest(1, 'week', 20, [{ propId: 60001, count: 10_001 }])))).toBe('value.chests.0.items.0.count');
    expect(serverRefusal(chests(chest(1, 'week', 100_000)))).toBe('value.chests.0.liveness');
    expect(serverRefusal(chests(chest(1, 'day', 0)))).toBe('value.chests.0.liveness');
    expect(serverRefusal(chests(chest(1, 'day', 20, [])))).toBe('value.chests.0.items');
  });

  it('no tasks and no chests is a value (the tab offers nothing), as an absent key; more than 50 tasks or 20 chests is not', () => {
    expect(tasksDraftOf(tasksConfigAbsent)).toEqual({ wagering: '1', list: [], chests: [] });
    expect(tasksValueOf({ wagering: '1', list: [], chests: [] })).toMatchObject({ value: { list: [], chests: [], wagering: 1 }, problems: {} });
    expect(serverRefusal({ list: [], chests: [], wagering: 1 })).toBeNull();
    const list = Array.from({ length: 51 }, (_, i) => ({ ...newTaskDraft([]), id: String(i + 1), target: '100', points: '1' }));
    const chests = Array.from({ length: 21 }, (_, i) => ({ ...newChestDraft([]), id: String(i + 1), liveness: String(i + 1), points: '1' }));
    expect(tasksValueOf({ wagering: '1', list, chests: [] }).problems).toEqual({ 'value.list': { key: 'console-activities:errors.tooMany', params: { max: 50 } } });
    expect(tasksValueOf({ wagering: '1', list: [], chests }).problems).toMatchObject({ 'value.chests': { key: 'console-activities:errors.tooMany', params: { max: 20 } } });
  });
});
