/**
 * Philippine mobile numbers as the contract accepts them (contract/common.ts `mobile`). Kept here
 * as plain code so the lobby bundle does not pull in zod; a unit test keeps the two in step.
 */
export const PH_MOBILE = /^(09\d{9}|\+639\d{9}|639\d{9})$/;

/** Strips the spaces and dashes people type ("0917 123 4567"). */
export function cleanMobile(value: string): string {
  return value.replace(/[\s-]/g, '');
}

export function isPhMobile(value: string): boolean {
  return PH_MOBILE.test(cleanMobile(value));
}

/** 09171234567 → 0917•••4567, for showing a number without exposing it in full. */
export function maskMobile(mobile: string): string {
  const local = cleanMobile(mobile).replace(/^\+?63/, '0');
  if (local.length < 8) return local;
  return `${local.slice(0, 4)}•••${local.slice(-4)}`;
}
