// The inbox's public face (docs/mail.md): the player's calls, the system mail events write in their own
// transactions (withdrawals, KYC, VIP, protection through its hook), the red dots account composes, and
// the console's sends: jobs created, decided, listed and worked in batches in the background.
export { mailHandlers } from './handlers.ts';
export { sendSystemMail } from './system.ts';
export { mailRedDots } from './red-dots.ts';
export { coinValue, createMailJob, decideMailJob, drainMailJobs, listMailJobs, mailJob, mailJobView, MAIL_BATCH_SIZE, startMailJobs, type NewMailJob } from './jobs.ts';
export type { MailJobRow } from './jobs-batch.ts';
