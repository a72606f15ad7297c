/**
 * The invite code a visitor arrived with (docs/agents.md "Sharing"). An invite link is
 * `/auth/register?code=XXXXXXXX`: the registration opens with the code filled in, and the code is
 * kept on the device for 30 days, so a visitor who closes the form and looks around first still has
 * it filled in when they register. Each arrival through a link is counted once per page load
 * (`actInviteClickInvite`, with a random visitor id kept on the device; the server counts a visitor
 * once a day). Kept out of shared/storage.ts, which is in the lobby's first load: this module is
 * only in the registration's chunk.
 */
export const InviteKey = {
  /** `{ code, until }`: the code of the last invite link opened here, until when it is kept. */
  code: 'swerte.invite',
  /** A random id of this browser for counting link visits (not the device id sign-in sends). */
  visitor: 'swerte.inviteVisitor',
} as const;

/** How long a code opened once stays filled in: 30 days. */
export const KEEP_MS = 30 * 24 * 3600_000;
/** What the server accepts as a code (contract: 4–32 characters); codes are upper case. */
const CODE = /^[A-Z0-9]{4,32}$/;

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function local(): Store | undefined {
  try {
    return globalThis.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The code in a link's query (`?code=abcd2345` → `ABCD2345`), or null when it is missing or malformed. */
export function codeFromSearch(search: string): string | null {
  const code = new URLSearchParams(search).get('code')?.trim().toUpperCase() ?? '';
  return CODE.test(code) ? code : null;
}

export function rememberInvite(code: string, now = Date.now(), store = local()): void {
  try {
    store?.setItem(InviteKey.code, JSON.stringify({ code, until: now + KEEP_MS }));
  } catch {
    // Storage full or off: the code is still filled in on this page.
  }
}

/** Forgets the kept code: the account it was for exists now (the next registrant here is someone else's). */
export function forgetInvite(store = local()): void {
  try {
    store?.removeItem(InviteKey.code);
  } catch {
    // Storage off: nothing was kept.
  }
}

/** The kept code while its 30 days last; an expired or unreadable one is removed. */
export function pendingInviteCode(now = Date.now(), store = local()): string | null {
  try {
    const raw = store?.getItem(InviteKey.code);
    if (!raw) return null;
    const kept = JSON.parse(raw) as { code?: unknown; until?: unknown };
    if (typeof kept.code === 'string' && CODE.test(kept.code) && typeof kept.until === 'number' && kept.until > now) return kept.code;
    store?.removeItem(InviteKey.code);
  } catch {
    // Unreadable: treated as none.
  }
  return null;
}

/** This browser's visitor id (22 URL-safe characters), made once and kept. */
export function visitorId(store = local(), random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => globalThis.crypto.getRandomValues(bytes)): string {
  try {
    const kept = store?.getItem(InviteKey.visitor);
    if (kept && /^[A-Za-z0-9_-]{8,64}$/.test(kept)) return kept;
  } catch {
    // Fall through: a new id for this page.
  }
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const id = Array.from(random(new Uint8Array(22)), (byte) => alphabet[byte & 63]).join('');
  try {
    store?.setItem(InviteKey.visitor, id);
  } catch {
    // Not kept: this visit still counts once.
  }
  return id;
}

const counted = new Set<string>();

/**
 * Arriving at a page with `?code=`: keeps the code, counts the visit once per page load, and answers
 * the code to fill in (the link's, else the kept one). `count` sends the visit (the registration
 * passes the API call; a failure is ignored: a lost count never stops a sign-up).
 */
export function landOnInvite(search: string, count: (code: string, visitor: string) => Promise<unknown>, now = Date.now()): string | null {
  const code = codeFromSearch(search);
  if (!code) return pendingInviteCode(now);
  rememberInvite(code, now);
  if (!counted.has(code)) {
    counted.add(code);
    count(code, visitorId()).catch(() => undefined);
  }
  return code;
}
