/**
 * The invite link a player shares: the server's path (`/auth/register?code=…`) on this app's origin.
 * Joined as text, never resolved as a URL: a path like `//other.host/…` must not leave the origin.
 */
export function inviteLink(origin: string, path: string): string {
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
