import { useEffect, useRef } from 'react';

/**
 * Opens a native <dialog> with showModal() on mount and closes it on unmount: the browser then keeps
 * focus inside and makes the page behind inert.
 */
export function useModalDialog() {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return ref;
}
