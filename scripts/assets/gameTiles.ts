// Writes the lobby's tile art (public/games/<theme>.svg) from each slot theme's own art, so a tile
// always looks like the game it opens: the theme's background, its top symbol and its wild.
// Run after changing a theme's art: `npx tsx scripts/assets/gameTiles.ts`. A designer may also
// replace a tile file by hand (public/games/README.md).
import { readFileSync, writeFileSync } from 'node:fs';

interface Tile {
  file: string;
  theme: string;
  hero: string;
  badge: string;
  tint: string;
}

const tiles: Tile[] = [
  { file: 'fiesta', theme: 'fiesta', hero: 'hi1', badge: 'wild', tint: '#ff5a7a' },
  { file: 'perlas', theme: 'perlas', hero: 'hi1', badge: 'wild', tint: '#1ab0d8' },
  { file: 'tigre', theme: 'tigre', hero: 'hi1', badge: 'wild', tint: '#ffc21a' },
  { file: 'bulkan', theme: 'tigre', hero: 'hi2', badge: 'scatter', tint: '#e8322a' },
];

/** An art file as a nested <svg> placed at x, y, w, h, its ids prefixed so several can share a document. */
function place(path: string, prefix: string, x: number, y: number, w: number, h: number, fit: 'meet' | 'slice'): string {
  const source = readFileSync(path, 'utf8').replace(/<\?xml[^>]*>/, '');
  const renamed = source
    .replace(/\bid="([^"]+)"/g, (_, id: string) => `id="${prefix}${id}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefix}${id})`)
    .replace(/href="#([^"]+)"/g, (_, id: string) => `href="#${prefix}${id}"`);
  return renamed.replace(/<svg\b([^>]*)>/, (_, attrs: string) => {
    const kept = attrs.replace(/\s(width|height|x|y|preserveAspectRatio)="[^"]*"/g, '').replace(/\sxmlns="[^"]*"/, '');
    return `<svg${kept} x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid ${fit}">`;
  });
}

for (const tile of tiles) {
  const art = (name: string) => `assets/slot-${tile.theme}/${name}.svg`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160">
<defs><clipPath id="tile"><rect width="160" height="160" rx="18"/></clipPath><radialGradient id="glow" cx="0.5" cy="0.55" r="0.5"><stop offset="0" stop-color="${tile.tint}" stop-opacity="0.75"/><stop offset="1" stop-color="${tile.tint}" stop-opacity="0"/></radialGradient></defs>
<g clip-path="url(#tile)">
${place(art('background'), 'b-', 0, 0, 160, 160, 'slice')}
<rect width="160" height="160" fill="url(#glow)"/>
${place(art(tile.hero), 'h-', 22, 20, 116, 116, 'meet')}
${place(art(tile.badge), 'w-', 104, 104, 50, 50, 'meet')}
</g>
<rect x="1.5" y="1.5" width="157" height="157" rx="17" fill="none" stroke="#ffd23f" stroke-width="3"/>
</svg>
`;
  writeFileSync(`public/games/${tile.file}.svg`, svg);
}
