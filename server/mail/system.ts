import type { MailTemplate } from '../../contract/index.ts';
import type { Executor } from '../db/client.ts';
import { notify } from '../push/index.ts';
import { inboxChanged } from './notify.ts';
import { mailRepo } from './repo.ts';

/**
 * Writes a system mail, in the transaction of the event it tells of (a withdrawal paid, a KYC decision,
 * a level-up, a limit in force), so the mail exists exactly when the event committed. It stores the
 * template key and its values, never text: the client renders `mail:templates.<key>` in the player's
 * language. System mail tells the player about their own account, so it is not promotional and reaches
 * protected players too. Answers the mail's id.
 */
export async function sendSystemMail(tx: Executor, userId: number, template: MailTemplate, params: Record<string, string | number>, now: number): Promise<number> {
  const row = await mailRepo(tx).insert({ userId, kind: 'system', template, params, createdAt: new Date(now) });
  await inboxChanged(tx, userId, row.id);
  // A push too, to the devices the player opted in (docs/push.md): a paid withdrawal says how much; the rest "new mail".
  if (template === 'withdrawalPaid') await notify(tx, userId, 'withdrawal', { url: '/wallets/record', params: { amount: pesos(params.amount) } }, now);
  else await notify(tx, userId, 'mail', { url: `/email/detail?id=${row.id}` }, now);
  return row.id;
}

/** An amount in hundredths as the player reads it, floored pesos ("₱1,050"), as the client formats it. */
const pesos = (hundredths: string | number | undefined) => `₱${Math.floor(Number(hundredths ?? 0) / 100).toLocaleString('en-PH')}`;
