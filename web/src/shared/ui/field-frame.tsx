import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** The props of a labelled form field beside its control's own attributes (TextField, TextAreaField). */
export interface FieldProps {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  /** The translated field message, if any. */
  error?: string;
  hint?: ReactNode;
  /** Something shown beside the label, like a "Forgot password?" link or "Optional". */
  labelAside?: ReactNode;
}

interface FieldMessagesProps {
  /** The field's id: the hint is `${id}-hint`, the message `${id}-error`. */
  id: string;
  hint?: ReactNode;
  /** The translated field message, if any. */
  error?: string;
  /** `div` where the hint may hold block content. */
  hintAs?: 'p' | 'div';
}

/** A field's hint and message, under its control; `fieldAria` points the control at them. */
export function FieldMessages({ id, hint, error, hintAs: Hint = 'p' }: FieldMessagesProps) {
  return (
    <>
      {hint ? (
        <Hint id={`${id}-hint`} className="field-hint">
          {hint}
        </Hint>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The aria-describedby (message, then hint) of a field's control or fieldset, as FieldMessages renders them. */
export const describedBy = (id: string, hint: ReactNode, error: string | undefined) =>
  [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;

/** aria-invalid and aria-describedby of a field's control. */
export const fieldAria = (id: string, hint: ReactNode, error: string | undefined) => ({
  'aria-invalid': error ? true : undefined,
  'aria-describedby': describedBy(id, hint, error),
});

interface FieldFrameProps extends FieldMessagesProps {
  label: string;
  /** Something shown beside the label, like a "Forgot password?" link or "Optional". */
  labelAside?: ReactNode;
  /** The control, with `id` and `fieldAria(id, hint, error)`. */
  children: ReactNode;
}

/** A labelled field: the label row, the control, its hint and message. */
export function FieldFrame({ id, label, labelAside, hint, error, hintAs, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <div className="field-label-row">
        <label htmlFor={id}>{label}</label>
        {labelAside}
      </div>
      {children}
      <FieldMessages id={id} hint={hint} error={error} hintAs={hintAs} />
    </div>
  );
}
