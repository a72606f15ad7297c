import type { SlotSceneModel } from '../../../../scenes/slot/model.ts';
import type { SlotInfo } from '../../../../contract/index.ts';
import type { AppState, SlotPlayState } from '../../../store/index.ts';

/** What the reels show before the first spin: the normal symbols in a staggered order. */
export function idleGrid(info: SlotInfo): number[][] {
  const normal = info.symbols.filter((s) => s.kind === 'normal');
  const pool = normal.length ? normal : info.symbols;
  return Array.from({ length: info.reels }, (_, reel) => Array.from({ length: info.rows }, (_cell, row) => pool[(reel * 2 + row) % pool.length]?.id ?? 0));
}

/**
 * The store's slot play → the scene's model (memoised on the slot play object, so the scene hears
 * of a change only when the slot play changed). Money captions arrive formatted.
 */
export function createSlotModelSelect(labels: SlotSceneModel['labels'], money: (hundredths: number) => string): (state: AppState) => SlotSceneModel {
  let lastPlay: SlotPlayState | null = null;
  let lastModel: SlotSceneModel | null = null;
  let idle: number[][] = [];
  return (state) => {
    const play = state.slotPlay;
    if (play === lastPlay && lastModel) return lastModel;
    if (!play) return lastModel ?? emptyModel(labels);
    if (play.info !== lastPlay?.info) idle = idleGrid(play.info);
    lastPlay = play;
    const { info, spin } = play;
    lastModel = {
      theme: info.theme,
      reels: info.reels,
      rows: info.rows,
      symbols: info.symbols.map(({ id, name, kind }) => ({ id, name, kind })),
      lines: info.lines,
      idleGrid: idle,
      waiting: play.waiting,
      spin: spin
        ? {
            seq: spin.seq,
            grid: spin.round.grid,
            wins: spin.round.wins.map((w) => ({ line: w.line, cells: w.cells, label: money(w.amount) })),
            winMultiplier: spin.round.bet > 0 ? spin.round.win / spin.round.bet : 0,
            winLabel: spin.round.win > 0 ? money(spin.round.win) : '',
            quick: spin.quick,
          }
        : null,
      labels,
    };
    return lastModel;
  };
}

function emptyModel(labels: SlotSceneModel['labels']): SlotSceneModel {
  return { theme: '', reels: 0, rows: 0, symbols: [], lines: [], idleGrid: [], waiting: false, spin: null, labels };
}
