// What the visual baselines depend on besides the code: the browser that drew them and the scene
// font files it drew text with. `npm run test:visual:update` records them in
// __screenshots__/environment.json; a run elsewhere compares, so a mismatch is named plainly (with
// its fix) instead of surfacing as pixel counts in text. Only Chromium's major version is compared:
// patch releases do not move canvas pixels, a new major can (Skia, text shaping).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const ENVIRONMENT_FILE = 'tests/visual/__screenshots__/environment.json';
const FONT_DIR = 'assets/fonts';
const UPDATE = 'review the failing pictures (test-results/visual/: -expected, -actual, -diff), then run `npm run test:visual:update` and commit the new baselines in a commit of their own that says why';

export interface FontRecord {
  file: string;
  sha256: string;
}

export interface VisualEnvironment {
  /** Chromium's full version (`browser.version()`); the major number is what is compared. */
  chromium: string;
  /** The scene font files (assets/fonts), which the pages were checked to have loaded byte for byte. */
  fonts: FontRecord[];
  /**
   * How fontconfig says to rasterise the scene font (antialias, hinting…): Chromium on Linux applies
   * these machine settings (/etc/fonts) even to a web font, so they move glyph edges too.
   */
  fontRendering: string;
}

const RENDER_KEYS = ['antialias', 'hinting', 'hintstyle', 'autohint', 'rgba', 'lcdfilter', 'embeddedbitmap'];

/** fontconfig's render settings for a family it does not know (what a web font gets), e.g. "antialias=True hinting=True hintstyle=1 …". */
export function fontRendering(family: string): string {
  let out: string;
  try {
    out = execFileSync('fc-match', ['-v', family], { encoding: 'utf8' });
  } catch {
    return 'unknown (no fc-match: install fontconfig)';
  }
  const settings = RENDER_KEYS.flatMap((key) => {
    const match = new RegExp(`^\\s${key}: (\\S+?)(?:\\(|\\s|$)`, 'm').exec(out);
    return match ? [`${key}=${match[1]}`] : [];
  });
  return settings.length ? settings.join(' ') : 'none (fontconfig found no fonts)';
}

export const sha256 = (bytes: Buffer | Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The scene fonts in the source tree, by name. */
export function sourceFonts(): FontRecord[] {
  return readdirSync(FONT_DIR)
    .filter((name) => name.endsWith('.woff2'))
    .sort()
    .map((name) => ({ file: `${FONT_DIR}/${name}`, sha256: sha256(readFileSync(join(FONT_DIR, name))) }));
}

export function readRecorded(): VisualEnvironment | undefined {
  return existsSync(ENVIRONMENT_FILE) ? (JSON.parse(readFileSync(ENVIRONMENT_FILE, 'utf8')) as VisualEnvironment) : undefined;
}

export function writeRecorded(environment: VisualEnvironment): void {
  writeFileSync(ENVIRONMENT_FILE, `${JSON.stringify(environment, null, 2)}\n`);
}

const major = (version: string) => version.split('.')[0];

/** Each way `current` differs from what the baselines were made with, in words that name the fix. */
export function environmentProblems(recorded: VisualEnvironment | undefined, current: VisualEnvironment): string[] {
  if (!recorded) return [`${ENVIRONMENT_FILE} is missing: nobody knows what drew the baselines; ${UPDATE}`];
  const problems: string[] = [];
  if (major(recorded.chromium) !== major(current.chromium)) {
    problems.push(`the baselines were made with Chromium ${recorded.chromium} and this is Chromium ${current.chromium}: every picture may shift slightly for no fault of the code; ${UPDATE}`);
  }
  // Without fc-match the settings cannot be read: not compared rather than a false alarm.
  const readable = (settings: string | undefined) => settings !== undefined && !settings.startsWith('unknown');
  if (readable(recorded.fontRendering) && readable(current.fontRendering) && recorded.fontRendering !== current.fontRendering) {
    problems.push(`fontconfig on this machine renders text with "${current.fontRendering}", the baselines were made with "${recorded.fontRendering}": Chromium applies these /etc/fonts settings even to the shipped fonts; use Debian's default fontconfig configuration (package fontconfig-config) or, if the new settings are meant, ${UPDATE}`);
  }
  const before = new Map(recorded.fonts.map((font) => [font.file, font.sha256]));
  const now = new Map(current.fonts.map((font) => [font.file, font.sha256]));
  for (const [file, hash] of now) {
    if (!before.has(file)) problems.push(`font file ${file} is new since the baselines: text may be drawn differently; ${UPDATE}`);
    else if (before.get(file) !== hash) problems.push(`font file ${file} changed since the baselines (sha256 ${before.get(file)!.slice(0, 12)}… → ${hash.slice(0, 12)}…): text is drawn differently; ${UPDATE}`);
  }
  for (const file of before.keys()) if (!now.has(file)) problems.push(`font file ${file} was removed since the baselines; ${UPDATE}`);
  return problems;
}
