import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` (the browser keeps focus inside and the page inert) and moves focus
 * to `initialFocus`, or else to the dialog's first input. When it closes or unmounts, focus returns to where it was,
 * if that element is still on the page. Returns the ref for the <dialog>.
 */
export function useModalDialog(open = true, initialFocus?: RefObject<HTMLElement | null>) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    if (initialFocus) initialFocus.current?.focus();
    else dialog.querySelector<HTMLInputElement>('input')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open, initialFocus]);

  return dialogRef;
}
