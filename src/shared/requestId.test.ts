import { describe, expect, it } from 'vitest';
import { newRequestId } from './requestId.ts';

describe('newRequestId', () => {
  it('makes a request id the server accepts', () => {
    expect(newRequestId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(newRequestId()).not.toBe(newRequestId());
  });
});
