import { describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../../test/memoryStorage.ts';
import { createBuildCheck } from './buildWatch.ts';
import { CHUNK_RELOAD_WINDOW_MS, shouldReloadForChunkError } from './chunkReload.ts';

describe('build check', () => {
  const setup = (served: string | null, storage = memoryStorage()) => {
    const reload = vi.fn();
    const check = createBuildCheck({ bootId: 'aaa', fetchBuildId: async () => served, reload, storage });
    return { check, reload, storage };
  };

  it('reloads when the server has another build', async () => {
    const { check, reload } = setup('bbb');
    expect(await check()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(await check()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('stays when the build is the same or cannot be read', async () => {
    for (const served of ['aaa', null]) {
      const { check, reload } = setup(served);
      expect(await check()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
    }
  });

  it('reloads once per new build even when the reload still boots the old one (no loop)', async () => {
    const first = setup('bbb');
    await first.check();
    const afterReload = setup('bbb', first.storage);
    expect(await afterReload.check()).toBe(false);
    expect(afterReload.reload).not.toHaveBeenCalled();
    const nextDeploy = setup('ccc', first.storage);
    expect(await nextDeploy.check()).toBe(true);
  });
});

describe('chunk error reload', () => {
  it('reloads once, then not again within the window, then again after it', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(storage, 1_000_000)).toBe(true);
    expect(shouldReloadForChunkError(storage, 1_000_000 + 5_000)).toBe(false);
    expect(shouldReloadForChunkError(storage, 1_000_000 + CHUNK_RELOAD_WINDOW_MS + 1)).toBe(true);
  });

  it('does not reload without storage, as nothing would stop a loop', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => undefined };
    expect(shouldReloadForChunkError(broken)).toBe(false);
  });
});
