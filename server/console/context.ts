import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { ConsoleCallPath, ConsoleCalls } from '../../contract/ops/index.ts';
import type { ServerDeps } from '../deps.ts';
import type { OperatorSession } from './sessions.ts';
import type { TotpSealer } from './totp-seal.ts';

export interface ConsoleContext<P extends ConsoleCallPath> {
  body: z.output<ConsoleCalls[P]['body']>;
  /** The signed-in operator: set for every call but the sign-in. */
  session: ConsoleCalls[P]['auth'] extends 'operator' ? OperatorSession : null;
  ip: string;
  requestId: string;
  deps: ServerDeps;
  log: FastifyBaseLogger;
  /** Seals and opens operators' TOTP secrets with SWERTE_TOTP_KEY (totp-seal.ts). */
  totp: TotpSealer;
}

/** What a console handler returns: the response minus errcode and msg, which the dispatcher adds. */
export type ConsolePayload<P extends ConsoleCallPath> = Omit<z.input<ConsoleCalls[P]['response']>, 'errcode' | 'msg'>;
export type ConsoleHandler<P extends ConsoleCallPath> = (ctx: ConsoleContext<P>) => Promise<ConsolePayload<P>>;
export type ConsoleHandlers = { [P in ConsoleCallPath]: ConsoleHandler<P> };
