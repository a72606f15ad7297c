import { useCallback, useRef, useState, type ReactNode } from 'react';
import { StepUpDialog } from './StepUpDialog.tsx';
import { withStepUp } from './stepUp.ts';

/**
 * What a form needs to make a call that may need a step-up: `run(call)` (the call, asking for the
 * password or SMS code when the server wants it, then trying again) and the dialog to render (outside
 * the form: a dialog holds a form of its own).
 */
export function useStepUp(): { run<T>(call: () => Promise<T>): Promise<T>; dialog: ReactNode } {
  const [open, setOpen] = useState(false);
  const resolver = useRef<((granted: boolean) => void) | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOpen(true);
      }),
    [],
  );
  const finish = (granted: boolean) => {
    setOpen(false);
    resolver.current?.(granted);
    resolver.current = null;
  };
  const run = useCallback(<T,>(call: () => Promise<T>) => withStepUp(call, ask), [ask]);
  return { run, dialog: open ? <StepUpDialog onDone={finish} /> : null };
}
