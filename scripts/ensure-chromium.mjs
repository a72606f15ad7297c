// Finds Debian's Chromium for the browser tests; as root it installs the package when missing.
// Never downloads a browser build of its own (the test machines reach only package registries).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

const found = () => CANDIDATES.find((p) => existsSync(p));

export function ensureChromium() {
  let path = found();
  if (path) return { ok: true, path };
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    return {
      ok: false,
      message: 'Chromium is missing. Install it with: sudo apt-get install chromium (or set CHROMIUM_PATH to a Chromium binary).',
    };
  }
  console.log('Chromium is missing: installing Debian\'s package (apt-get install chromium)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  // Chromium only: scenes draw in the font the app ships (assets/fonts), no test needs a system font.
  spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  path = found();
  if (!path) return { ok: false, message: 'apt-get install chromium did not produce /usr/bin/chromium.' };
  try {
    console.log(execFileSync(path, ['--version'], { encoding: 'utf8' }).trim());
  } catch {
    // The version banner is informational only.
  }
  return { ok: true, path };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = ensureChromium();
  console.log(result.ok ? `Chromium: ${result.path}` : result.message);
  process.exit(result.ok ? 0 : 1);
}
