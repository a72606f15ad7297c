import { MAIL_APPROVAL_AMOUNT, type MailAudience } from '../../contract/ops/index.ts';
import { appConfigRepo } from '../app-config/index.ts';
import type { Executor } from '../db/client.ts';
import { createMailJob, decideMailJob, drainMailJobs, listMailJobs, MAIL_BATCH_SIZE, mailJob, mailJobView, type MailJobRow } from '../mail/index.ts';
import { recordConsoleAudit } from './audit.ts';
import type { ConsoleHandlers } from './context.ts';

/** The console config key of the approval amount (hundredths of coin per player). */
const APPROVAL_KEY = 'mailApprovalAmount';

/** Sends whose coin per player is above this wait for an admin: the stored key, bounded, or the default. */
export async function mailApprovalAmount(db: Executor): Promise<number> {
  const value = await appConfigRepo(db).value(APPROVAL_KEY);
  return typeof value === 'number' && Number.isInteger(value) && value >= MAIL_APPROVAL_AMOUNT.min && value <= MAIL_APPROVAL_AMOUNT.max ? value : MAIL_APPROVAL_AMOUNT.default;
}

const PAGE = 20;

/** A list of at most one batch's players is written before the answer; a segment, whatever its size, in the background. */
const writeNow = (job: MailJobRow) => (job.audience as MailAudience).kind === 'players' && job.total <= MAIL_BATCH_SIZE;

/**
 * Mail from the console (docs/mail.md "Sending"): each send and each decision is one transaction with
 * its audit row. A list of at most one batch's players is written before the answer (one player, a
 * short list: the operator sees it sent), also once approved; a segment or a longer list by the
 * background batches (mail/jobs.ts startMailJobs), whose progress the page reads.
 */
export const mailConsoleHandlers: Pick<ConsoleHandlers, 'consoleMailJobs' | 'consoleMailSend' | 'consoleMailDecide' | 'consoleMailApprovalAmountSet'> = {
  consoleMailJobs: async ({ deps, body }) => ({ ...(await listMailJobs(deps.db, body.before, PAGE)), approvalAmount: await mailApprovalAmount(deps.db) }),

  consoleMailSend: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const job = await deps.db.transaction(async (tx) => {
      const row = await createMailJob(tx, { ...body, operatorId: op.id, operator: op.name }, await mailApprovalAmount(tx), now);
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleMailSend', target: `mailJob:${row.id}`, after: { status: row.status, audience: body.audience, total: row.total, title: body.title, items: body.items, promo: body.promo, value: row.value }, reason: body.reason },
        new Date(now),
      );
      return row;
    });
    if (job.status === 'queued' && writeNow(job)) await drainMailJobs(deps.db, deps.now, { maxBatches: 2 });
    return { job: mailJobView((await mailJob(deps.db, job.id)) ?? job) };
  },

  consoleMailDecide: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = deps.now();
    const { after } = await deps.db.transaction(async (tx) => {
      const decided = await decideMailJob(tx, body.id, { approve: body.approve, by: { id: op.id, name: op.name }, reason: body.reason }, now);
      await recordConsoleAudit(
        tx,
        { operatorId: op.id, operator: op.name, call: 'consoleMailDecide', target: `mailJob:${body.id}`, before: { status: decided.before.status }, after: { status: decided.after.status }, reason: body.reason },
        new Date(now),
      );
      return decided;
    });
    if (after.status === 'queued' && writeNow(after)) await drainMailJobs(deps.db, deps.now, { maxBatches: 2 });
    return { job: mailJobView((await mailJob(deps.db, after.id)) ?? after) };
  },

  consoleMailApprovalAmountSet: async ({ deps, session, body }) => {
    const op = session.operator;
    const now = new Date(deps.now());
    await deps.db.transaction(async (tx) => {
      const before = await mailApprovalAmount(tx);
      // The amount in force already: nothing to change, nothing to audit.
      if (before === body.amount) return;
      await appConfigRepo(tx).upsert(APPROVAL_KEY, body.amount);
      await recordConsoleAudit(tx, { operatorId: op.id, operator: op.name, call: 'consoleMailApprovalAmountSet', target: `config:${APPROVAL_KEY}`, before, after: body.amount, reason: body.reason }, now);
    });
    return { approvalAmount: body.amount };
  },
};
