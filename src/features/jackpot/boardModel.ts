import type { TFunction } from 'i18next';
import { PropId } from '../../../contract/enums.ts';
import type { JackpotCellModel, JackpotSceneModel } from '../../../scenes/jackpot/model.ts';
import type { AppState } from '../../store/index.ts';
import { cellLabel } from './prizeLabel.ts';

const TIERS = [PropId.jackpotMega, PropId.jackpotMajor, PropId.jackpotMinor, PropId.jackpotMini];

/**
 * The board scene's model, derived from the store. The same store state gives the same object,
 * so the scene is only told about real changes.
 */
export function createBoardModel(t: TFunction) {
  let lastInfo: AppState['jackpotInfo'] | undefined;
  let lastDraw: AppState['jackpotDraw'] | undefined;
  let cells: JackpotCellModel[] = [];
  let model: JackpotSceneModel | null = null;
  const tierLabels = Object.fromEntries(TIERS.map((id) => [id, t(`tiers.${id}`, { defaultValue: '' })]));
  const winLabel = t('jackpot:board.win');

  return (state: Pick<AppState, 'jackpotInfo' | 'jackpotDraw'>): JackpotSceneModel => {
    if (model && state.jackpotInfo === lastInfo && state.jackpotDraw === lastDraw) return model;
    if (state.jackpotInfo !== lastInfo) cells = (state.jackpotInfo?.awards ?? []).map((award) => ({ id: award.id, propId: award.propId, type: award.type, label: cellLabel(t, award) }));
    lastInfo = state.jackpotInfo;
    lastDraw = state.jackpotDraw;
    const draw = state.jackpotDraw;
    model = {
      cells,
      tierLabels,
      winLabel,
      draw:
        draw && draw.cellIndex >= 0
          ? { seq: draw.seq, cellIndex: draw.cellIndex, jackpot: draw.result.type === 2 ? { propId: draw.result.propId, amount: draw.result.bonus } : null }
          : null,
    };
    return model;
  };
}
