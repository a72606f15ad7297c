import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { liveStreamOrigins } from '../config/live-streams.ts';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * CSP hashes of the inline scripts in the built index.html (the static shell's boot script, see
 * src/app/shell): the policy allows exactly those, never 'unsafe-inline'. Read once at start; a new
 * build means a restart.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  const index = distDir ? join(distDir, 'index.html') : '';
  if (!index || !existsSync(index)) return [];
  const html = readFileSync(index, 'utf8');
  return [...html.matchAll(INLINE_SCRIPT)].map((match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`);
}

/**
 * The hosted chat provider's origin (docs/chat.md "Providers": CHATWOOT_BASE_URL), admitted for its
 * script, its widget's frame and its connections; none when the built-in chat is used.
 */
export function hostedChatOrigins(env: NodeJS.ProcessEnv = process.env): { https: string[]; wss: string[] } {
  let url: URL;
  try {
    url = new URL(env.CHATWOOT_BASE_URL ?? '');
  } catch {
    return { https: [], wss: [] };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { https: [], wss: [] };
  return { https: [url.origin], wss: [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`] };
}

/** Security headers for the API and the PWA. Other origins: only a hosted chat provider, when configured. */
export async function registerSecurityHeaders(app: FastifyInstance, distDir?: string): Promise<void> {
  const chat = hostedChatOrigins();
  // Live shows' streams (docs/shows.md "Streams"): hls.js fetches them and plays them through a blob: media source.
  const streams = liveStreamOrigins();
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(distDir), ...chat.https],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...chat.https],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...chat.https, ...chat.wss, ...streams],
        mediaSrc: ["'self'", 'blob:', ...streams],
        frameSrc: ["'self'", ...chat.https],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // Sent by plugins/answer-headers.ts only when the app is behind TLS (PUBLIC_URL https or a trusted
    // proxy's X-Forwarded-Proto): over plain http in development it would pin localhost to https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
}
