import { useId, useRef, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useModalDialog(open, cancelRef);
  const titleId = useId();
  const textId = useId();

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
