import type { ComponentType } from 'react';
import type { ActivityStatus } from '../../../contract/index.ts';
import { ActivityId } from '../../../contract/enums.ts';
import { DownloadPopup } from './DownloadPopup.tsx';
import { FirstDepositPopup } from './FirstDepositPopup.tsx';
import { FirstDepositTipsPopup } from './FirstDepositTipsPopup.tsx';
import { NoticePopup } from './NoticePopup.tsx';
import { SignInStartPopup } from './SignInStartPopup.tsx';
import { PkStartPopup } from './PkStartPopup.tsx';

export interface StartPopupProps {
  activity: ActivityStatus;
  onClose: () => void;
}

/**
 * The start popups that exist. An activity's own issue registers its popup here; until then the
 * plan skips that activity.
 */
export const START_POPUPS: Readonly<Record<number, ComponentType<StartPopupProps>>> = {
  [ActivityId.Download]: DownloadPopup,
  [ActivityId.FirstDepositTips]: FirstDepositTipsPopup,
  [ActivityId.Notice]: NoticePopup,
  [ActivityId.FreeSign]: SignInStartPopup,
  [ActivityId.FirstDeposit]: FirstDepositPopup,
  // Red versus blue (issue 32, docs/pk.md): last in the order; the sign-in popup marks it shown.
  [ActivityId.RedPKBlue]: PkStartPopup,
};

export const registeredPopups: ReadonlySet<number> = new Set(Object.keys(START_POPUPS).map(Number));
