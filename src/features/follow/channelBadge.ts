/**
 * A channel's badge (docs/follow.md "Client"): the console names an icon alias; the known ones get
 * their network's colour, any other a neutral one. Drawn as the name's first letter, not a logo: no
 * third-party artwork ships with the app, and a new network needs no release.
 */
const colours: Readonly<Record<string, string>> = {
  facebook: '#1877f2',
  messenger: '#0084ff',
  youtube: '#ff0000',
  tiktok: '#111111',
  instagram: '#c13584',
  telegram: '#229ed9',
  viber: '#7360f2',
  x: '#000000',
  twitter: '#1d9bf0',
  kumu: '#ff6b00',
};

export const badgeColour = (icon: string): string => colours[icon] ?? '#5b6573';
export const badgeLetter = (name: string): string => (name.trim()[0] ?? '?').toUpperCase();
