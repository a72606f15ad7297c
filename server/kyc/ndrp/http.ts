import type { PersonQuery, RestrictedPersons } from './restricted.ts';

export interface HttpRestrictedOptions {
  /** NDRP_API_URL: the service's base (https, or http to 127.0.0.1 for a local fake). */
  apiBase: string;
  /** NDRP_API_KEY: sent as a bearer token. */
  apiKey: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * A restricted-persons service over HTTP. PAGCOR publishes no NDRP API, so this is written against
 * the interface docs/kyc.md defines (a licensee's gateway or a screening vendor answers it):
 *
 *   POST <base>/v1/checks   Authorization: Bearer <key>
 *   {"mobile": "639171234567" | null, "fullName": "Juan Dela Cruz" | null, "birthDate": "1980-01-31" | null}
 *   → 200 {"listed": true | false}
 *
 * Anything else (another status, a malformed answer, a time-out) throws: the caller refuses the
 * registration or sign-in rather than letting an unchecked person in.
 */
export function httpRestrictedPersons(opts: HttpRestrictedOptions): RestrictedPersons {
  const doFetch = opts.fetch ?? fetch;
  const url = new URL('/v1/checks', opts.apiBase).toString();
  return {
    source: 'service',
    async isListed(person: PersonQuery) {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${opts.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ mobile: person.mobile ?? null, fullName: person.fullName ?? null, birthDate: person.birthDate ?? null }),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      });
      if (res.status !== 200) throw new Error(`NDRP service answered ${res.status}`);
      const answer = (await res.json()) as { listed?: unknown };
      if (typeof answer.listed !== 'boolean') throw new Error('NDRP service answered without "listed"');
      return answer.listed;
    },
  };
}
