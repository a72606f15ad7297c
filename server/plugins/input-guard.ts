import type { FastifyInstance } from 'fastify';
import { invalid } from '../api/errors.ts';

/**
 * PostgreSQL text cannot hold U+0000, and jsonb (and some drivers) refuse unpaired UTF-16
 * surrogates: such a string reaching a query is a database error, a 500. Every route takes strings
 * from the outside (paths, bodies, callbacks), so the refusal is one global hook, not a check each
 * route must remember (issue 14: the /app/v1 dispatcher had one, the payment routes did not).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const unstorable = (text: string): boolean => text.includes('\u0000') || LONE_SURROGATE.test(text);

/**
 * The path of the first string (keys included) the database could not store, or undefined.
 * Iterative, depth first: a body nested thousands deep (a hostile one) must not overflow the stack.
 */
export function unstorableField(value: unknown): string | undefined {
  type Item = { value: unknown; key?: string; parent?: Item };
  const pathOf = (item: Item) => {
    const keys: string[] = [];
    for (let at: Item | undefined = item; at?.key !== undefined; at = at.parent) keys.unshift(at.key);
    return keys.join('.') || 'body';
  };
  const stack: Item[] = [{ value }];
  while (stack.length > 0) {
    const item = stack.pop()!;
    if (item.key !== undefined && unstorable(item.key)) return pathOf(item);
    if (typeof item.value === 'string') {
      if (unstorable(item.value)) return pathOf(item);
    } else if (item.value && typeof item.value === 'object') {
      const children = Object.entries(item.value);
      // Pushed last to first, so the first key is looked at first (the 400 names the first bad field).
      for (let i = children.length - 1; i >= 0; i--) {
        const [key, child] = children[i]!;
        stack.push({ value: child, key, parent: item });
      }
    }
  }
  return undefined;
}

/** Cuts text to at most `max` UTF-16 units without leaving half of a surrogate pair at the end. */
export function clip(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** The URL as the router will read it, or undefined when it does not decode (bad %-escapes, invalid UTF-8). */
function decodedUrl(url: string): string | undefined {
  try {
    return decodeURIComponent(url);
  } catch {
    return undefined;
  }
}

/**
 * Registers, for every route (the API, payments, the sandbox, ops, static files and the 404 handler):
 * a URL with NUL or a lone surrogate, raw or %-escaped, or that does not decode, is refused 400
 * `url`; a parsed body (JSON object or a raw string a route reads itself) holding one is refused
 * 400 naming the field. Both before any handler reads the database.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const decoded = decodedUrl(req.url);
    if (decoded === undefined || unstorable(req.url) || unstorable(decoded)) throw invalid('url');
  });
  app.addHook('preValidation', async (req) => {
    const field = unstorableField(req.body);
    if (field !== undefined) throw invalid(field);
  });
}
