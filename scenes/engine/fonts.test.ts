import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('virtual:swerte-assets', () => ({
  textures: [],
  atlases: [],
  sounds: [],
  fonts: [
    { alias: 'fonts/noto-sans-latin', src: '/assets/noto-sans-latin-1.woff2' },
    { alias: 'fonts/noto-sans-peso', src: '/assets/noto-sans-peso-1.woff2' },
  ],
}));

/** A stand-in for the browser's FontFace: `failing` URLs reject as a failed download does. */
let failing = new Set<string>();
const added: { family: string; source: string; descriptors: FontFaceDescriptors }[] = [];
class FakeFontFace {
  constructor(
    readonly family: string,
    readonly source: string,
    readonly descriptors: FontFaceDescriptors,
  ) {}
  load(): Promise<this> {
    return [...failing].some((url) => this.source.includes(url)) ? Promise.reject(new DOMException('A network error occurred.', 'NetworkError')) : Promise.resolve(this);
  }
}

beforeEach(() => {
  vi.resetModules();
  failing = new Set();
  added.length = 0;
  vi.stubGlobal('FontFace', FakeFontFace);
  vi.stubGlobal('document', { fonts: { add: (face: FakeFontFace) => added.push(face) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('loadSceneFonts', () => {
  it('adds every face of the scene font, once per page', async () => {
    const { loadSceneFonts } = await import('./fonts.ts');
    await loadSceneFonts();
    await loadSceneFonts();
    expect(added.map((face) => [face.family, face.source, face.descriptors.weight, face.descriptors.unicodeRange])).toEqual([
      ['Swerte Scene Sans', 'url("/assets/noto-sans-latin-1.woff2")', '100 900', expect.stringContaining('U+0000-00FF')],
      ['Swerte Scene Sans', 'url("/assets/noto-sans-peso-1.woff2")', '100 900', 'U+20B1'],
    ]);
  });

  it('fails like a missing texture when a face cannot load, naming the file, and tries again on the next opening', async () => {
    const { loadSceneFonts } = await import('./fonts.ts');
    failing.add('noto-sans-peso');
    await expect(loadSceneFonts()).rejects.toThrow('scene font "fonts/noto-sans-peso" (/assets/noto-sans-peso-1.woff2) did not load');
    expect(added).toEqual([]);
    failing.clear();
    await loadSceneFonts();
    expect(added.map((face) => face.source)).toEqual(['url("/assets/noto-sans-latin-1.woff2")', 'url("/assets/noto-sans-peso-1.woff2")']);
  });
});
