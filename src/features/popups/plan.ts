import { ActivityId } from '../../../contract/enums.ts';

/**
 * The start-popup rules (spec §4) as a pure function: data in, an ordered list of activity ids
 * out. The host shows the first, records it, and asks again.
 */

/** The order of the start popups; an activity's sort does not reorder them. */
export const START_POPUP_ORDER: readonly number[] = [
  ActivityId.Download,
  ActivityId.FirstDepositTips,
  ActivityId.Notice,
  ActivityId.FirstDeposit,
  ActivityId.FreeSign,
  ActivityId.RedPKBlue,
];

/** Showing the key also counts the listed activities as shown: the sign-in popup covers red-vs-blue. */
export const ALSO_MARKS_SHOWN: Readonly<Record<number, readonly number[]>> = {
  [ActivityId.FreeSign]: [ActivityId.RedPKBlue],
};

export interface PopupActivity {
  type: number;
  popup: boolean;
  unloginShowStatus: boolean;
}

export interface PlanInput {
  /** Enabled activities from activityGetStatusList. */
  activities: readonly PopupActivity[];
  signedIn: boolean;
  /** userInfo.totalRecharge in hundredths; null while the player is still loading. */
  totalRecharge: number | null;
  /** False inside the Android wrapper and the installed PWA. */
  canOfferDownload: boolean;
  /** Activity ids already shown this session. */
  shown: ReadonlySet<number>;
  /** Activity ids whose popup component exists; the others wait for their feature. */
  registered: ReadonlySet<number>;
  /** Activity ids that have something to claim now (sign-in); absent means nothing to claim. */
  claimable: ReadonlySet<number>;
}

function eligible(type: number, input: PlanInput): boolean {
  switch (type) {
    case ActivityId.Download:
      return input.canOfferDownload;
    case ActivityId.FirstDepositTips:
    case ActivityId.FirstDeposit:
      return input.signedIn && input.totalRecharge === 0;
    case ActivityId.FreeSign:
      return input.claimable.has(type);
    default:
      return true;
  }
}

export function planStartPopups(input: PlanInput): number[] {
  const byType = new Map(input.activities.map((a) => [a.type, a]));
  const plan: number[] = [];
  const covered = new Set(input.shown);
  for (const type of START_POPUP_ORDER) {
    const activity = byType.get(type);
    if (!activity?.popup || covered.has(type) || !input.registered.has(type)) continue;
    if (!input.signedIn && !activity.unloginShowStatus) continue;
    if (!eligible(type, input)) continue;
    plan.push(type);
    for (const other of ALSO_MARKS_SHOWN[type] ?? []) covered.add(other);
  }
  return plan;
}

/** What to record once `type` has been shown. */
export function markShown(shown: ReadonlySet<number>, type: number): Set<number> {
  return new Set([...shown, type, ...(ALSO_MARKS_SHOWN[type] ?? [])]);
}
