import { useId, type FormEvent, type ReactNode } from 'react';
import { ApiErrorAlert } from './api-error-alert';
import { useModalDialog } from './use-modal-dialog';

interface FormDialogProps {
  /** Classes beside `confirm-dialog`, for the dialog's own width and layout. */
  className: string;
  title: string;
  /** The failed call's error, shown above the fields with `failed` as its heading. */
  error: unknown;
  failed: string;
  cancelLabel: string;
  submitLabel: string;
  /** While the call runs: the submit button is disabled and says `busyLabel`. */
  busy: boolean;
  busyLabel: string;
  /** Further reasons to keep the submit button disabled. */
  submitDisabled?: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
}

/**
 * A small form in a native modal <dialog>: title, the call's error, the fields, then Cancel and submit. Focus starts
 * on the first input; Escape and Cancel call `onCancel`; when it closes, focus returns to the button that opened it.
 */
export function FormDialog({
  className,
  title,
  error,
  failed,
  cancelLabel,
  submitLabel,
  busy,
  busyLabel,
  submitDisabled = false,
  onSubmit,
  onCancel,
  children,
}: FormDialogProps) {
  const dialogRef = useModalDialog();
  const titleId = useId();

  return (
    <dialog
      ref={dialogRef}
      className={`confirm-dialog ${className}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <form className="confirm-dialog-panel" noValidate onSubmit={onSubmit}>
        <h2 id={titleId} className="confirm-dialog-title">
          {title}
        </h2>
        {error ? <ApiErrorAlert error={error} failed={failed} /> : null}
        {children}
        <div className="confirm-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || submitDisabled}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
