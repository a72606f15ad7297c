import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { linksStylesheet, pageCss, takeScripts } from '../../scripts/shell/plugin.ts';

type Chunk = Rollup.OutputChunk;
const chunk = (fileName: string, imports: string[], css: string[]): Chunk =>
  ({ type: 'chunk', fileName, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } }) as unknown as Chunk;

describe('the static shell build', () => {
  it("paints the lobby with its own stylesheet and those of the chunks it imports (the games placeholder's)", () => {
    const lobby = chunk('assets/HomePage.js', ['assets/games.js', 'assets/react.js'], ['assets/HomePage.css']);
    const bundle = {
      'assets/HomePage.js': lobby,
      'assets/games.js': chunk('assets/games.js', ['assets/react.js'], ['assets/games.css']),
      'assets/react.js': chunk('assets/react.js', [], []),
    } as unknown as Rollup.OutputBundle;
    expect(pageCss(bundle, lobby)).toEqual(['assets/HomePage.css', 'assets/games.css']);
  });

  it('tells a render-blocking stylesheet link from a preload of the same file', () => {
    const html = '<link rel="preload" as="style" crossorigin href="/assets/games.css"><link rel="stylesheet" crossorigin href="/assets/index.css">';
    expect(linksStylesheet(html, 'assets/games.css')).toBe(false);
    expect(linksStylesheet(html, 'assets/index.css')).toBe(true);
  });

  it("takes the entry and its preloads out of the page for the boot script to start", () => {
    const html = '<head>\n    <script type="module" crossorigin src="/assets/index.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/react.js"></head>';
    const taken = takeScripts(html);
    expect(taken.entry).toBe('/assets/index.js');
    expect(taken.modules).toEqual(['/assets/react.js']);
    expect(taken.html).toBe('<head></head>');
  });
});
