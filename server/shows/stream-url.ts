import type { RunMode } from '../config/env.ts';

/**
 * Whether a show's stream address may be played by our pages (docs/shows.md "Streams"): a path on this
 * site (one leading slash, never `//host`, which is another origin), or an address on one of the
 * LIVE_STREAM_ORIGINS (server/config/live-streams.ts) the pages' Content-Security-Policy admits: https,
 * and in development also http on 127.0.0.1 or localhost, where the local test stream is served. In
 * production never http (the page is https; mixed content is blocked, and an http stream could be
 * altered on the way). No `javascript:` or `data:` address: only these schemes pass.
 */
export function streamUrlAllowed(url: string, mode: RunMode, origins: readonly string[]): boolean {
  if (/\s/.test(url)) return false;
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password || !origins.includes(parsed.origin)) return false;
  if (parsed.protocol === 'https:') return true;
  return mode !== 'production' && parsed.protocol === 'http:' && (parsed.hostname === '127.0.0.1' || parsed.hostname === 'localhost');
}
