/**
 * The origins live-show streams may come from (`LIVE_STREAM_ORIGINS`, comma separated; docs/shows.md
 * "Streams"): the pages' Content-Security-Policy admits them for media and connections (hls.js fetches
 * the playlist and segments), and the console accepts a show's https address only on one of them, so
 * an operator cannot schedule a stream the page would refuse to load. Anything but an origin (a path,
 * a query, a user) is dropped; http is kept only for 127.0.0.1 and localhost, the local test stream's
 * (the console refuses http in production whatever is listed).
 */
export function liveStreamOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins: string[] = [];
  for (const part of (env.LIVE_STREAM_ORIGINS ?? '').split(',')) {
    const text = part.trim();
    if (!text) continue;
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      continue;
    }
    const loopback = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
    if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) continue;
    if (url.protocol === 'https:' || (url.protocol === 'http:' && loopback)) origins.push(url.origin);
  }
  return [...new Set(origins)];
}
