// Sign in with Google, LINE and Facebook (docs/social.md): the calls, the Google form-post receiver,
// the development fakes, what the profile shows, and what the sign-in forms offer.
import type { Executor } from '../../db/client.ts';
import { socialAccountsRepo } from './flows.ts';
import { providerName, type ProviderName } from './settings.ts';

export { socialHandlers } from './handlers.ts';
export { registerGoogleReturn } from './google-return.ts';
export { registerSocialFakes } from './fakes/routes.ts';
export { offeredSocialTypes } from './settings.ts';

/** The player's linked providers by name: the subject and the name each gave (user info's six fields). */
export async function linkedSocialAccounts(db: Executor, userId: number): Promise<Partial<Record<ProviderName, { subject: string; name: string }>>> {
  const out: Partial<Record<ProviderName, { subject: string; name: string }>> = {};
  for (const row of await socialAccountsRepo(db).ofUser(userId)) {
    const name = providerName[row.provider];
    if (name) out[name] = { subject: row.subject, name: row.name };
  }
  return out;
}
