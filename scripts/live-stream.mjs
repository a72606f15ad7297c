// The live shows' local test stream (docs/shows.md "A local stream"): an HLS stream GENERATED here with
// ffmpeg (a test pattern and a tone, H.264 + AAC in 2-second segments), never fetched nor committed.
// - generateLiveStream(dir): writes dir/index.m3u8 and its segments (the e2e spec serves them itself,
//   through the browser's routing, at the same-origin path /dev/live-stream/);
// - `node scripts/live-stream.mjs [port]`: generates into tmp/live-stream and serves it on
//   http://127.0.0.1:<port>/ (default 8090) for `npm run dev`; the server must list that origin in
//   LIVE_STREAM_ORIGINS (development only: production refuses http streams).
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { ensureFfmpeg } from './ensure-ffmpeg.mjs';

/** Writes the stream into `dir` (emptied first); answers the playlist's path. */
export function generateLiveStream(dir, { seconds = 20 } = {}) {
  const ffmpeg = ensureFfmpeg();
  if (!ffmpeg.ok) throw new Error(ffmpeg.message);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const playlist = join(dir, 'index.m3u8');
  // Small and quick to make on a loaded machine: 320×180 at 15 fps, baseline H.264 (every browser's
  // decoder), a key frame every segment so any segment starts playing.
  // prettier-ignore
  const args = [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=320x180:rate=15:duration=${seconds}`,
    '-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=44100:duration=${seconds}`,
    '-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-preset', 'veryfast', '-g', '30', '-keyint_min', '30', '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', '64k', '-ac', '1',
    '-f', 'hls', '-hls_time', '2', '-hls_playlist_type', 'vod', '-hls_segment_filename', join(dir, 'segment-%03d.ts'),
    playlist,
  ];
  const run = spawnSync(ffmpeg.path, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (run.status !== 0 || !existsSync(playlist)) throw new Error(`ffmpeg could not make the test stream (exit ${run.status}).`);
  return playlist;
}

const TYPES = { '.m3u8': 'application/vnd.apple.mpegurl', '.ts': 'video/mp2t' };

/** Serves `dir` on 127.0.0.1 (GET only, no listing, no path outside it), with CORS for the dev page. */
export function serveLiveStream(dir, port) {
  const root = resolve(dir);
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^\/+/, '');
    const file = join(root, path);
    const type = TYPES[file.slice(file.lastIndexOf('.'))];
    if (req.method !== 'GET' || !file.startsWith(`${root}/`) || !type || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8090);
  const dir = resolve('tmp/live-stream');
  generateLiveStream(dir, { seconds: 600 });
  await serveLiveStream(dir, port);
  console.log(`Test stream: http://127.0.0.1:${port}/index.m3u8`);
  console.log(`Start the server with LIVE_STREAM_ORIGINS=http://127.0.0.1:${port} and schedule a show with that address in the console.`);
}
