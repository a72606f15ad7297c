import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { ActivityId } from '../../../contract/enums.ts';
import { useLocation } from 'react-router';
import type { ActivityStatus } from '../../../contract/index.ts';
import { loadActivityStatuses } from '../../shared/activities/activities.ts';
import { canOfferDownload } from '../../shared/platform/platform.ts';
import { useAppStore } from '../../store/index.ts';
import { markShown, planStartPopups } from './plan.ts';
import { registeredPopups, START_POPUPS } from './registry.ts';
import { readShown, writeShown } from './sessionShown.ts';

const NOTHING_CLAIMABLE: ReadonlySet<number> = new Set();
/** The daily sign-in's popup shows only while the server's `signIn` red dot says today's day can be claimed. */
const SIGN_IN_CLAIMABLE: ReadonlySet<number> = new Set([ActivityId.FreeSign]);
// The forced KYC popup comes after the activity popups; its chunk loads only for unverified players.
const KycStartPopup = lazy(() => import('../kyc/KycStartPopup.tsx'));

/**
 * Shows the start popups one at a time (spec §4), after the eligibility notice was accepted (the
 * layout mounts this only then) and never over a sign-in dialog. Signing in asks again: a player
 * may have popups a visitor does not. A popup the player asked for (a promotion tapped in the bonus
 * centre: the store's activityPopup) shows first, whatever the plan, and is not counted as shown.
 */
export default function StartPopupHost() {
  const token = useAppStore((s) => s.token);
  const userInfo = useAppStore((s) => s.userInfo);
  const authModalOpen = useAppStore((s) => s.authModal !== null);
  const requested = useAppStore((s) => s.activityPopup);
  const closeRequest = useAppStore((s) => s.closeActivityPopup);
  // The red dots come with refreshData, which loading the player also fetches (not awaited): the
  // sign-in popup joins the plan when they say so (still once per session, in its place in the order).
  const signInClaimable = useAppStore((s) => s.balances?.redDots.signIn ?? false);
  // On the download page itself, inviting to download would only cover what the player came for.
  const { pathname } = useLocation();
  const onDownloadPage = pathname === '/download';
  // A player who opened a game came to play: the popups wait until the game is left.
  const inGame = pathname.startsWith('/game/play/') || pathname === '/game/start';
  const [loaded, setLoaded] = useState<{ token: string | null; list: ActivityStatus[] } | null>(null);
  const [shown, setShown] = useState(readShown);

  useEffect(() => {
    let live = true;
    loadActivityStatuses(token).then(
      (list) => live && setLoaded({ token, list }),
      // No activities, no popups: the lobby works without them.
      () => live && setLoaded({ token, list: [] }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const signedIn = Boolean(token);
  // A signed-in player's first-deposit popups depend on userInfo: wait for it, so the order holds.
  const ready = loaded?.token === token && (!signedIn || userInfo !== null) && !authModalOpen && !inGame;
  const plan = useMemo(
    () =>
      ready
        ? planStartPopups({
            activities: loaded.list,
            signedIn,
            totalRecharge: userInfo?.totalRecharge ?? null,
            canOfferDownload: canOfferDownload() && !onDownloadPage,
            shown,
            registered: registeredPopups,
            claimable: signInClaimable ? SIGN_IN_CLAIMABLE : NOTHING_CLAIMABLE,
          })
        : [],
    [ready, loaded, signedIn, userInfo, shown, onDownloadPage, signInClaimable],
  );

  // Asked for: shown now (its host is this one when it is a start popup), over the plan.
  const asked = requested !== null && START_POPUPS[requested] ? loaded?.list.find((a) => a.type === requested) : undefined;
  const current = asked ? undefined : plan[0];
  // Recorded as soon as it opens: a reload while it is open does not bring it back this session.
  useEffect(() => {
    if (current !== undefined) writeShown(markShown(readShown(), current));
  }, [current]);

  const activity = loaded?.list.find((a) => a.type === current);
  const Popup = current === undefined ? undefined : START_POPUPS[current];
  const kycDone = useCallback(() => {
    writeShown(markShown(readShown(), ActivityId.Kyc));
    setShown(readShown());
  }, []);
  if (asked) {
    const Asked = START_POPUPS[asked.type]!;
    return <Asked key={`asked-${asked.type}`} activity={asked} onClose={closeRequest} />;
  }
  if (ready && plan.length === 0 && signedIn && userInfo && !userInfo.hasKyc && !shown.has(ActivityId.Kyc)) {
    return (
      <Suspense fallback={null}>
        <KycStartPopup onClose={kycDone} />
      </Suspense>
    );
  }
  if (!activity || !Popup) return null;

  const close = () => setShown(markShown(readShown(), activity.type));
  return <Popup key={activity.type} activity={activity} onClose={close} />;
}
