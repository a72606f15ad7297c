// The house slot's art and sounds (issue 6), generated: `npx tsx scripts/assets/slotArt.ts` writes
// assets/slot-<theme>/ (the same file names in every theme: a, k, q, j, hi1–hi4, wild, scatter,
// background, reels) and assets/slot-common/ (frame, cell glow, banners, sounds). A designer may replace
// any file by hand afterwards (same name); rerunning this overwrites them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const SIZE = 100;
type Palette = { dark: string; light: string; mid: string };
interface Theme {
  letters: Record<'a' | 'k' | 'q' | 'j', Palette>;
  outline: string;
  hi: [string, string, string, string];
  wild: string;
  scatter: string;
  background: string;
  reels: string;
}

const svg = (w: number, h: number, body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">\n${body}\n</svg>\n`;
const grad = (id: string, stops: [number, string][], x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
const radial = (id: string, stops: [number, string][], cx = 0.5, cy = 0.5, r = 0.5) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</radialGradient>`;

/** Card letters as thick strokes: a dark outline, the coloured body, a thin highlight. No font needed. */
const LETTER_PATHS: Record<'a' | 'k' | 'q' | 'j', string> = {
  a: 'M27 82 L50 19 L73 82 M36 62 L64 62',
  k: 'M33 19 L33 82 M70 19 L35 55 M47 45 L72 82',
  q: 'M50 20 C68 20 76 34 76 50 C76 66 68 79 50 79 C32 79 24 66 24 50 C24 34 32 20 50 20 Z M57 64 L76 84',
  j: 'M64 19 L64 62 C64 78 56 84 46 84 C35 84 29 77 28 68',
};

function letter(name: keyof typeof LETTER_PATHS, palette: Palette, outline: string): string {
  const d = LETTER_PATHS[name];
  const stroke = (color: string, width: number, extra = '') => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
  return svg(
    SIZE,
    SIZE,
    `<defs>${grad('body', [[0, palette.light], [0.55, palette.mid], [1, palette.dark]])}</defs>
${stroke('#000', 22, ' opacity="0.25" transform="translate(2 3)"')}
${stroke(outline, 21)}
${stroke('url(#body)', 13)}
${stroke('#fff', 3, ' opacity="0.55" transform="translate(-1.5 -2)"')}`,
  );
}

/** A round badge behind the high symbols: the theme's colour, a rim and a soft top light. */
function badge(fill: [string, string], rim: string, inner = ''): string {
  return `<defs>${radial('bg', [[0, fill[0]], [1, fill[1]]], 0.5, 0.35, 0.7)}${grad('rim', [[0, '#fff3b0'], [0.5, rim], [1, '#7a4a00']])}</defs>
<circle cx="50" cy="52" r="46" fill="#000" opacity="0.25"/>
<circle cx="50" cy="50" r="46" fill="url(#rim)"/>
<circle cx="50" cy="50" r="41" fill="url(#bg)"/>
<ellipse cx="50" cy="26" rx="28" ry="11" fill="#fff" opacity="0.18"/>
${inner}`;
}

/** The wild's frame: a gold shield-hexagon with a deep inner field. */
function wildFrame(field: [string, string], inner: string): string {
  return `<defs>${grad('gold', [[0, '#fff6b8'], [0.35, '#ffd23f'], [0.7, '#e09000'], [1, '#8a4f00']])}${radial('field', [[0, field[0]], [1, field[1]]], 0.5, 0.4, 0.65)}</defs>
<path d="M50 4 L92 27 L92 73 L50 96 L8 73 L8 27 Z" fill="#000" opacity="0.25" transform="translate(0 2)"/>
<path d="M50 4 L92 27 L92 73 L50 96 L8 73 L8 27 Z" fill="url(#gold)" stroke="#6b3a00" stroke-width="2"/>
<path d="M50 12 L85 31 L85 69 L50 88 L15 69 L15 31 Z" fill="url(#field)"/>
${inner}`;
}

/** The scatter's frame: a glowing burst of rays behind a round medallion. */
function scatterFrame(glow: string, field: [string, string], inner: string): string {
  const rays = Array.from({ length: 12 }, (_, i) => {
    const a = (i * Math.PI) / 6;
    const p = (r: number, da: number) => `${(50 + r * Math.cos(a + da)).toFixed(1)} ${(50 + r * Math.sin(a + da)).toFixed(1)}`;
    return `M${p(20, -0.2)} L${p(49, 0)} L${p(20, 0.2)} Z`;
  }).join(' ');
  return `<defs>${radial('glow', [[0, '#fffbe0'], [0.6, glow], [1, glow + '00']])}${radial('field', [[0, field[0]], [1, field[1]]], 0.45, 0.35, 0.7)}${grad('gold', [[0, '#fff3b0'], [0.5, '#ffc21a'], [1, '#9a5a00']])}</defs>
<circle cx="50" cy="50" r="49" fill="url(#glow)" opacity="0.8"/>
<path d="${rays}" fill="url(#gold)" opacity="0.95"/>
<circle cx="50" cy="50" r="33" fill="url(#gold)" stroke="#6b3a00" stroke-width="1.5"/>
<circle cx="50" cy="50" r="29" fill="url(#field)"/>
${inner}`;
}

// ---------- fiesta: lechon, jeepney, parol, mango; sampaguita wild; sun scatter ----------
const lechon = badge(['#ffe9b8', '#f29e4c'], '#ffb020', `
<ellipse cx="50" cy="74" rx="36" ry="9" fill="#f7f7f7" stroke="#a0a0a0" stroke-width="2"/>
<path d="M18 62 C16 44 34 34 52 36 C66 37 78 42 82 52 C86 60 82 70 70 71 L28 71 C22 70 19 67 18 62 Z" fill="#b4561c" stroke="#5a2408" stroke-width="2.5"/>
<path d="M24 58 C26 46 40 41 54 42 C66 43 74 47 77 54" fill="none" stroke="#e08a3a" stroke-width="4" stroke-linecap="round" opacity="0.8"/>
<path d="M70 44 L78 34 L80 46 Z" fill="#8a3a10" stroke="#5a2408" stroke-width="1.5"/>
<circle cx="72" cy="52" r="2.2" fill="#2b1200"/>
<circle cx="84" cy="60" r="6" fill="#e8322a" stroke="#7a1010" stroke-width="1.5"/>
<path d="M84 54 L86 50" stroke="#3a7a1a" stroke-width="2"/>
<path d="M28 71 L26 77 M40 71 L39 77 M58 71 L59 77" stroke="#5a2408" stroke-width="3" stroke-linecap="round"/>`);
const jeepney = badge(['#c9f0ff', '#3a8fd6'], '#ffb020', `
<path d="M14 64 L14 44 C14 40 17 38 21 38 L66 38 L74 46 L84 48 C87 49 88 51 88 54 L88 64 Z" fill="#e8322a" stroke="#4a0a0a" stroke-width="2.5"/>
<rect x="14" y="30" width="56" height="8" rx="2" fill="#ffd23f" stroke="#4a0a0a" stroke-width="2"/>
<rect x="19" y="42" width="10" height="9" rx="1.5" fill="#bfe8ff" stroke="#4a0a0a" stroke-width="1.5"/>
<rect x="32" y="42" width="10" height="9" rx="1.5" fill="#bfe8ff" stroke="#4a0a0a" stroke-width="1.5"/>
<rect x="45" y="42" width="10" height="9" rx="1.5" fill="#bfe8ff" stroke="#4a0a0a" stroke-width="1.5"/>
<path d="M59 42 L66 42 L71 50 L59 50 Z" fill="#bfe8ff" stroke="#4a0a0a" stroke-width="1.5"/>
<path d="M14 56 L88 56" stroke="#ffd23f" stroke-width="3"/><path d="M14 60 L88 60" stroke="#1d5fbf" stroke-width="2"/>
<path d="M80 47 L84 38 L87 47" fill="#d9d9d9" stroke="#4a0a0a" stroke-width="1.2"/>
<circle cx="28" cy="66" r="8" fill="#222" stroke="#000" stroke-width="1.5"/><circle cx="28" cy="66" r="3.2" fill="#ccc"/>
<circle cx="72" cy="66" r="8" fill="#222" stroke="#000" stroke-width="1.5"/><circle cx="72" cy="66" r="3.2" fill="#ccc"/>`);
const star = (cx: number, cy: number, outer: number, inner: number, points = 5, rot = -Math.PI / 2) =>
  Array.from({ length: points * 2 }, (_, i) => {
    const r = i % 2 ? inner : outer;
    const a = rot + (i * Math.PI) / points;
    return `${i ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(1)} ${(cy + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ') + ' Z';
const parol = badge(['#4a1a6e', '#1a0830'], '#ffb020', `
<defs>${grad('parol', [[0, '#fff27a'], [0.5, '#ff9a1a'], [1, '#e8322a']])}</defs>
<circle cx="50" cy="46" r="30" fill="#ffd23f" opacity="0.25"/>
<path d="${star(50, 46, 30, 13)}" fill="url(#parol)" stroke="#6b1a00" stroke-width="2.5" stroke-linejoin="round"/>
<path d="${star(50, 46, 14, 6)}" fill="#fff7c2" stroke="#c24a00" stroke-width="1.2"/>
<circle cx="50" cy="46" r="4" fill="#e8322a"/>
<path d="M40 70 C38 78 36 84 34 88 M50 72 L50 90 M60 70 C62 78 64 84 66 88" stroke="#ffd23f" stroke-width="3" stroke-linecap="round"/>
<path d="M34 88 L31 92 M50 90 L50 94 M66 88 L69 92" stroke="#e8322a" stroke-width="3" stroke-linecap="round"/>`);
const mango = badge(['#e9ffd0', '#5cb83a'], '#ffb020', `
<defs>${grad('mango', [[0, '#fff27a'], [0.5, '#ffc21a'], [1, '#f07a1a']], 1, 1)}</defs>
<path d="M38 24 C56 18 80 30 80 56 C80 76 64 86 48 84 C30 82 20 68 24 52 C27 40 30 27 38 24 Z" fill="url(#mango)" stroke="#8a3a00" stroke-width="2.5"/>
<path d="M34 36 C30 44 30 54 34 62" fill="none" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity="0.6"/>
<path d="M40 24 C42 18 44 14 48 12" stroke="#5a3a10" stroke-width="3" stroke-linecap="round" fill="none"/>
<path d="M46 14 C56 6 70 8 74 14 C66 20 54 20 46 14 Z" fill="#3aa03a" stroke="#1a5a1a" stroke-width="2"/>
<path d="M48 14 L70 13" stroke="#1a5a1a" stroke-width="1.2"/>`);
const flower = (cx: number, cy: number, r: number) => {
  const petals = Array.from({ length: 8 }, (_, i) => `<ellipse cx="${cx}" cy="${cy - r * 0.55}" rx="${r * 0.28}" ry="${r * 0.5}" transform="rotate(${i * 45} ${cx} ${cy})" fill="#ffffff" stroke="#b8c8a0" stroke-width="1.2"/>`).join('');
  const inner = Array.from({ length: 5 }, (_, i) => `<ellipse cx="${cx}" cy="${cy - r * 0.3}" rx="${r * 0.17}" ry="${r * 0.3}" transform="rotate(${i * 72 + 20} ${cx} ${cy})" fill="#fffbe8" stroke="#d8d0a0" stroke-width="0.8"/>`).join('');
  return `${petals}${inner}<circle cx="${cx}" cy="${cy}" r="${r * 0.12}" fill="#f2d04a"/>`;
};
const fiestaWild = wildFrame(['#2f8f3a', '#0d3a14'], `
<path d="M22 70 C30 60 40 58 50 62 M78 70 C70 60 60 58 50 62" stroke="#3aa03a" stroke-width="4" fill="none" stroke-linecap="round"/>
<ellipse cx="28" cy="66" rx="9" ry="4" transform="rotate(-25 28 66)" fill="#4cc04c" stroke="#1a5a1a" stroke-width="1.2"/>
<ellipse cx="72" cy="66" rx="9" ry="4" transform="rotate(25 72 66)" fill="#4cc04c" stroke="#1a5a1a" stroke-width="1.2"/>
${flower(50, 46, 30)}`);
const sunRays = Array.from({ length: 8 }, (_, i) => `<path d="M50 50 L46 24 L50 16 L54 24 Z" transform="rotate(${i * 45} 50 50)" fill="#ffd23f" stroke="#8a5a00" stroke-width="1"/>`).join('');
const fiestaScatter = scatterFrame('#ff7a1a', ['#2a4fd0', '#0d1f6e'], `${sunRays}<circle cx="50" cy="50" r="12" fill="#ffd23f" stroke="#8a5a00" stroke-width="1.5"/>${[[34, 30], [66, 30], [50, 74]].map(([x, y]) => `<path d="${star(x!, y!, 5, 2)}" fill="#fff27a"/>`).join('')}`);

// ---------- perlas: pearl, shell, fish, seahorse; oyster wild; starfish scatter ----------
const pearl = badge(['#7fe3ff', '#0a4f8a'], '#9fe8ff', `
<defs>${radial('pearl', [[0, '#ffffff'], [0.45, '#f3eefa'], [0.8, '#cdbfe0'], [1, '#8f7fae']], 0.38, 0.35, 0.65)}</defs>
<ellipse cx="50" cy="80" rx="22" ry="5" fill="#001a33" opacity="0.35"/>
<circle cx="50" cy="50" r="27" fill="url(#pearl)" stroke="#6f5f8e" stroke-width="1.5"/>
<ellipse cx="40" cy="39" rx="9" ry="6" fill="#fff" opacity="0.9" transform="rotate(-30 40 39)"/>
<path d="M30 60 C38 70 56 74 68 64" fill="none" stroke="#ffc8e8" stroke-width="3" opacity="0.55" stroke-linecap="round"/>`);
const shellRibs = Array.from({ length: 7 }, (_, i) => { const x = 22 + i * 9.3; return `<path d="M50 78 L${x.toFixed(1)} ${i === 0 || i === 6 ? 44 : 26 + Math.abs(3 - i) * 3}" stroke="#b8552a" stroke-width="2" opacity="0.7"/>`; }).join('');
const shell = badge(['#bff6ff', '#1c7fb0'], '#9fe8ff', `
<defs>${grad('shell', [[0, '#fff0e0'], [0.5, '#ffb48a'], [1, '#e0704a']])}</defs>
<path d="M50 80 L18 46 C18 30 32 20 50 20 C68 20 82 30 82 46 Z" fill="url(#shell)" stroke="#7a2a10" stroke-width="2.5" stroke-linejoin="round"/>
${shellRibs}
<path d="M40 78 L50 86 L60 78 Z" fill="#ffb48a" stroke="#7a2a10" stroke-width="2" stroke-linejoin="round"/>`);
const fish = badge(['#9ff2d8', '#0a6f7a'], '#9fe8ff', `
<defs>${grad('fish', [[0, '#fff27a'], [1, '#ff8a1a']])}</defs>
<path d="M70 50 L88 34 L86 50 L88 66 Z" fill="#ff8a1a" stroke="#6b2a00" stroke-width="2" stroke-linejoin="round"/>
<path d="M14 50 C24 30 54 26 72 50 C54 74 24 70 14 50 Z" fill="url(#fish)" stroke="#6b2a00" stroke-width="2.5"/>
<path d="M34 34 C38 42 38 58 34 66" stroke="#ffffff" stroke-width="5" fill="none"/>
<path d="M34 34 C38 42 38 58 34 66" stroke="#1a1a1a" stroke-width="1" fill="none" opacity="0.5"/>
<path d="M52 36 C56 44 56 56 52 64" stroke="#ffffff" stroke-width="5" fill="none"/>
<path d="M40 30 C46 20 56 22 60 30" fill="#ff8a1a" stroke="#6b2a00" stroke-width="1.8"/>
<circle cx="24" cy="46" r="4" fill="#fff" stroke="#1a1a1a" stroke-width="1"/><circle cx="23" cy="46" r="2" fill="#111"/>`);
const seahorse = badge(['#ffd8f0', '#9a2a8a'], '#9fe8ff', `
<defs>${grad('sea', [[0, '#ffe27a'], [1, '#f07a1a']])}</defs>
<path d="M44 18 C56 14 66 20 66 30 L74 30 L70 36 L64 36 C64 44 58 48 56 54 C54 62 62 64 62 72 C62 82 50 86 42 82 C36 78 38 70 44 70 C48 70 48 76 44 76" fill="none" stroke="#6b2a00" stroke-width="12" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M44 18 C56 14 66 20 66 30 L74 30 L70 36 L64 36 C64 44 58 48 56 54 C54 62 62 64 62 72 C62 82 50 86 42 82 C36 78 38 70 44 70 C48 70 48 76 44 76" fill="none" stroke="url(#sea)" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M44 18 C38 22 38 34 46 40 C50 44 52 48 50 54" fill="none" stroke="url(#sea)" stroke-width="9" stroke-linecap="round"/>
<path d="M42 26 L34 22 M40 34 L32 34 M44 42 L36 46" stroke="#ff8a1a" stroke-width="3" stroke-linecap="round"/>
<circle cx="58" cy="26" r="2.6" fill="#111"/>`);
const perlasWild = wildFrame(['#2a7ab0', '#07243e'], `
<path d="M18 60 C22 42 36 36 50 36 C64 36 78 42 82 60 Z" fill="#7a6a8e" stroke="#2a1a3e" stroke-width="2"/>
<path d="M18 60 C26 78 74 78 82 60 C70 66 30 66 18 60 Z" fill="#a898c0" stroke="#2a1a3e" stroke-width="2"/>
<defs>${radial('wp', [[0, '#ffffff'], [0.6, '#f0e8ff'], [1, '#a090c0']], 0.38, 0.35, 0.65)}</defs>
<circle cx="50" cy="52" r="15" fill="url(#wp)" stroke="#5a4a7a" stroke-width="1"/>
<circle cx="45" cy="47" r="4" fill="#fff"/>`);
const perlasScatter = scatterFrame('#3ae0ff', ['#ff8a7a', '#c02a4a'], `
<path d="${star(50, 51, 26, 11)}" fill="#ffb05a" stroke="#7a2a10" stroke-width="2" stroke-linejoin="round"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${(50 + 12 * Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5)).toFixed(1)}" cy="${(51 + 12 * Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5)).toFixed(1)}" r="2" fill="#fff3d0"/>`).join('')}
<circle cx="50" cy="51" r="3" fill="#fff3d0"/>`);

// ---------- tigre: tiger, ingot, coin, dragon; flaming pearl wild; red envelope scatter ----------
const tiger = badge(['#ffe2a0', '#c0401a'], '#ffc21a', `
<path d="M22 30 L28 16 L40 26 Z M78 30 L72 16 L60 26 Z" fill="#f08a1a" stroke="#3a1a00" stroke-width="2"/>
<path d="M26 26 L29 20 L35 26 Z M74 26 L71 20 L65 26 Z" fill="#ffd8c0"/>
<path d="M50 20 C70 20 82 34 80 52 C78 70 66 82 50 82 C34 82 22 70 20 52 C18 34 30 20 50 20 Z" fill="#f59a22" stroke="#3a1a00" stroke-width="2.5"/>
<path d="M30 60 C34 74 44 80 50 80 C56 80 66 74 70 60 C62 56 56 58 50 62 C44 58 38 56 30 60 Z" fill="#fff4e0"/>
<path d="M50 22 L46 32 L50 30 L54 32 Z M36 26 L40 36 M64 26 L60 36 M22 46 L32 48 M21 54 L30 54 M78 46 L68 48 M79 54 L70 54" stroke="#1a0a00" stroke-width="3" stroke-linecap="round" fill="#1a0a00"/>
<path d="M32 44 C36 40 42 42 43 46 C40 48 35 48 32 44 Z M68 44 C64 40 58 42 57 46 C60 48 65 48 68 44 Z" fill="#d6f05a" stroke="#1a0a00" stroke-width="1.5"/>
<circle cx="38" cy="45" r="1.8" fill="#111"/><circle cx="62" cy="45" r="1.8" fill="#111"/>
<path d="M45 58 L55 58 L50 64 Z" fill="#e0507a" stroke="#3a1a00" stroke-width="1.5" stroke-linejoin="round"/>
<path d="M50 64 L50 68 M50 68 C46 72 42 70 41 68 M50 68 C54 72 58 70 59 68" stroke="#3a1a00" stroke-width="1.8" fill="none" stroke-linecap="round"/>`);
const ingot = badge(['#ff8a6a', '#7a0a0a'], '#ffc21a', `
<defs>${grad('ing', [[0, '#fff6b8'], [0.4, '#ffd23f'], [1, '#b06a00']])}${grad('ing2', [[0, '#ffe27a'], [1, '#c07a00']])}</defs>
<path d="M12 46 C20 44 26 48 30 52 L70 52 C74 48 80 44 88 46 C86 62 74 76 50 76 C26 76 14 62 12 46 Z" fill="url(#ing)" stroke="#5a3000" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M30 52 C30 34 40 26 50 26 C60 26 70 34 70 52 Z" fill="url(#ing2)" stroke="#5a3000" stroke-width="2.5"/>
<path d="M38 44 C40 36 46 32 52 32" stroke="#fff" stroke-width="3.5" fill="none" stroke-linecap="round" opacity="0.7"/>
<path d="M22 58 C32 66 68 66 78 58" stroke="#fff3b0" stroke-width="2" fill="none" opacity="0.7"/>`);
const coin = badge(['#ffe9a0', '#b0302a'], '#ffc21a', `
<defs>${radial('coin', [[0, '#fff6b8'], [0.6, '#ffc21a'], [1, '#a06000']], 0.4, 0.35, 0.7)}</defs>
<circle cx="50" cy="52" r="31" fill="#5a3000" opacity="0.4"/>
<circle cx="50" cy="50" r="31" fill="url(#coin)" stroke="#5a3000" stroke-width="2.5"/>
<circle cx="50" cy="50" r="24" fill="none" stroke="#a06000" stroke-width="2"/>
<rect x="41" y="41" width="18" height="18" fill="#8a1a10" stroke="#5a3000" stroke-width="2.5"/>
<path d="M50 26 L50 34 M50 66 L50 74 M26 50 L34 50 M66 50 L74 50" stroke="#a06000" stroke-width="3" stroke-linecap="round"/>
<path d="M32 36 C36 30 42 27 48 26" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" opacity="0.7"/>`);
const dragon = badge(['#c0ffd0', '#0a6a4a'], '#ffc21a', `
<defs>${grad('drg', [[0, '#7af0a0'], [1, '#1a8a4a']])}</defs>
<path d="M20 80 C14 64 28 56 40 60 C52 64 60 58 58 48" fill="none" stroke="#0a3a1a" stroke-width="12" stroke-linecap="round"/>
<path d="M20 80 C14 64 28 56 40 60 C52 64 60 58 58 48" fill="none" stroke="url(#drg)" stroke-width="8" stroke-linecap="round"/>
<path d="M26 62 L24 54 L31 58 M38 60 L38 52 L44 58 M50 60 L54 53 L56 60" fill="#ffd23f" stroke="#0a3a1a" stroke-width="1.2"/>
<path d="M44 46 C42 32 52 22 64 22 C72 22 80 26 84 32 L78 36 L84 42 C78 48 70 50 62 50 L54 54 Z" fill="url(#drg)" stroke="#0a3a1a" stroke-width="2.5" stroke-linejoin="round"/>
<path d="M54 22 C50 14 44 12 38 14 M62 22 C60 12 64 8 70 8" stroke="#ffd23f" stroke-width="3" fill="none" stroke-linecap="round"/>
<path d="M80 38 C86 44 88 52 84 58 M74 46 C76 54 74 60 70 64" stroke="#e8322a" stroke-width="2.2" fill="none" stroke-linecap="round"/>
<circle cx="66" cy="32" r="4" fill="#fff27a" stroke="#0a3a1a" stroke-width="1.2"/><circle cx="67" cy="32" r="1.6" fill="#111"/>
<path d="M50 40 L56 44 M52 34 L58 38" stroke="#0a3a1a" stroke-width="1.5" opacity="0.6"/>`);
const tigreWild = wildFrame(['#c0201a', '#4a0000'], `
<defs>${radial('flame', [[0, '#fffbe0'], [0.5, '#ffb020'], [1, '#e8322a']], 0.5, 0.65, 0.6)}${radial('orb', [[0, '#ffffff'], [0.5, '#ffe8a0'], [1, '#e0a000']], 0.4, 0.35, 0.7)}</defs>
<path d="M50 14 C56 24 64 22 66 32 C72 28 74 36 72 42 C80 50 76 66 66 72 C58 78 42 78 34 72 C24 66 20 50 28 42 C26 36 28 28 34 32 C36 22 44 24 50 14 Z" fill="url(#flame)" stroke="#7a1000" stroke-width="1.5"/>
<circle cx="50" cy="56" r="15" fill="url(#orb)" stroke="#8a5000" stroke-width="1.5"/>
<path d="M42 52 C44 47 48 45 52 45" stroke="#fff" stroke-width="2.5" fill="none" stroke-linecap="round"/>`);
const tigreScatter = scatterFrame('#ff4a2a', ['#ff5a4a', '#9a0a0a'], `
<rect x="35" y="30" width="30" height="42" rx="3" fill="#d8201a" stroke="#5a0000" stroke-width="2"/>
<path d="M35 34 L50 48 L65 34" fill="#b0100a" stroke="#5a0000" stroke-width="2" stroke-linejoin="round"/>
<circle cx="50" cy="50" r="7" fill="#ffd23f" stroke="#7a4a00" stroke-width="1.5"/>
<rect x="47.5" y="47.5" width="5" height="5" fill="#c0201a"/>`);

// ---------- backgrounds and reel panels ----------
function bunting(colors: string[]): string {
  const flags = Array.from({ length: 12 }, (_, i) => {
    const x = i * 32 - 6;
    const y = 30 + 10 * Math.sin((i / 11) * Math.PI);
    return `<path d="M${x} ${y.toFixed(1)} L${x + 28} ${(y + 1).toFixed(1)} L${x + 14} ${(y + 24).toFixed(1)} Z" fill="${colors[i % colors.length]}" stroke="#00000033" stroke-width="1"/>`;
  }).join('');
  return `<path d="M-6 30 Q180 52 366 30" fill="none" stroke="#fff3d0" stroke-width="2"/>${flags}`;
}
const fiestaBackground = svg(360, 640, `<defs>${grad('sky', [[0, '#ff5a7a'], [0.45, '#c02a6a'], [1, '#3a0a4a']])}${radial('halo', [[0, '#ffd23f66'], [1, '#ffd23f00']])}</defs>
<rect width="360" height="640" fill="url(#sky)"/>
<circle cx="180" cy="300" r="240" fill="url(#halo)"/>
${Array.from({ length: 16 }, (_, i) => `<path d="M180 300 L${(180 + 420 * Math.cos((i * Math.PI) / 8)).toFixed(0)} ${(300 + 420 * Math.sin((i * Math.PI) / 8)).toFixed(0)} L${(180 + 420 * Math.cos((i * Math.PI) / 8 + 0.12)).toFixed(0)} ${(300 + 420 * Math.sin((i * Math.PI) / 8 + 0.12)).toFixed(0)} Z" fill="#fff" opacity="0.05"/>`).join('')}
${bunting(['#ffd23f', '#3aa0ff', '#e8322a', '#3ac04a', '#ffffff'])}
<g transform="translate(0 540)">${bunting(['#3ac04a', '#e8322a', '#ffd23f', '#3aa0ff', '#ffffff'])}</g>
${[[40, 110], [320, 130], [60, 500], [300, 480]].map(([x, y]) => `<path d="${star(x!, y!, 16, 7)}" fill="#ffd23f" opacity="0.55"/>`).join('')}`);
const perlasBackground = svg(360, 640, `<defs>${grad('sea', [[0, '#1ac0d8'], [0.4, '#0a5a9a'], [1, '#041a3a']])}${grad('ray', [[0, '#ffffff55'], [1, '#ffffff00']])}</defs>
<rect width="360" height="640" fill="url(#sea)"/>
${[30, 110, 200, 280].map((x, i) => `<path d="M${x} 0 L${x + 50} 0 L${x + 110 - i * 10} 640 L${x + 40 - i * 10} 640 Z" fill="url(#ray)" opacity="0.35"/>`).join('')}
${[[30, 520, 9], [52, 470, 5], [330, 560, 7], [310, 500, 4], [70, 150, 6], [300, 120, 8], [280, 80, 4]].map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#bff6ff" stroke-width="1.5" opacity="0.7"/>`).join('')}
<path d="M0 600 C60 580 120 610 180 596 C240 582 300 610 360 592 L360 640 L0 640 Z" fill="#e8c88a"/>
<path d="M0 616 C80 600 160 626 240 610 C290 602 330 616 360 610 L360 640 L0 640 Z" fill="#d0a868"/>`);
const cloud = (x: number, y: number, s: number) => `<path transform="translate(${x} ${y}) scale(${s})" d="M0 20 C0 10 10 6 16 10 C18 0 34 0 36 10 C42 4 54 8 52 20 Z" fill="none" stroke="#ffc21a" stroke-width="2.5" opacity="0.5"/>`;
const tigreBackground = svg(360, 640, `<defs>${radial('red', [[0, '#e8322a'], [0.7, '#8a0a0a'], [1, '#3a0000']], 0.5, 0.45, 0.8)}</defs>
<rect width="360" height="640" fill="url(#red)"/>
${[[20, 90, 1.4], [270, 60, 1.1], [30, 520, 1.2], [250, 560, 1.5], [150, 20, 0.9]].map(([x, y, s]) => cloud(x!, y!, s!)).join('')}
<rect x="8" y="8" width="344" height="624" rx="10" fill="none" stroke="#ffc21a" stroke-width="3" opacity="0.6"/>
<rect x="16" y="16" width="328" height="608" rx="6" fill="none" stroke="#ffc21a" stroke-width="1.2" opacity="0.5"/>`);

const reelsPanel = (top: string, bottom: string, line: string) => svg(326, 186, `<defs>${grad('p', [[0, top], [0.5, bottom], [1, top]])}</defs>
<rect width="326" height="186" fill="url(#p)"/>
${[1, 2, 3, 4].map((i) => `<rect x="${i * 66 - 3}" y="0" width="2" height="186" fill="${line}" opacity="0.5"/>`).join('')}`);

const THEMES: Record<'fiesta' | 'perlas' | 'tigre', Theme & { art: Record<string, string> }> = {
  fiesta: {
    letters: {
      a: { light: '#ff9a9a', mid: '#e8322a', dark: '#8a0a0a' },
      k: { light: '#9ad8ff', mid: '#2a7ae8', dark: '#0a2a8a' },
      q: { light: '#b8ff9a', mid: '#3ac04a', dark: '#0a5a1a' },
      j: { light: '#e8b0ff', mid: '#9a3ae0', dark: '#4a0a7a' },
    },
    outline: '#2a0a14',
    hi: [lechon, jeepney, parol, mango],
    wild: fiestaWild,
    scatter: fiestaScatter,
    background: fiestaBackground,
    reels: reelsPanel('#fff6e0', '#ffe4b8', '#c07a3a'),
    art: {},
  },
  perlas: {
    letters: {
      a: { light: '#ffc8d8', mid: '#ff6a8a', dark: '#9a1a3a' },
      k: { light: '#b8f4ff', mid: '#1ab0d8', dark: '#0a4a7a' },
      q: { light: '#c8ffe8', mid: '#2ad0a0', dark: '#0a6a4a' },
      j: { light: '#e0d8ff', mid: '#8a7ae8', dark: '#3a2a8a' },
    },
    outline: '#041a2e',
    hi: [pearl, shell, fish, seahorse],
    wild: perlasWild,
    scatter: perlasScatter,
    background: perlasBackground,
    reels: reelsPanel('#0a3a6a', '#1a6aa0', '#9fe8ff'),
    art: {},
  },
  tigre: {
    letters: {
      a: { light: '#fff6b8', mid: '#ffc21a', dark: '#8a4a00' },
      k: { light: '#a0ffd0', mid: '#1ab070', dark: '#0a4a2a' },
      q: { light: '#ffb0a0', mid: '#e8322a', dark: '#6a0000' },
      j: { light: '#c8e0ff', mid: '#4a7ae0', dark: '#0a2a6a' },
    },
    outline: '#1a0500',
    hi: [tiger, ingot, coin, dragon],
    wild: tigreWild,
    scatter: tigreScatter,
    background: tigreBackground,
    reels: reelsPanel('#2a0500', '#4a0a05', '#ffc21a'),
    art: {},
  },
};

// ---------- common: frame, cell glow, banners ----------
/**
 * The cabinet: a gold frame around the reel window (326 × 186 at 10, 86) with an opaque marquee above
 * and a win plate below, each taller than a symbol, so the reels' incoming and outgoing symbols slide
 * under them and the scene needs no mask (no stencil pass per frame).
 */
const bulbs = (y: number) => Array.from({ length: 15 }, (_, i) => `<circle cx="${(26 + i * 21).toFixed(0)}" cy="${y}" r="3.4" fill="${i % 2 ? '#fff3c0' : '#ffd23f'}" stroke="#7a4200" stroke-width="1"/>`).join('');
const frame = svg(346, 358, `<defs>${grad('gold', [[0, '#fff6b8'], [0.3, '#ffd23f'], [0.65, '#e09000'], [1, '#7a4200']])}${grad('inner', [[0, '#7a4200'], [1, '#ffd23f']])}${grad('plate', [[0, '#3a1450'], [1, '#12051e']])}${radial('crest', [[0, '#fffbe0'], [0.5, '#ffd23f'], [1, '#c07000']])}</defs>
<path fill-rule="evenodd" d="M14 0 H332 A14 14 0 0 1 346 14 V344 A14 14 0 0 1 332 358 H14 A14 14 0 0 1 0 344 V14 A14 14 0 0 1 14 0 Z M10 86 V272 H336 V86 Z" fill="url(#gold)" stroke="#4a2800" stroke-width="1.5"/>
<rect x="10" y="10" width="326" height="68" rx="8" fill="url(#plate)" stroke="#7a4200" stroke-width="2"/>
<rect x="10" y="280" width="326" height="68" rx="8" fill="url(#plate)" stroke="#7a4200" stroke-width="2"/>
${bulbs(20)}${bulbs(338)}
<path d="M60 44 H130 M216 44 H286" stroke="url(#gold)" stroke-width="3" stroke-linecap="round"/>
<path d="M70 52 H128 M218 52 H276" stroke="#ffd23f" stroke-width="1.5" stroke-linecap="round" opacity="0.6"/>
<circle cx="173" cy="47" r="22" fill="url(#crest)" stroke="#6b3a00" stroke-width="2"/>
<path d="${star(173, 47, 15, 6.5)}" fill="#e8322a" stroke="#7a1000" stroke-width="1.2"/>
<rect x="52" y="292" width="242" height="44" rx="8" fill="#0a0210" stroke="url(#gold)" stroke-width="2.5"/>
<rect x="9" y="85" width="328" height="188" fill="none" stroke="url(#inner)" stroke-width="2"/>`);
const cellGlow = svg(100, 100, `<defs>${radial('g', [[0, '#fff6b800'], [0.62, '#fff6b800'], [0.8, '#ffd23fcc'], [1, '#ffd23f00']])}</defs>
<rect x="0" y="0" width="100" height="100" rx="16" fill="url(#g)"/>
<rect x="5" y="5" width="90" height="90" rx="12" fill="#fff6b8" opacity="0.16" stroke="#ffe27a" stroke-width="4"/>`);
const ribbon = (colors: [string, string], burst: string) => svg(320, 160, `<defs>${grad('r', [[0, colors[0]], [1, colors[1]]])}${radial('b', [[0, burst], [1, burst + '00']])}${grad('gold', [[0, '#fff6b8'], [0.5, '#ffc21a'], [1, '#8a4a00']])}</defs>
<ellipse cx="160" cy="80" rx="160" ry="80" fill="url(#b)"/>
${Array.from({ length: 18 }, (_, i) => `<path d="M160 80 L${(160 + 170 * Math.cos((i * Math.PI) / 9)).toFixed(0)} ${(80 + 85 * Math.sin((i * Math.PI) / 9)).toFixed(0)} L${(160 + 170 * Math.cos((i * Math.PI) / 9 + 0.09)).toFixed(0)} ${(80 + 85 * Math.sin((i * Math.PI) / 9 + 0.09)).toFixed(0)} Z" fill="#fff6b8" opacity="0.25"/>`).join('')}
<path d="M14 62 L44 62 L44 112 L14 112 L26 87 Z" fill="${colors[1]}" stroke="#3a1a00" stroke-width="2"/>
<path d="M306 62 L276 62 L276 112 L306 112 L294 87 Z" fill="${colors[1]}" stroke="#3a1a00" stroke-width="2"/>
<rect x="36" y="48" width="248" height="58" rx="10" fill="url(#gold)" stroke="#3a1a00" stroke-width="2"/>
<rect x="42" y="54" width="236" height="46" rx="7" fill="url(#r)"/>
<rect x="70" y="104" width="180" height="44" rx="10" fill="#1a0a00" opacity="0.75" stroke="url(#gold)" stroke-width="3"/>
${[[40, 30], [280, 30], [160, 18]].map(([x, y]) => `<path d="${star(x!, y!, 12, 5)}" fill="#fff27a"/>`).join('')}`);

// ---------- sounds: 22.05 kHz mono 16-bit PCM ----------
const RATE = 22_050;
function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, s)) * 32_000), i * 2));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
function render(seconds: number, fn: (t: number) => number): Float32Array {
  const out = new Float32Array(Math.round(seconds * RATE));
  for (let i = 0; i < out.length; i++) out[i] = fn(i / RATE);
  return out;
}
/** A deterministic noise source (the files are the same on every run). */
let noiseState = 1;
const noise = () => {
  noiseState = (Math.imul(noiseState, 1_103_515_245) + 12_345) >>> 0;
  return (noiseState / 2 ** 32) * 2 - 1;
};
const tone = (f: number, t: number) => Math.sin(2 * Math.PI * f * t);
const bell = (f: number, t: number, decay: number) => (t < 0 ? 0 : Math.exp(-t * decay) * (tone(f, t) * 0.7 + tone(f * 2.01, t) * 0.2 + tone(f * 3.02, t) * 0.1));
// The spin: a soft ratchet, clicks 45 ms apart with a low hum under them.
const spinSound = render(0.5, (t) => {
  const c = t % 0.045;
  const env = Math.min(1, t * 20) * Math.min(1, (0.5 - t) * 10);
  return env * (Math.exp(-c * 400) * noise() * 0.5 + 0.12 * tone(110, t) * Math.exp(-c * 30));
});
// A reel stop: a short low thump with a click.
const stopSound = render(0.14, (t) => Math.exp(-t * 40) * tone(140 - t * 300, t) * 0.8 + Math.exp(-t * 300) * noise() * 0.35);
// A small win: three rising bell notes.
const winSound = render(0.7, (t) => 0.5 * (bell(1046.5, t, 6) + bell(1318.5, t - 0.09, 6) + bell(1568, t - 0.18, 5)));
// A big win: a rising arpeggio and a held chord.
const bigWinSound = render(1.5, (t) => {
  const notes = [523.25, 659.25, 783.99, 1046.5, 1318.5];
  let s = 0;
  notes.forEach((f, i) => (s += bell(f, t - i * 0.08, 3.2)));
  const chord = t > 0.45 ? Math.exp(-(t - 0.45) * 2) * Math.min(1, (t - 0.45) * 30) * (tone(523.25, t) + tone(659.25, t) + tone(783.99, t)) * 0.12 : 0;
  return 0.35 * s + chord;
});

function main(): void {
  const write = (path: string, content: string | Buffer) => {
    mkdirSync(join('assets', path, '..'), { recursive: true });
    writeFileSync(join('assets', path), content);
  };
  for (const [name, theme] of Object.entries(THEMES)) {
    for (const key of ['a', 'k', 'q', 'j'] as const) write(`slot-${name}/${key}.svg`, letter(key, theme.letters[key], theme.outline));
    theme.hi.forEach((body, i) => write(`slot-${name}/hi${i + 1}.svg`, svg(SIZE, SIZE, body)));
    write(`slot-${name}/wild.svg`, svg(SIZE, SIZE, theme.wild));
    write(`slot-${name}/scatter.svg`, svg(SIZE, SIZE, theme.scatter));
    write(`slot-${name}/background.svg`, theme.background);
    write(`slot-${name}/reels.svg`, theme.reels);
  }
  write('slot-common/frame.svg', frame);
  write('slot-common/cell-glow.svg', cellGlow);
  write('slot-common/banner-big.svg', ribbon(['#3a7ae8', '#0a2a8a'], '#7ad0ff'));
  write('slot-common/banner-mega.svg', ribbon(['#e8322a', '#6a0000'], '#ffb020'));
  write('slot-common/spin.wav', wav(spinSound));
  write('slot-common/stop.wav', wav(stopSound));
  write('slot-common/win.wav', wav(winSound));
  write('slot-common/big-win.wav', wav(bigWinSound));
}

main();
