import { describe, expect, it } from 'vitest';
import { errcodeInfo, genericErrcodeKey } from './errcodes.ts';

describe('genericErrcodeKey', () => {
  it("gives each transport code the same default message as the registry", () => {
    for (const [code, key] of Object.entries(genericErrcodeKey)) expect(errcodeInfo[Number(code) as keyof typeof errcodeInfo]?.key).toBe(key);
    expect(Object.keys(genericErrcodeKey).map(Number)).toEqual(Object.keys(errcodeInfo).map(Number).filter((code) => code < 1000));
  });
});
