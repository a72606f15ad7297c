import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router';
import { useLive } from '../live/index.ts';
import { FloatingBubble } from '../../shared/ui/FloatingBubble.tsx';
import { RedDot } from '../../shared/ui/RedDot.tsx';
import { chatBubbleShown } from './chat/bubblePages.ts';
import styles from './chat/chat.module.css';
import './chat/i18n.ts';

const ChatSheet = lazy(() => import('./chat/ChatSheet.tsx'));

/**
 * The in-page live-chat widget (spec §2 global overlays): a bubble on every page for a signed-in
 * player (the layout mounts this only then), except where the chat already is (/service) and the
 * full-screen pages without a top bar (a game, where it would cover the controls). A tap opens the
 * chat in a sheet; an operator's reply while it is closed puts a dot on the bubble.
 */
export default function ChatHost() {
  const { t } = useTranslation('chat');
  const { pathname } = useLocation();
  const handle = (useMatches().at(-1)?.handle ?? {}) as { hideTopBar?: boolean };
  const [open, setOpen] = useState(false);
  const [unread, setUnread] = useState(false);

  useLive('chat', (event) => {
    if (!open && event.message.from === 'operator') setUnread(true);
  });

  if (!chatBubbleShown(pathname, handle.hideTopBar === true)) return null;
  return (
    <>
      {open ? null : (
        <FloatingBubble
          id="chat"
          label={t('open')}
          initial={{ side: 'right', yRatio: 0.86 }}
          onClick={() => {
            setUnread(false);
            setOpen(true);
          }}
        >
          <span className={styles.launcher} data-testid="chat-bubble">
            <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" aria-hidden="true">
              <path d="M4 5h16v11H9l-5 4z" />
            </svg>
            <RedDot on={unread} label={t('open')} />
          </span>
        </FloatingBubble>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ChatSheet onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
