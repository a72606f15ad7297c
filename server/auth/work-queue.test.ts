import { describe, expect, it } from 'vitest';
import { workQueue } from './work-queue.ts';

const later = () => {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
};

describe('workQueue', () => {
  it('runs at most `slots` at once, urgent ahead of normal, and refuses past the queue', async () => {
    const queue = workQueue(2, 3, () => new Error('full'));
    const order: string[] = [];
    const gates = Array.from({ length: 5 }, later);
    const task = (name: string, gate: { done: Promise<void> }) => async () => {
      order.push(name);
      await gate.done;
      return name;
    };
    const a = queue.run('normal', task('a', gates[0]!));
    const b = queue.run('normal', task('b', gates[1]!));
    const c = queue.run('normal', task('c', gates[2]!));
    const d = queue.run('normal', task('d', gates[3]!));
    const urgent = queue.run('urgent', task('urgent', gates[4]!));
    await expect(queue.run('normal', async () => 'e')).rejects.toThrow('full');
    expect(queue.load()).toEqual({ running: 2, waiting: 3 });
    expect(order).toEqual(['a', 'b']);
    gates[0]!.release();
    await a;
    await Promise.resolve();
    expect(order).toEqual(['a', 'b', 'urgent']);
    for (const gate of gates) gate.release();
    expect(await Promise.all([b, c, d, urgent])).toEqual(['b', 'c', 'd', 'urgent']);
    expect(order).toEqual(['a', 'b', 'urgent', 'c', 'd']);
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });

  it('a task that throws frees its slot', async () => {
    const queue = workQueue(1, 1, () => new Error('full'));
    await expect(queue.run('normal', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await queue.run('normal', async () => 'next')).toBe('next');
    expect(queue.load()).toEqual({ running: 0, waiting: 0 });
  });
});
