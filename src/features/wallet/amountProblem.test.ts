import { describe, expect, it } from 'vitest';
import { amountProblem } from './amountProblem.ts';
import { parsePesos } from './channels.ts';

const problem = (text: string, min = 10_000, max = 5_000_000) => amountProblem(text, parsePesos(text), min, max);

describe('amountProblem (deposit and withdraw amount fields)', () => {
  it('names the minimum for 0, not "enter an amount in whole pesos"', () => {
    expect(problem('0')).toEqual({ key: 'amount.belowMin', values: { min: '₱100' } });
    expect(problem('000')).toEqual({ key: 'amount.belowMin', values: { min: '₱100' } });
    expect(problem('₱0')).toEqual({ key: 'amount.belowMin', values: { min: '₱100' } });
  });

  it('names the minimum for any amount below it, from the configured minimum', () => {
    expect(problem('99')).toEqual({ key: 'amount.belowMin', values: { min: '₱100' } });
    expect(problem('499', 50_000)).toEqual({ key: 'amount.belowMin', values: { min: '₱500' } });
    expect(problem('1,000', 200_000)).toEqual({ key: 'amount.belowMin', values: { min: '₱2,000' } });
  });

  it('names the maximum above it', () => {
    expect(problem('50001')).toEqual({ key: 'amount.aboveMax', values: { max: '₱50,000' } });
  });

  it('accepts the minimum and the maximum themselves', () => {
    expect(problem('100')).toBeNull();
    expect(problem('50,000')).toBeNull();
  });

  it('asks for whole pesos when the text is not an amount', () => {
    expect(problem('12.50')).toEqual({ key: 'amount.invalid' });
    expect(problem('abc')).toEqual({ key: 'amount.invalid' });
    expect(problem('-5')).toEqual({ key: 'amount.invalid' });
  });
});
