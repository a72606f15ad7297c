import { Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ActivityId } from '../../../contract/enums.ts';
import { loadActivityMap } from '../../shared/activities/activities.ts';
import { FloatingBubble } from '../../shared/ui/FloatingBubble.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { useAppStore } from '../../store/index.ts';
import { JACKPOT_BUBBLE_PAGES } from './bubblePages.ts';
import { prepareJackpotScene } from './scene.ts';
import './i18n.ts';
import styles from './jackpot.module.css';

const JackpotPopup = lazy(() => import('./JackpotPopup.tsx'));

/**
 * The floating jackpot bubble (spec §2: on certain pages, signed in, activity enabled) and the popup
 * it opens. The layout mounts this only for a signed-in player, after the eligibility notice.
 */
export default function JackpotHost() {
  const { t } = useTranslation('jackpot');
  const token = useAppStore((s) => s.token);
  const open = useAppStore((s) => s.jackpotOpen);
  const { pathname } = useLocation();
  const [enabled, setEnabled] = useState(false);

  useEffect(() => {
    let live = true;
    loadActivityMap(token).then(
      (map) => live && setEnabled(map[String(ActivityId.LuckyJackpot)]?.homeFloatShowStatus === true),
      () => live && setEnabled(false),
    );
    return () => {
      live = false;
    };
  }, [token]);

  // Navigating away closes the popup: it belongs to the page it was opened on.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    useAppStore.getState().closeJackpot();
  }, [pathname]);

  if (!enabled) return null;
  return (
    <>
      {JACKPOT_BUBBLE_PAGES.includes(pathname) && !open ? (
        <FloatingBubble id="jackpot" label={t('bubble')} onClick={() => {
            prepareJackpotScene();
            useAppStore.getState().openJackpot();
          }}>
          <span className={styles.bubbleFace}>
            <Icon name="star" size={26} />
            <span className={styles.bubbleText}>{t('title')}</span>
          </span>
        </FloatingBubble>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <JackpotPopup />
        </Suspense>
      ) : null}
    </>
  );
}
