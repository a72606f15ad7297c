import { storage, StorageKey } from '../storage.ts';

/**
 * "Saved credentials" (spec §4) are only the last account name used with password sign-in, so the
 * login form can open on the account tab, prefilled. The password is never stored.
 */
export function savedAccount(): string | null {
  return storage.get(StorageKey.savedAccount);
}

export function rememberAccount(account: string): void {
  const trimmed = account.trim();
  if (trimmed) storage.set(StorageKey.savedAccount, trimmed);
}
