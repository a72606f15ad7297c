import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleReferral } from '../../../../contract/ops/agents.ts';
import { consoleCall, isConsoleCallError } from '../../api.ts';
import { consoleErrorMessage } from '../../errors.ts';
import type { QueueNotice } from '../../ui/QueueHead.tsx';
import { REFERRAL_NOT_FROZEN } from './agentReview.ts';
import { DecisionDialog, type Decision } from './DecisionDialog.tsx';

/**
 * The decision on a frozen referral, wherever its row shows (the queue, a tree): the dialog, the call,
 * then what the page shows next. Decided meanwhile by someone else (9604), the dialog closes with the
 * server's message and the page reloads; any other failure stays in the dialog.
 */
export function useReferralDecision(reload: () => void) {
  const { t } = useTranslation('console-agents');
  const [deciding, setDeciding] = useState<ConsoleReferral | null>(null);
  const [notice, setNotice] = useState<QueueNotice | null>(null);

  const decide = async (referral: ConsoleReferral, decision: Decision, reason: string) => {
    try {
      await consoleCall('consoleAgentDecide', { refereeId: referral.refereeId, decision, reason });
    } catch (failure) {
      if (!isConsoleCallError(failure) || failure.errcode !== REFERRAL_NOT_FROZEN) throw failure;
      setDeciding(null);
      setNotice({ tone: 'warning', text: t('decidedMeanwhile', { detail: consoleErrorMessage(failure) }) });
      reload();
      return;
    }
    setDeciding(null);
    setNotice({ tone: 'success', text: t(`decided.${decision}`, { referee: t('player', { account: referral.referee, id: referral.refereeId }) }) });
    reload();
  };

  const dialog = deciding ? (
    <DecisionDialog key={deciding.refereeId} referral={deciding} onDecide={(decision, reason) => decide(deciding, decision, reason)} onClose={() => setDeciding(null)} />
  ) : null;
  return { open: (referral: ConsoleReferral) => setDeciding(referral), notice, dialog };
}
