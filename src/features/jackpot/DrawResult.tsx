import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshBalances } from '../../shared/session/session.ts';
import { RewardPopup } from '../../shared/ui/RewardPopup.tsx';
import { useAppStore } from '../../store/index.ts';
import { prizeLabel } from './prizeLabel.ts';

/**
 * When the board has shown a draw: the reward popup (tap to continue), then a refresh of the
 * jackpot info and the balances (spec §4 "result popup, refresh"). The prize was credited by the
 * server before it answered; this only shows it.
 */
export function DrawResult({ onRefresh }: { onRefresh: () => void }) {
  const { t } = useTranslation('jackpot');
  const draw = useAppStore((s) => (s.jackpotDraw?.finished ? s.jackpotDraw : null));
  // The balance moves as soon as the result shows, not only after the popup closes.
  const seq = draw?.seq;
  useEffect(() => {
    if (seq !== undefined) void refreshBalances().catch(() => undefined);
  }, [seq]);
  if (!draw) return null;
  const { result } = draw;
  const close = () => {
    useAppStore.getState().clearJackpotDraw();
    onRefresh();
  };
  return <RewardPopup rewards={[{ propId: result.propId, count: result.type === 2 ? result.bonus : result.count, label: prizeLabel(t, result) }]} onClose={close} />;
}
