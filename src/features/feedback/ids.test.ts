import { describe, expect, it } from 'vitest';
import { isFeedbackChild, isFeedbackId } from './ids.ts';

describe('the feedback routes', () => {
  it('take positive whole record ids within 32 bits, nothing else', () => {
    for (const id of ['1', '42', '2147483647']) expect(isFeedbackId(id), id).toBe(true);
    for (const id of [undefined, '', '0', '007', '-1', '1.5', '1e3', 'abc', '12abc', '2147483648', ' 1']) expect(isFeedbackId(id), String(id)).toBe(false);
  });

  it('know their children: write, the record and one feedback', () => {
    for (const child of [undefined, '', 'record', 'record/7']) expect(isFeedbackChild(child), String(child)).toBe(true);
    for (const child of ['record/abc', 'record/', 'record/7/x', 'records', 'new', 'record/-3']) expect(isFeedbackChild(child), child).toBe(false);
  });
});
