import { describe, expect, it } from 'vitest';
import { channelName, channelType, isChannelName, lastDigits, parsePesos } from './channels.ts';

describe('withdrawal channels', () => {
  it('maps the names of /withdrawal/{name} to channel types and back', () => {
    expect(channelType('gcash')).toBe(1);
    expect(channelType('bank')).toBe(3);
    expect(channelName(2)).toBe('maya');
    expect(isChannelName('maya')).toBe(true);
    expect(isChannelName('paypal')).toBe(false);
    expect(isChannelName(undefined)).toBe(false);
  });

  it('shows only the last digits of a number', () => {
    expect(lastDigits('09171234567')).toBe('4567');
  });
});

describe('amount field', () => {
  it('reads whole pesos as hundredths, with grouping and a peso sign', () => {
    expect(parsePesos('100')).toBe(10000);
    expect(parsePesos(' 1,500 ')).toBe(150000);
    expect(parsePesos('₱250')).toBe(25000);
  });

  it('refuses what is not an amount: empty, zero, negative, fractions, words', () => {
    for (const text of ['', '0', '-5', '10.5', 'abc', '1e5', '9999999999']) expect(parsePesos(text)).toBeNull();
  });
});
