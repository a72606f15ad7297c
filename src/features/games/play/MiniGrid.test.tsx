import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SymbolGrid } from './MiniGrid.tsx';

describe('SymbolGrid (the slot recall)', () => {
  it("shows each symbol's whole name, not its first three letters", () => {
    const names = new Map([
      [0, 'Jeepney'],
      [1, 'Sampaguita'],
      [2, 'Red Envelope'],
    ]);
    const html = renderToStaticMarkup(createElement(SymbolGrid, { grid: [[0, 1, 2]], names, lit: new Set<string>(), label: 'round' }));
    expect(html).toContain('>Jeepney<');
    expect(html).toContain('>Sampaguita<');
    expect(html).toContain('>Red Envelope<');
    expect(html).not.toContain('>Jee<');
  });
});
