import { and, eq, isNull } from 'drizzle-orm';
import { Errcode } from '../../contract/index.ts';
import { ConsoleMessageKey } from '../../contract/ops/index.ts';
import { ApiError, invalid } from '../api/errors.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';
import { consoleRules } from './rules.ts';
import { operators } from './schema.ts';
import { operatorView } from './signin.ts';
import { enrolmentUri, newTotpSecret, totpStep } from './totp.ts';

const enrolled = () => new ApiError(Errcode.conflict, { msg: ConsoleMessageKey.totpEnrolled });

/**
 * The operator enrols their own authenticator at first sign-in, after changing the one-time password
 * (docs/console.md "Second factor"): nobody else ever sees the secret. `consoleTotpEnrol` makes a new
 * secret (replacing one not confirmed yet: the page was closed, the phone changed), sealed at rest
 * (totp-seal.ts), and answers it once as an otpauth:// URI and as text; `consoleTotpConfirm` takes a
 * current code of it, spends that code's step (so it cannot sign in again) and ends the enrolment,
 * audited. Until then the dispatcher answers nothing else.
 */
export const enrolmentHandlers: Pick<ConsoleHandlers, 'consoleTotpEnrol' | 'consoleTotpConfirm'> = {
  consoleTotpEnrol: async ({ deps, session, totp }) => {
    const op = session.operator;
    if (op.totpEnrolledAt !== null) throw enrolled();
    const secret = newTotpSecret();
    const stored = await deps.db
      .update(operators)
      .set({ totpSecret: totp.seal(op.id, secret) })
      .where(and(eq(operators.id, op.id), isNull(operators.totpEnrolledAt)))
      .returning({ id: operators.id });
    if (!stored.length) throw enrolled();
    return { secret, uri: enrolmentUri(op.name, secret) };
  },

  consoleTotpConfirm: async ({ deps, session, body, totp }) => {
    const op = session.operator;
    if (op.totpEnrolledAt !== null) throw enrolled();
    const now = deps.now();
    const step = op.totpSecret ? totpStep(totp.open(op.id, op.totpSecret), body.totp, now, consoleRules.totpWindow) : null;
    if (step === null) throw invalid('totp', ConsoleMessageKey.totpWrong);
    const row = await deps.db.transaction(async (tx) => {
      // The secret the code was checked against: another tab that started again meanwhile wins.
      const [done] = await tx
        .update(operators)
        .set({ totpEnrolledAt: new Date(now), lastTotpStep: step })
        .where(and(eq(operators.id, op.id), isNull(operators.totpEnrolledAt), eq(operators.totpSecret, op.totpSecret!)))
        .returning();
      if (!done) return undefined;
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleTotpConfirm', target: `operator:${op.name}`, before: { totpEnrolled: false }, after: { totpEnrolled: true } }, new Date(now));
      return done;
    });
    if (!row) throw invalid('totp', ConsoleMessageKey.totpWrong);
    return { operator: operatorView(row) };
  },
};
