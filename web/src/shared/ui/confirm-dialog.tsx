import { useEffect, useId, useRef, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** `danger` paints the confirming button red (deleting, discarding). */
  tone?: 'danger' | 'default';
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A confirmation as a native modal <dialog> (`alertdialog`): the browser keeps focus inside and the page inert.
 * Focus starts on the safe button (cancel); Escape and a click on the backdrop cancel; when it closes, focus
 * returns to where it was, if that element is still on the page.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  tone = 'default',
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      onCancel={(event) => {
        // Escape: the parent decides (it closes the dialog through `open`).
        event.preventDefault();
        onCancel();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) onCancel();
      }}
    >
      {open ? (
        <div className="confirm-dialog-panel">
          <h2 id={titleId} className="confirm-dialog-title">
            {title}
          </h2>
          {children ? (
            <div id={textId} className="confirm-dialog-text">
              {children}
            </div>
          ) : null}
          <div className="confirm-dialog-actions">
            <button ref={cancelRef} type="button" className="btn btn-outline" onClick={onCancel}>
              {cancelLabel}
            </button>
            <button
              type="button"
              className={tone === 'danger' ? 'btn btn-danger' : 'btn btn-primary'}
              onClick={onConfirm}
            >
              {confirmLabel}
            </button>
          </div>
        </div>
      ) : null}
    </dialog>
  );
}
