/**
 * A short, readable name for a device from its User-Agent ("Android · Chrome"), for the player's
 * device list and activity. Only a summary: the full string stays in the database.
 */
const PLATFORMS: [RegExp, string][] = [
  [/Android/i, 'Android'],
  [/iPhone|iPad|iPod/i, 'iOS'],
  [/Windows/i, 'Windows'],
  [/Mac OS X|Macintosh/i, 'macOS'],
  [/CrOS/i, 'ChromeOS'],
  [/Linux/i, 'Linux'],
];
// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/; wv\)/, 'App'],
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser/, 'Samsung Internet'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

export function deviceName(userAgent: string): string {
  const platform = PLATFORMS.find(([re]) => re.test(userAgent))?.[1];
  const browser = BROWSERS.find(([re]) => re.test(userAgent))?.[1];
  return [platform, browser].filter(Boolean).join(' · ') || 'Unknown device';
}
