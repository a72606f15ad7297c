import type { z } from 'zod';

/** Who may make a call: anyone, or a signed-in player (token in `authorization`). */
export type CallAuth = 'public' | 'user';

export interface CallDef<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, A extends CallAuth = CallAuth> {
  auth: A;
  body: B;
  response: R;
  /** A body limit above the API's 64 KiB, for the one call that carries an image (uploadKyc). */
  bodyLimit?: number;
}

export function defineCall<B extends z.ZodType, R extends z.ZodType, A extends CallAuth>(def: CallDef<B, R, A>): CallDef<B, R, A> {
  return def;
}
