import { describe, expect, it } from 'vitest';
import { MessageKey, PropId } from '../../contract/index.ts';
import { amountWithin, coinAtMost, prizeItem, prizeItems, TASK_PRIZES, wholePesos } from './amount-checks.ts';

/**
 * The console's amount checks at their edges (docs/mutation-hardening.md): a cap, a bound or a whole
 * peso is allowed exactly, and refused one centavo or one count past it, naming the field as the
 * operator's form shows it.
 */
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    const { errcode, field, msg, params } = error as { errcode: number; field?: string; msg: string; params?: Record<string, unknown> };
    return { errcode, field, msg, ...(params ? { params } : {}) };
  }
  return null;
};
const caps = { coin: 50_000, points: 300, diamond: 20, liveness: 40 };

describe('console amount checks', () => {
  it('whole pesos: ₱5 passes, ₱5.01 and 1 centavo are refused', () => {
    expect(refusal(() => wholePesos('value.amount', 500))).toBeNull();
    expect(refusal(() => wholePesos('value.amount', 0))).toBeNull();
    expect(refusal(() => wholePesos('value.amount', 501))).toEqual({ errcode: 400, field: 'value.amount', msg: MessageKey.wholePesos });
    expect(refusal(() => wholePesos('value.amount', 1))).toMatchObject({ msg: MessageKey.wholePesos });
  });

  it('a coin cap is allowed exactly; a centavo above it is refused, the cap said in pesos', () => {
    expect(refusal(() => coinAtMost('value.max', 50_000, 50_000))).toBeNull();
    expect(refusal(() => coinAtMost('value.max', 50_001, 50_000))).toEqual({ errcode: 400, field: 'value.max', msg: MessageKey.consoleConfigAboveCap, params: { max: 500 } });
  });

  it('a prize item: only value items (a task may add liveness); each under its cap, exactly the cap allowed', () => {
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.coin, count: 50_000 }, caps))).toBeNull();
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.coin, count: 50_100 }, caps))).toEqual({
      errcode: 400,
      field: 'value.items.0.count',
      msg: MessageKey.consoleConfigAboveCap,
      params: { max: 500 },
    });
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.points, count: 300 }, caps))).toBeNull();
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.points, count: 301 }, caps))).toMatchObject({ field: 'value.items.0.count', params: { max: 300 } });
    // No caps given: no cap applies.
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.points, count: 10_000 }))).toBeNull();
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.liveness, count: 10 }, caps))).toMatchObject({ field: 'value.items.0.propId', msg: MessageKey.consoleConfigItemNotGrantable });
    expect(refusal(() => prizeItem('value.items.0', { propId: PropId.liveness, count: 40 }, caps, { props: TASK_PRIZES, refused: MessageKey.consoleConfigTaskItemNotGrantable }))).toBeNull();
  });

  it('a prop twice in one prize is refused at its second place', () => {
    const coin = { propId: PropId.coin, count: 1_000 };
    expect(refusal(() => prizeItems('value.items', [coin, { propId: PropId.points, count: 5 }], caps))).toBeNull();
    expect(refusal(() => prizeItems('value.items', [coin, coin], caps))).toEqual({ errcode: 400, field: 'value.items.1.propId', msg: MessageKey.fieldInvalid });
  });

  it('an amount within bounds: both bounds allowed, a peso outside either refused, the bounds said in pesos', () => {
    const bounds = { min: 10_000, max: 100_000 };
    expect(refusal(() => amountWithin('value.min', 10_000, bounds))).toBeNull();
    expect(refusal(() => amountWithin('value.min', 100_000, bounds))).toBeNull();
    expect(refusal(() => amountWithin('value.min', 9_900, bounds))).toEqual({ errcode: 400, field: 'value.min', msg: MessageKey.consoleConfigAmountBounds, params: { min: 100, max: 1_000 } });
    expect(refusal(() => amountWithin('value.min', 100_100, bounds))).toMatchObject({ msg: MessageKey.consoleConfigAmountBounds });
    expect(refusal(() => amountWithin('value.min', 10_050, bounds))).toMatchObject({ msg: MessageKey.wholePesos });
  });
});
