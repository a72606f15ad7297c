import { lazy, Suspense } from 'react';
import type { StartPopupProps } from './registry.ts';

// Red versus blue's popup reads the round and carries its own texts: a chunk of its own, loaded only when it shows.
const PkPopup = lazy(() => import('../pk/PkPopup.tsx'));

export function PkStartPopup(props: StartPopupProps) {
  return (
    <Suspense fallback={null}>
      <PkPopup {...props} />
    </Suspense>
  );
}
