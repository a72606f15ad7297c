import type { TFunction } from 'i18next';
import type { MailSummary } from '../../../contract/calls/mail.ts';
import { formatPeso } from '../../shared/format/amount.ts';

const manila = (ms: number) => new Date(ms).toLocaleString('en-PH', { timeZone: 'Asia/Manila', dateStyle: 'medium', timeStyle: 'short' });
export const mailDate = manila;

const KNOWN = ['withdrawalPaid', 'withdrawalRejected', 'kycApproved', 'kycRejected', 'vipLevelUp', 'limitInForce', 'exclusionStarted'];

/**
 * A system mail's values as its text wants them: amounts (hundredths) as pesos, times in Manila, a
 * limit's kind and period in words (a play-time limit is minutes, not pesos).
 */
function values(t: TFunction, mail: Pick<MailSummary, 'template' | 'params'>): Record<string, string | number> {
  const p = mail.params;
  const out: Record<string, string | number> = { ...p };
  if (typeof p.amount === 'number') out.amount = p.kind === 'session' ? t('minutes', { ns: 'mail', count: p.amount }) : formatPeso(p.amount);
  if (typeof p.until === 'number') out.until = manila(p.until);
  if (mail.template === 'limitInForce') {
    out.kind = t(`limitKinds.${String(p.kind)}`, { defaultValue: String(p.kind) });
    out.period = t(`periods.${String(p.period)}`, { defaultValue: String(p.period) });
  }
  if (mail.template === 'exclusionStarted') out.kind = t(`templates.exclusionStarted.kinds.${String(p.kind)}`, { defaultValue: String(p.kind) });
  return out;
}

/**
 * A mail's title and text in the player's language: a system mail from its template (so switching the
 * app's language re-renders it), an operator's as written. A template this app does not know yet (a
 * newer server) reads as a plain notice.
 */
export function mailTexts(t: TFunction, mail: Pick<MailSummary, 'kind' | 'template' | 'params' | 'title'> & { body?: string }): { title: string; body: string } {
  if (mail.kind === 'operator' || !mail.template) return { title: mail.title, body: mail.body ?? '' };
  const key = KNOWN.includes(mail.template) ? mail.template : 'unknown';
  const v = values(t, mail);
  const removed = mail.template === 'limitInForce' && mail.params.amount === 0;
  return { title: t(`templates.${key}.title`, v), body: t(removed ? 'templates.limitInForce.removedBody' : `templates.${key}.body`, v) };
}
