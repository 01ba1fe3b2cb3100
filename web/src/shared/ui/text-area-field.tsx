import type { ReactNode, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The translated field message, if any. */
  error?: string;
  hint?: ReactNode;
  /** Something shown beside the label, like "Optional". */
  labelAside?: ReactNode;
}

/** A labelled multi-line input with its hint and message wired through aria-describedby and aria-invalid. */
export function TextAreaField({ id, label, registration, error, hint, labelAside, ...textarea }: TextAreaFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {labelAside}
      </div>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...textarea}
        {...registration}
      />
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </div>
  );
}
