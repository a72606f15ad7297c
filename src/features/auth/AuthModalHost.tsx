import { Suspense, lazy } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { textsReady } from '../../shared/i18n/i18n.ts';
import { isAuthModalPath } from '../../shared/session/redirect.ts';
import { useAppStore } from '../../store/index.ts';

// Each modal is its own chunk: the lobby never pays for forms a signed-in player does not open. Their
// texts (the auth namespace) come with them; in Filipino the modal waits for its file, as a page does.
const withTexts = <T,>(load: () => Promise<T>) => () => load().then(async (module) => (await textsReady(), module));
const LoginModal = lazy(withTexts(() => import('./modals/LoginModal.tsx')));
const RegisterModal = lazy(withTexts(() => import('./modals/RegisterModal.tsx')));
const ForgetModal = lazy(withTexts(() => import('./modals/ForgetModal.tsx')));

/**
 * Renders the one open auth modal (store `authModal`). Closing it on an /auth/* deep link also
 * leaves that route, so the address bar and the screen agree.
 */
export function AuthModalHost() {
  const modal = useAppStore((s) => s.authModal);
  const closeAuthModal = useAppStore((s) => s.closeAuthModal);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!modal) return null;

  const close = () => {
    closeAuthModal();
    if (isAuthModalPath(pathname)) void navigate('/', { replace: true });
  };

  return (
    <Suspense fallback={null}>
      {modal.kind === 'login' ? <LoginModal modal={modal} onClose={close} /> : null}
      {modal.kind === 'register' ? <RegisterModal onClose={close} /> : null}
      {modal.kind === 'forget' ? <ForgetModal onClose={close} /> : null}
    </Suspense>
  );
}
