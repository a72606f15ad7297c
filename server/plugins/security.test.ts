import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security.ts';

describe('CSP hashes of the inline scripts in index.html', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const distWith = (html: string) => {
    const dir = mkdtempSync(join(tmpdir(), 'swerte-dist-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'index.html'), html);
    return dir;
  };

  it('allows exactly the inline scripts of the built page, not external ones', () => {
    const boot = '(function(){document.documentElement.dataset.x="1"})();';
    const dir = distWith(`<html><head><script>${boot}</script><script type="module" src="/a.js"></script></head></html>`);
    const expected = `'sha256-${createHash('sha256').update(boot).digest('base64')}'`;
    expect(inlineScriptHashes(dir)).toEqual([expected]);
  });

  it('allows nothing inline without a build', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(join(tmpdir(), 'no-such-dist'))).toEqual([]);
  });
});
