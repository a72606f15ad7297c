import { lazy, Suspense } from 'react';
import type { StartPopupProps } from './registry.ts';

// The sign-in popup fetches the calendar and carries its own texts: a chunk of its own, loaded only when it shows.
const SignInPopup = lazy(() => import('./SignInPopup.tsx'));

export function SignInStartPopup(props: StartPopupProps) {
  return (
    <Suspense fallback={null}>
      <SignInPopup {...props} />
    </Suspense>
  );
}
