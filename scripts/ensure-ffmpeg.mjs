// Finds ffmpeg for the local test stream of the live shows (scripts/live-stream.mjs, docs/shows.md);
// as root it installs Debian's package when missing. Never downloads a build of its own (the test
// machines reach only package registries). Modelled on ensure-chromium.mjs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.FFMPEG_PATH, '/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].filter(Boolean);

const found = () => CANDIDATES.find((p) => existsSync(p));

export function ensureFfmpeg() {
  let path = found();
  if (path) return { ok: true, path };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return { ok: false, message: 'ffmpeg is missing. Install it with: sudo apt-get install ffmpeg (or set FFMPEG_PATH to an ffmpeg binary).' };
  }
  console.log("ffmpeg is missing: installing Debian's package (apt-get install ffmpeg)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'ffmpeg'], { stdio: 'inherit', env });
  // The package lists are refreshed only when the install fails (a fresh image has none; a warm one needs no network round).
  if (install().status !== 0) {
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    install();
  }
  path = found();
  if (!path) return { ok: false, message: 'apt-get install ffmpeg did not produce /usr/bin/ffmpeg.' };
  try {
    console.log(execFileSync(path, ['-version'], { encoding: 'utf8' }).split('\n')[0]);
  } catch {
    // The version banner is informational only.
  }
  return { ok: true, path };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensureFfmpeg();
  console.log(result.ok ? `ffmpeg: ${result.path}` : result.message);
  process.exit(result.ok ? 0 : 1);
}
