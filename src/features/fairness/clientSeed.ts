/**
 * The client seed's rule, as contract/calls/fairness.ts's clientSeedSchema (a unit test holds them
 * equal): 1–32 of A–Z a–z 0–9 _ -. Written here again so the page's chunk carries no zod.
 */
export const CLIENT_SEED = /^[A-Za-z0-9_-]{1,32}$/;
export const CLIENT_SEED_MAX = 32;

export const isClientSeed = (value: string): boolean => CLIENT_SEED.test(value);
