import { normaliseMobile } from '../../../contract/index.ts';

// The interface is a kernel port (server/ports/restricted.ts: what ServerDeps carries); this folder's adapters implement it.
import type { PersonQuery, RestrictedPersons } from '../../ports/restricted.ts';
export type { PersonQuery, RestrictedPersons };

/** Upper case, accents dropped (Ñ → N), punctuation to spaces, spaces collapsed: "Dela Cruz, Juan" matches "DELA CRUZ JUAN". */
export function normaliseName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const MOBILE = /^(09\d{9}|\+?639\d{9})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a list holds: mobile numbers, and (name, birth date) pairs as `NAME|YYYY-MM-DD` keys. */
export interface RestrictedList {
  mobiles: Set<string>;
  people: Set<string>;
}

const personKey = (fullName: string, birthDate: string) => `${normaliseName(fullName)}|${birthDate}`;

/**
 * Reads a list: one entry a line, `#` starts a comment. A mobile number (09…, 639…, +639…) lists that
 * number; `Full Name | YYYY-MM-DD` lists that name born that day. A line that is neither is skipped
 * (`skipped` counts them, so the operator can be told).
 */
export function parseRestrictedList(text: string): RestrictedList & { skipped: number } {
  const list = { mobiles: new Set<string>(), people: new Set<string>(), skipped: 0 };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const compact = line.replace(/[\s-]/g, '');
    if (MOBILE.test(compact)) {
      list.mobiles.add(normaliseMobile(compact));
      continue;
    }
    const [name, day, ...rest] = line.split('|').map((part) => part.trim());
    if (name && day && DAY.test(day) && rest.length === 0 && normaliseName(name)) list.people.add(personKey(name, day));
    else list.skipped += 1;
  }
  return list;
}

/**
 * The matching rule: the same mobile number, or the same normalised full name with the same birth
 * date. A name alone is never enough (namesakes are common); a birth date alone neither.
 */
export function matches(list: RestrictedList, person: PersonQuery): boolean {
  if (person.mobile && list.mobiles.has(normaliseMobile(person.mobile))) return true;
  if (person.fullName && person.birthDate && list.people.has(personKey(person.fullName, person.birthDate))) return true;
  return false;
}

/** A list held in memory (tests; `set` replaces it). */
export function memoryRestrictedPersons(text = '') {
  let list = parseRestrictedList(text);
  return {
    set(next: string) {
      list = parseRestrictedList(next);
    },
    async isListed(person: PersonQuery) {
      return matches(list, person);
    },
  } satisfies RestrictedPersons & { set(text: string): void };
}
